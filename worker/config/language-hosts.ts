// The one place that decides where each language lives: the site's default language (English unless its site file
// says otherwise) on the default host, which also answers in the app_lang cookie's language for people who chose one;
// every other language the site offers on its own host, `{lang}.` + the default host: ja.asiatube.example in
// production, ja.localhost:8787 or ja.asiatube.localhost:8787 locally. docs/languages.md says why hosts rather than
// path prefixes.
import { LANGS, isLang, type Lang } from '../../locales';
import { SITE } from './site';

/** Whether the site offers `value` as a language (its site file's `languages`). */
export function offeredLanguage(value: string | undefined): value is Lang {
  return isLang(value) && SITE.languages.includes(value);
}

/** Where a request arrived, read from its URL. */
export interface LanguageHost {
  /** The language the host fixes, or null on the default host (where the cookie decides). */
  lang: Lang | null;
  /** `https:` or `http:`. */
  protocol: string;
  /** The default host, with its port when it has one: asiatube.example, localhost:8787. */
  baseHost: string;
}

/** A hostname whose first label names a language: the label, and the host it hangs off. */
const LANGUAGE_LABEL = new RegExp(`^(${LANGS.join('|')})\\.(.+)$`);

/** A loopback address: hosts cannot hang off it, so local runs reached by IP name `localhost` as the default host. */
const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

export function readLanguageHost(url: URL): LanguageHost {
  const labelled = LANGUAGE_LABEL.exec(url.host);
  if (labelled && isLang(labelled[1])) return { lang: labelled[1], protocol: url.protocol, baseHost: labelled[2]! };
  return { lang: null, protocol: url.protocol, baseHost: url.host.replace(LOOPBACK_ADDRESS, 'localhost$1') };
}

/** The origin of a language's pages: the default host for the site's default language, `{lang}.` + it for the others. */
export function languageOrigin(host: Pick<LanguageHost, 'protocol' | 'baseHost'>, lang: Lang): string {
  return lang === SITE.defaultLanguage ? `${host.protocol}//${host.baseHost}` : `${host.protocol}//${lang}.${host.baseHost}`;
}

/** The origin of every language the site offers, in its file's order. */
export function languageOrigins(host: Pick<LanguageHost, 'protocol' | 'baseHost'>): Partial<Record<Lang, string>> {
  return Object.fromEntries(SITE.languages.map((lang) => [lang, languageOrigin(host, lang)]));
}

/**
 * The origins canonical links, alternates, sitemaps and feeds name: the configured public origin in production, so a
 * stray Host header never becomes a canonical URL; in local runs the request's own hosts, so every link works here.
 */
export function publicLanguageHost(requestHost: LanguageHost, configuredOrigin: string, local: boolean): LanguageHost {
  if (local) return requestHost;
  const configured = new URL(configuredOrigin);
  return { lang: requestHost.lang, protocol: configured.protocol, baseHost: configured.host };
}
