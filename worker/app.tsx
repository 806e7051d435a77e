// THE route table: middleware order, one sub-app per URL area, the 404 page and the error page.
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { renderToString } from 'react-dom/server';
import { SITE } from './config/site';
import { translator } from '../locales';
import { OutageNotice } from '../views/parts/outage-notice';
import { MessagePanel, NotFoundPage, ErrorPage, UnavailablePage } from '../views/pages/error';
import { captchaSiteKey } from './auth/captcha';
import { TURNSTILE_ORIGIN } from './config/turnstile';
import type { AppEnv } from './env';
import { NAVIGATION_QUERY_PARAMS, PAGE_CACHE_SECONDS, PAGE_QUERY_PARAMS } from './cache/policy';
import { adDraw } from './middleware/ad-draw';
import { adOrigins, adsConfig } from './config/ads';
import { ageGate } from './middleware/age-gate';
import { campaign } from './middleware/campaign';
import { country } from './middleware/country';
import { flash } from './middleware/flash';
import { htmx } from './middleware/htmx';
import { locale } from './middleware/locale';
import { pageCache } from './middleware/page-cache';
import { sameOrigin } from './middleware/same-origin';
import { roundTrips } from './middleware/round-trips';
import { recordSearchTerms } from './middleware/search-terms';
import { section } from './middleware/section';
import { securityHeaders } from './middleware/security-headers';
import { session } from './middleware/session';
import { readMemberPageState } from './loaders/member-page-state';
import { trailingSlash } from './middleware/trailing-slash';
import { currentPath, renderer } from './render';
import { DatabaseUnavailable } from './db/request-database';
import { jsonError, jsonStatus } from './http/json';
import { readApi } from './api';
import { runnerRoutes } from './runners/routes';
import { tusRoutes } from './uploads/tus';
import { authApi } from './api/auth';
import { feedExportApi } from './api/feeds';
import { importApi } from './api/imports';
import { memberEditApi } from './api/member-edit';
import { uploadEditApi } from './api/upload-edit';
import { videofileApi } from './api/videofile';
import { actionRoutes } from './routes/actions';
import { adRoutes } from './routes/ads';
import { adminRoutes } from './routes/admin';
import { messageRoutes } from './routes/messages';
import { socialRoutes } from './routes/social';
import { albumRoutes } from './routes/albums';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { outboxRoutes } from './routes/outbox';
import { categoryRoutes } from './routes/categories';
import { channelRoutes } from './routes/channels';
import { postReportRoutes } from './routes/post-reports';
import { contactRoutes } from './routes/contact';
import { downloadRoutes } from './routes/download';
import { homeRoutes, topCountryOf } from './routes/home';
import { mediaRoutes } from './routes/media';
import { partnerFeedRoutes } from './routes/partner-feeds';
import { memberRoutes } from './routes/members';
import { modelRoutes } from './routes/models';
import { pageRoutes } from './routes/pages';
import { uploadRoutes } from './routes/upload';
import { ownerEditRoutes } from './routes/owner-edit';
import { playlistEditRoutes } from './routes/playlist-edit';
import { playlistRoutes } from './routes/playlists';
import { prefRoutes } from './routes/prefs';
import { redirectRoutes } from './routes/redirects';
import { searchRoutes } from './routes/search';
import { sitemapRoutes } from './routes/sitemaps';
import { feedRoutes } from './routes/feeds';
import { statRoutes } from './routes/stat';
import { topCountryRoutes } from './routes/top-country';
import { videoPageRoutes, WATCH_PAGE_PATH } from './routes/video';
import { requestQuality } from './loaders/player';
import { embedOrigins, embedPartners } from './config/embeds';
import { stripLanguage } from './loaders/watch-page';
import { videoRoutes } from './routes/videos';

export const app = new Hono<AppEnv>({ strict: true });

app.use(roundTrips({ enabled: (env) => env.APP_ENV === 'local' }));
app.use(
  securityHeaders({
    frameable: (path) => path.startsWith('/embed/'),
    trusted: (c) => {
      const captcha = captchaSiteKey(c.env) ? [TURNSTILE_ORIGIN] : [];
      const ads = adOrigins(adsConfig(c.env));
      // Partner players of embedded videos (docs/import.md): exactly the configured partners' origins.
      return { script: [...captcha, ...ads.script], frame: [...captcha, ...ads.frame, ...embedOrigins(embedPartners(c.env))] };
    },
  }),
);
app.route('/', mediaRoutes);
app.route('/', partnerFeedRoutes);
app.use(trailingSlash({ exempt: ['/api/', '/media/', '/embed/', '/404'] }));
app.use(locale());
app.use(section({ sections: SITE.sections, defaultSection: SITE.defaultSection }));
app.use(country({ trustHeader: (env) => env.APP_ENV === 'local' }));
app.use(ageGate({ countries: SITE.ageGateCountries }));
app.use(htmx());
app.use('/search/*', recordSearchTerms({ queue: (env) => env.SEARCHES }));
// Before the page cache: pages it answers are page views too.
app.use(campaign({ exclude: ['/admin/', '/embed/', '/dev/'] }));
app.use(adDraw({ random: Math.random }));
app.use(
  pageCache({
    ttl: PAGE_CACHE_SECONDS,
    // Sitemaps keep their own cache (worker/cache/documents.ts); robots.txt and feeds are not pages.
    skip: ['/prefs/', '/api/', '/media/', '/logout/', '/download/', '/admin/', '/ads/', '/robots.txt', '/sitemap.xml', '/sitemaps/', '/rss/'],
    query: PAGE_QUERY_PARAMS,
    ignore: NAVIGATION_QUERY_PARAMS,
    topCountry: (c) => (c.req.path === '/' || c.req.path.startsWith('/top-country/') ? topCountryOf(c) : null),
    // The watch page's partner strip speaks the browser's language: one stored copy per language it resolves to.
    browserLanguage: (c) => (WATCH_PAGE_PATH.test(c.req.path) ? stripLanguage(c) : null),
    quality: (c) => (WATCH_PAGE_PATH.test(c.req.path) || c.req.path.startsWith('/embed/') ? String(requestQuality(c)) : null),
    withOutageNotice: (c, page) => {
      const notice = renderToString(<OutageNotice text={c.get('t')('errors.accountsUnavailable')} />);
      return new HTMLRewriter().on('main#main', { element: (main) => void main.prepend(notice, { html: true }) }).transform(page);
    },
  }),
);
app.use(session({ pageState: readMemberPageState }));
app.use(flash());
app.use(renderer);
app.use(
  sameOrigin({
    refuse: (c) => {
      if (c.req.path.startsWith('/api/')) return jsonError(c, 403, 'cross_site');
      const t = c.get('t');
      c.status(403);
      c.header('Cache-Control', 'no-store');
      return c.render(
        <MessagePanel title={t('errors.crossSiteTitle')}>
          <p>{t('errors.crossSiteText')}</p>
        </MessagePanel>,
        { meta: { title: t('errors.crossSiteTitle'), robots: 'noindex' } },
      );
    },
  }),
);

app.route('/', tusRoutes);
app.route('/', runnerRoutes);
app.route('/', readApi);
app.route('/', feedExportApi);
app.route('/', importApi);
app.route('/', authApi);
app.route('/', memberEditApi);
app.route('/', uploadEditApi);
app.route('/', statRoutes);
app.route('/', videofileApi);
app.route('/', redirectRoutes());
app.route('/', prefRoutes);
app.route('/', homeRoutes);
app.route('/', videoRoutes);
app.route('/', videoPageRoutes);
app.route('/', categoryRoutes);
app.route('/', topCountryRoutes);
app.route('/', searchRoutes);
app.route('/', albumRoutes);
app.route('/', modelRoutes);
app.route('/', channelRoutes);
app.route('/', playlistEditRoutes);
app.route('/', playlistRoutes);
app.route('/', memberRoutes);
app.route('/', downloadRoutes);
app.route('/', authRoutes);
app.route('/', actionRoutes);
app.route('/', adRoutes);
app.route('/', socialRoutes);
app.route('/', messageRoutes);
app.route('/', contactRoutes);
app.route('/', postReportRoutes);
app.route('/', profileRoutes);
app.route('/', outboxRoutes);
app.route('/', uploadRoutes);
app.route('/', ownerEditRoutes);
app.route('/', adminRoutes);
app.route('/', pageRoutes);
app.route('/', sitemapRoutes);
app.route('/', feedRoutes);

/** The error pages need the page context; an error raised before the middleware set it renders in the defaults. */
async function pageContext(c: Context<AppEnv>) {
  if (!c.get('t')) {
    c.set('lang', SITE.defaultLanguage);
    c.set('t', translator(SITE.defaultLanguage));
    c.set('section', SITE.defaultSection);
  }
  await renderer(c, async () => {});
}

function renderNotFound(c: Context<AppEnv>) {
  const t = c.get('t');
  c.status(404);
  return c.render(<NotFoundPage t={t} />, { meta: { title: t('errors.notFoundTitle'), robots: 'noindex' } });
}

/** Seconds a client should wait before trying again while D1 is unavailable. */
const RETRY_AFTER_SECONDS = 10;

app.get('/404', renderNotFound);
app.notFound((c) => (c.req.path.startsWith('/api/') ? jsonError(c, 404, 'not_found') : renderNotFound(c)));

app.onError(async (error, c) => {
  const unavailable = error instanceof DatabaseUnavailable;
  const status = unavailable ? 503 : error instanceof HTTPException ? error.status : 500;
  if (status >= 500) console.error(error);
  if (status >= 500) c.header('Cache-Control', 'no-store');
  if (unavailable) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  if (c.req.path.startsWith('/api/')) return jsonStatus(c, status);
  await pageContext(c);
  if (status === 404) return renderNotFound(c);
  const t = c.get('t');
  c.status(status);
  if (unavailable) {
    const again = c.req.method === 'GET' ? currentPath(c) : null;
    return c.render(<UnavailablePage t={t} again={again} />, { meta: { title: t('errors.unavailableTitle'), robots: 'noindex' } });
  }
  return c.render(<ErrorPage t={t} code={status} />, { meta: { title: t('errors.serverTitle'), robots: 'noindex' } });
});
