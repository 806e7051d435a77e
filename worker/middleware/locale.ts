// The language of a request: fixed by a language host (ja.asiatube.example), else the app_lang cookie (default en), with
// its translator on the context. English's own host is the default one, and a language written as a path prefix
// (/ja/...) lives on its host: both answer 301 there.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANG, LANGS, isLang, translator, type Lang } from '../../locales';
import { languageOrigin, languageOrigins, publicLanguageHost, readLanguageHost } from '../config/language-hosts';
import { SITE } from '../config/site';
import type { AppEnv } from '../env';

export const LANG_COOKIE = 'app_lang';

const LANGUAGE_PREFIX = new RegExp(`^/(${LANGS.join('|')})(/.*)$`);

export function locale(): MiddlewareHandler<AppEnv> {
  return async function languageOfRequest(c, next) {
    const url = new URL(c.req.url);
    const host = readLanguageHost(url);
    const prefixed = LANGUAGE_PREFIX.exec(url.pathname);
    if (host.lang === DEFAULT_LANG || (prefixed && isLang(prefixed[1]))) {
      const lang = prefixed && isLang(prefixed[1]) ? prefixed[1] : DEFAULT_LANG;
      const path = prefixed ? prefixed[2]! : url.pathname;
      return c.redirect(languageOrigin(host, lang) + path + url.search, 301);
    }
    const chosen = getCookie(c, LANG_COOKIE);
    const lang = host.lang ?? (isLang(chosen) ? chosen : DEFAULT_LANG);
    c.set('languageHost', host);
    c.set('lang', lang);
    c.set('langChosen', host.lang !== null || isLang(chosen));
    c.set('t', translator(lang));
    await next();
  };
}

function publicHost(c: Context<AppEnv>) {
  return publicLanguageHost(c.get('languageHost'), SITE.origin, c.env.APP_ENV === 'local');
}

/** The public origin of a language's pages (the request's language by default): canonical links, shares, sitemaps. */
export function publicOrigin(c: Context<AppEnv>, lang: Lang = c.get('lang')): string {
  return languageOrigin(publicHost(c), lang);
}

/** Every language's public origin: alternates, the sitemap page's homes. */
export function publicOrigins(c: Context<AppEnv>): Record<Lang, string> {
  return languageOrigins(publicHost(c));
}

/** The language the request's host fixes (English on the default host, whatever the cookie): robots.txt, sitemaps, feeds. */
export function hostLanguage(c: Context<AppEnv>): Lang {
  return c.get('languageHost').lang ?? DEFAULT_LANG;
}

/** The origin of this request's default host, where the language selector's links set the app_lang cookie. */
export function defaultOrigin(c: Context<AppEnv>): string {
  return languageOrigin(c.get('languageHost'), DEFAULT_LANG);
}
