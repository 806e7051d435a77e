// The document shell: head, header, main content, footer and the overlays every page may carry.
import type { ReactNode } from 'react';
import type { Lang, Translate } from '../../locales';
import { RTA_LABEL, type SiteConfig } from '../../worker/config/site';
import type { Section } from '../../worker/domain/vocabularies';
import type { SessionUser } from '../../worker/env';
import { AgeGate, type AgeGateProps } from './age-gate';
import { CookieNotice, type CookieNoticeProps } from './cookie-notice';
import { Header } from './header';
import { Footer } from './footer';
import { NOTICES_ID, Toast, type ToastProps } from '../parts/toast';
import { Island } from '../parts/island';
import FormModal from '../../islands/form-modal';
import LoginModal from '../../islands/login-modal';
import { OutageNotice } from '../parts/outage-notice';
import { StructuredData, type JsonLdNode } from '../parts/structured-data';
import { ShareTags, type SharedPage, type SharedVideo } from './share-tags';
import type { AuthExtras } from '../pages/auth';
import { urls } from '../urls';

export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute path of the canonical URL, when the page has one. */
  canonical?: string;
  /** The page's path in each language when it differs from `canonical` (a video's slug follows its title there). */
  canonicalByLang?: Readonly<Record<Lang, string>>;
  robots?: string;
  /** Without JavaScript, the page asks for itself again after this many seconds (a status still moving). */
  refreshSeconds?: number;
  prev?: string;
  next?: string;
  /** The RSS feed of what the page lists (absolute URL and title), for `<link rel="alternate" type="application/rss+xml">`. */
  feed?: { href: string; title: string };
  /** schema.org nodes of the page (worker/seo/structured-data.ts); only indexable pages show them. */
  structuredData?: readonly JsonLdNode[];
  /** The page's own picture and a video's player for link previews (absolute URLs); the site's logo otherwise. */
  share?: { image?: string; video?: SharedVideo };
}

/** One language's version of this page, for `<link rel="alternate" hreflang>` (`x-default` for the default URL). */
export interface Alternate {
  hrefLang: string;
  href: string;
}

/** The absolute addresses of this page the head and the language selector name. */
export interface PageLinks {
  /** The canonical URL in this page's language, when the page has one. */
  canonical: string | null;
  /** Every language's URL of this page plus x-default; empty on pages kept out of the index. */
  alternates: readonly Alternate[];
  /** The selector's link per language the site offers: it remembers the choice, then opens that language's URL of this page. */
  languages: Partial<Record<Lang, string>>;
}

export interface LayoutProps {
  lang: Lang;
  t: Translate;
  site: SiteConfig;
  section: Section;
  user: SessionUser | null;
  /** Captcha and Google sign-in of the Login modal (null each when off). */
  auth: AuthExtras;
  /** Path and query of this page, for the "back" of preference links. */
  path: string;
  searchQuery: string;
  /** Where the header's search box fetches its popular keywords (the suggester's cached set). */
  keywordSetUrl: string;
  meta: PageMeta;
  links: PageLinks;
  /** Open Graph and Twitter tags of an indexable page; null on pages kept out of the index. */
  sharing: SharedPage | null;
  ageGate: AgeGateProps | null;
  cookieNotice: CookieNoticeProps | null;
  /** The one-time notice of a redirect (flash), already translated. */
  notice: ToastProps | null;
  /** Shown above the content while account features are unavailable, already translated. */
  outage?: string | null;
  children: ReactNode;
}

/** The site's own colours over the stylesheet's (site files hold only checked #rrggbb values); null when it has none. */
export function themeCss(theme: SiteConfig['theme']): string | null {
  const colours = Object.entries(theme).filter(([, value]) => value);
  return colours.length > 0 ? `:root{${colours.map(([name, value]) => `--${name}:${value}`).join(';')}}` : null;
}

/** The <title> of a page: its own title and the site's suffix, or the site name alone. */
export function documentTitle(meta: PageMeta, t: Translate, site: SiteConfig): string {
  return meta.title ? `${meta.title} – ${t('meta.titleSuffix', { site: site.name })}` : site.name;
}

/** What an htmx swap receives: the page's title and content, without head, header and footer. */
export function ContentOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{title}</title>
      {children}
    </>
  );
}

/** The Login modal's dialog (islands/login-modal.tsx), which links with data-login open; after the content, so its h2 follows the page's h1. */
function LoginDialog({ t, path, auth }: Pick<LayoutProps, 't' | 'path' | 'auth'>) {
  return (
    <Island
      name="login-modal"
      component={LoginModal}
      hydrate="interaction"
      props={{
        back: path,
        restoreHref: urls.restorePassword(),
        signupHref: urls.signup(),
        googleHref: auth.googleHref,
        captchaSiteKey: auth.captchaSiteKey,
        labels: {
          title: t('auth.signinTitle'),
          usr: t('auth.usernameOrEmail'),
          pwd: t('auth.password'),
          submit: t('auth.submitLogin'),
          forgot: t('auth.forgot'),
          signup: t('auth.submitSignup'),
          google: t('auth.google'),
          close: t('common.close'),
          failed: t('auth.failed'),
        },
      }}
    />
  );
}

export function Document(props: LayoutProps) {
  const { t, site, meta } = props;
  const title = documentTitle(meta, t, site);
  const description = meta.description ?? t('meta.description', { site: site.name });
  const theme = themeCss(site.theme);
  // The page: the gate, when shown, comes before it in the document, so its buttons are the first tab stops.
  const page = (
    <>
      <a className="skip-link" href="#main">{t('header.skip')}</a>
      <Header {...props} languageLinks={props.links.languages} />
      <main id="main" className="main">
        {props.outage && <OutageNotice text={props.outage} />}
        {props.children}
      </main>
      <Footer t={t} site={site} />
      {!props.user && <LoginDialog t={t} path={props.path} auth={props.auth} />}
      <Island name="form-modal" component={FormModal} props={{ labels: { close: t('common.close') } }} hydrate="interaction" />
      <div id={NOTICES_ID}>{props.notice && <Toast {...props.notice} />}</div>
      {props.cookieNotice && <CookieNotice {...props.cookieNotice} />}
    </>
  );
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {meta.robots && <meta name="robots" content={meta.robots} />}
        {meta.refreshSeconds !== undefined && <noscript><meta httpEquiv="refresh" content={String(meta.refreshSeconds)} /></noscript>}
        {props.links.canonical && <link rel="canonical" href={props.links.canonical} />}
        {props.links.alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        {meta.prev && <link rel="prev" href={meta.prev} />}
        {meta.next && <link rel="next" href={meta.next} />}
        {meta.feed && <link rel="alternate" type="application/rss+xml" title={meta.feed.title} href={meta.feed.href} />}
        <link rel="stylesheet" href="/build/site.css" />
        {theme && <style dangerouslySetInnerHTML={{ __html: theme }} />}
        <link rel="icon" href={site.favicon} type={site.favicon.endsWith('.svg') ? 'image/svg+xml' : undefined} />
        <meta name="rating" content="adult" />
        <meta name="RATING" content={RTA_LABEL} />
        {props.sharing && props.links.canonical && (
          <>
            <ShareTags page={props.sharing} url={props.links.canonical} title={meta.title || site.name} description={description} siteName={site.name} />
            <StructuredData nodes={meta.structuredData ?? []} />
          </>
        )}
        <script src="/build/htmx.min.js" defer />
        <script type="module" src="/build/islands/client.js" async />
      </head>
      <body>
        {props.ageGate ? (
          <>
            <AgeGate {...props.ageGate} />
            {/* Until the gate is passed the page behind it takes no focus, no click and no screen reader's reading;
                the page script lifts this once htmx has removed the gate in place (islands/client.ts). */}
            <div inert data-behind-gate="">{page}</div>
          </>
        ) : page}
      </body>
    </html>
  );
}
