// The language of a request: fixed by a language host (ja.asiatube.example), else the app_lang cookie (else the site's
// default language), with its translator on the context. The default language's own host is the default one, a language
// written as a path prefix (/ja/...) lives on its host, and a language the site does not offer on its default host:
// all answer 301 there.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGS, isLang, translator, type Lang } from '../../locales';
import { languageOrigin, languageOrigins, offeredLanguage, publicLanguageHost, readLanguageHost } from '../config/language-hosts';
import { SITE } from '../config/site';
import type { AppEnv } from '../env';

export const LANG_COOKIE = 'app_lang';

const LANGUAGE_PREFIX = new RegExp(`^/(${LANGS.join('|')})(/.*)$`);

export function locale(): MiddlewareHandler<AppEnv> {
  return async function languageOfRequest(c, next) {
    const url = new URL(c.req.url);
    const host = readLanguageHost(url);
    const prefixed = LANGUAGE_PREFIX.exec(url.pathname);
    const misplaced = host.lang !== null && (host.lang === SITE.defaultLanguage || !offeredLanguage(host.lang));
    if (misplaced || (prefixed && isLang(prefixed[1]))) {
      const named = prefixed?.[1] ?? host.lang ?? undefined;
      const lang = offeredLanguage(named) ? named : SITE.defaultLanguage;
      const path = prefixed ? prefixed[2]! : url.pathname;
      return c.redirect(languageOrigin(host, lang) + path + url.search, 301);
    }
    const chosen = getCookie(c, LANG_COOKIE);
    const lang = host.lang ?? (offeredLanguage(chosen) ? chosen : SITE.defaultLanguage);
    c.set('languageHost', host);
    c.set('lang', lang);
    c.set('langChosen', host.lang !== null || offeredLanguage(chosen));
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

/** The public origin of every language the site offers: alternates, the sitemap page's homes. */
export function publicOrigins(c: Context<AppEnv>): Partial<Record<Lang, string>> {
  return languageOrigins(publicHost(c));
}

/** The language the request's host fixes (the default language on the default host, whatever the cookie): robots.txt, sitemaps, feeds. */
export function hostLanguage(c: Context<AppEnv>): Lang {
  return c.get('languageHost').lang ?? SITE.defaultLanguage;
}

/** The origin of this request's default host, where the language selector's links set the app_lang cookie. */
export function defaultOrigin(c: Context<AppEnv>): string {
  return languageOrigin(c.get('languageHost'), SITE.defaultLanguage);
}
