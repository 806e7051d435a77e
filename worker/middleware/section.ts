// Orientation section (straight, shemale, gay) from its cookie when the site offers it, else the site's default
// section; part of every cache key.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SECTION_COOKIE } from '../config/sections';
import { isSection, sectionGender, type Section } from '../domain/vocabularies';
import type { AppEnv } from '../env';

export function section(options: { sections: readonly Section[]; defaultSection: Section }): MiddlewareHandler<AppEnv> {
  return async function sectionFromCookie(c, next) {
    const chosen = getCookie(c, SECTION_COOKIE);
    const value = isSection(chosen) && options.sections.includes(chosen) ? chosen : options.defaultSection;
    c.set('section', value);
    c.set('gender', sectionGender(value));
    await next();
  };
}
