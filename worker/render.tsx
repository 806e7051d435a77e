// The React renderer: wraps each page in the document shell built from the request's context.
import { reactRenderer } from '@hono/react-renderer';
import type { Context } from 'hono';
import { translator, type Lang } from '../locales';
import { ContentOnly, Document, documentTitle, type Alternate, type PageLinks, type PageMeta } from '../views/layout/document';
import { urls } from '../views/urls';
import { authExtras } from './auth/extras';
import { LIFETIMES, NAVIGATION_QUERY_PARAMS } from './cache/policy';
import { SUGGESTER_POOL } from './config/limits';
import { SITE } from './config/site';
import { noticeText } from './middleware/flash';
import { defaultOrigin, publicOrigin, publicOrigins } from './middleware/locale';
import { sharedPage } from './seo/share';
import type { AppEnv } from './env';

declare module '@hono/react-renderer' {
  interface Props {
    meta: PageMeta;
  }
}

/** Path and query of the current request: where preference and login links come back to (navigation hints left out). */
export function currentPath(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  // Only when present: rewriting the query re-encodes it.
  for (const name of NAVIGATION_QUERY_PARAMS) if (url.searchParams.has(name)) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/**
 * Pages in the index: they have a canonical URL and no noindex. Only they get alternates (and sitemap entries), sharing
 * tags and JSON-LD.
 */
function indexable(meta: PageMeta): meta is PageMeta & { canonical: string } {
  return meta.canonical !== undefined && !meta.robots?.includes('noindex');
}

function pageLinks(c: Context<AppEnv>, meta: PageMeta): PageLinks {
  const back = currentPath(c);
  const switchOrigin = defaultOrigin(c);
  const languages = Object.fromEntries(SITE.languages.map((lang) => [lang, switchOrigin + urls.setLang(lang, back)]));
  if (!meta.canonical) return { canonical: null, alternates: [], languages };
  const canonical = publicOrigin(c) + meta.canonical;
  if (!indexable(meta)) return { canonical, alternates: [], languages };
  const origins = publicOrigins(c);
  const pathIn = (lang: Lang) => meta.canonicalByLang?.[lang] ?? meta.canonical;
  const alternates: Alternate[] = SITE.languages.map((lang) => ({ hrefLang: lang, href: origins[lang]! + pathIn(lang) }));
  alternates.push({ hrefLang: 'x-default', href: origins[SITE.defaultLanguage]! + pathIn(SITE.defaultLanguage) });
  return { canonical, alternates, languages };
}

function ageGateProps(c: Context<AppEnv>) {
  const gateLang = c.get('ageGateLang');
  if (!gateLang) return null;
  const t = translator(gateLang);
  return {
    lang: gateLang,
    title: t('ageGate.title'),
    text: t('ageGate.text'),
    enter: t('ageGate.enter'),
    leave: t('ageGate.leave'),
    back: currentPath(c),
  };
}

function cookieNoticeProps(c: Context<AppEnv>) {
  if (!c.get('showCookieNotice')) return null;
  const t = c.get('t');
  return {
    text: t('cookieNotice.text'),
    more: t('footer.cookiesPolicy'),
    moreHref: urls.information('cookies_policy'),
    accept: t('cookieNotice.accept'),
    back: currentPath(c),
  };
}

function noticeProps(c: Context<AppEnv>) {
  const notice = c.get('notice');
  return notice ? { text: noticeText(c.get('t'), notice.code), kind: notice.kind } : null;
}

export const renderer = reactRenderer(
  ({ children, c, meta }) => {
    const ctx = c as Context<AppEnv>;
    if (ctx.get('htmxTarget')) {
      return <ContentOnly title={documentTitle(meta, ctx.get('t'), SITE)}>{children}</ContentOnly>;
    }
    return (
      <Document
        lang={ctx.get('lang')}
        t={ctx.get('t')}
        site={SITE}
        section={ctx.get('section')}
        user={ctx.get('user')}
        auth={authExtras(ctx, currentPath(ctx))}
        path={currentPath(ctx)}
        searchQuery={ctx.req.query('s') ?? ''}
        keywordSetUrl={urls.suggesterKeywords(LIFETIMES.suggester, SUGGESTER_POOL, ctx.get('lang'))}
        meta={meta}
        links={pageLinks(ctx, meta)}
        sharing={indexable(meta) ? sharedPage(ctx, meta.share) : null}
        ageGate={ageGateProps(ctx)}
        cookieNotice={cookieNoticeProps(ctx)}
        notice={noticeProps(ctx)}
        outage={ctx.get('accountsUnavailable') ? ctx.get('t')('errors.accountsUnavailable') : null}
      >
        {children}
      </Document>
    );
  },
  { docType: true },
);
