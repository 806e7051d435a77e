// Language from cookie app_lang (default en), with its translator on the context.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANG, isLang, translator } from '../../locales';
import type { AppEnv } from '../env';

export const LANG_COOKIE = 'app_lang';

export function locale(): MiddlewareHandler<AppEnv> {
  return async function localeFromCookie(c, next) {
    const chosen = getCookie(c, LANG_COOKIE);
    const lang = isLang(chosen) ? chosen : DEFAULT_LANG;
    c.set('lang', lang);
    c.set('langChosen', isLang(chosen));
    c.set('t', translator(lang));
    await next();
  };
}
