// Visitor preferences as cookies: language, section, top country, video quality, age confirmation, cookie notice; and
// logout.
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { COUNTRY_COOKIE, TOP_COUNTRIES } from '../config/countries';
import { QUALITY_COOKIE, qualityOf } from '../config/playback';
import { SECTION_COOKIE } from '../config/sections';
import { isSection } from '../domain/vocabularies';
import { endSession } from '../auth/session-cookie';
import type { AppEnv } from '../env';
import { AGE_COOKIE, COOKIE_NOTICE_COOKIE } from '../middleware/age-gate';
import { LANG_COOKIE } from '../middleware/locale';
import { isOneOf } from '../domain/vocabularies';
import { redirectTo, refererPath, safeBack } from '../http/location';
import { sharedCookieDomain } from '../config/cookie-domain';
import { languageOrigin, offeredLanguage } from '../config/language-hosts';
import { SITE } from '../config/site';
import { notFound, readForm } from '../http/params';

export const prefRoutes = new Hono<AppEnv>();

const ONE_YEAR = 365 * 24 * 3600;

/** A preference every language host shares (worker/config/language-hosts.ts). */
function remember(c: Context<AppEnv>, name: string, value: string, maxAge = ONE_YEAR) {
  setCookie(c, name, value, {
    path: '/', maxAge, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:',
    domain: sharedCookieDomain(c.get('languageHost')),
  });
}

/** Preference links answer 303 back to where the visitor was; they are never cached. */
function back(c: Context<AppEnv>, target: string | undefined) {
  c.header('Cache-Control', 'no-store');
  return redirectTo(c, target ?? '/', 303);
}

/** The language selector: the choice is remembered for the default URL, then the page opens at the language's URL. */
prefRoutes.get('/prefs/lang/:lang/', (c) => {
  const lang = c.req.param('lang');
  if (!offeredLanguage(lang)) notFound();
  remember(c, LANG_COOKIE, lang);
  c.header('Cache-Control', 'no-store');
  return c.redirect(languageOrigin(c.get('languageHost'), lang) + safeBack(c.req.query('back')), 303);
});

prefRoutes.get('/prefs/section/:section/', (c) => {
  const section = c.req.param('section');
  if (!isSection(section) || !SITE.sections.includes(section)) notFound();
  remember(c, SECTION_COOKIE, section);
  return back(c, c.req.query('back'));
});

prefRoutes.get('/prefs/country/', (c) => {
  const country = c.req.query('country');
  if (!isOneOf(TOP_COUNTRIES, country)) notFound();
  remember(c, COUNTRY_COOKIE, country);
  return back(c, c.req.query('back'));
});

/**
 * The quality row under the player: Auto or a rendition height, remembered for the next pages. The player's menu asks
 * the same link in the background (its redirect is not followed), so the choice follows the visitor either way.
 */
prefRoutes.get('/prefs/quality/:quality/', (c) => {
  const quality = c.req.param('quality');
  if (quality !== 'auto' && qualityOf(quality) === 'auto') notFound();
  remember(c, QUALITY_COOKIE, quality);
  return back(c, c.req.query('back'));
});

/** The age gate and cookie notice forms: the cookie, then back to the page; htmx removes the overlay itself. */
for (const [path, cookie] of [['/prefs/age-gate/', AGE_COOKIE], ['/prefs/cookie-notice/', COOKIE_NOTICE_COOKIE]] as const) {
  prefRoutes.post(path, async (c) => {
    remember(c, cookie, '1');
    if (c.req.header('HX-Request') === 'true') {
      c.header('Cache-Control', 'no-store');
      return c.body(null, 200);
    }
    const form = await readForm(c);
    return back(c, typeof form.back === 'string' ? form.back : undefined);
  });
}

/**
 * Logout destroys the session, sets the spec's logout cookie and reloads the page it came from: the form's `back`
 * (a same-site path, else home), or without one the Referer's page.
 */
prefRoutes.post('/logout/', async (c) => {
  const form = await readForm(c);
  await endSession(c);
  remember(c, 'logout', '1', 60);
  return back(c, typeof form.back === 'string' ? safeBack(form.back) : refererPath(c));
});
