// Orientation section (straight, shemale, gay) from its cookie; part of every cache key.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SECTION_COOKIE } from '../config/sections';
import { DEFAULT_SECTION, isSection, sectionGender } from '../domain/vocabularies';
import type { AppEnv } from '../env';

export function section(): MiddlewareHandler<AppEnv> {
  return async function sectionFromCookie(c, next) {
    const chosen = getCookie(c, SECTION_COOKIE);
    const value = isSection(chosen) ? chosen : DEFAULT_SECTION;
    c.set('section', value);
    c.set('gender', sectionGender(value));
    await next();
  };
}
