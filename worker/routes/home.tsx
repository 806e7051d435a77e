// Home: the four 25-item lists of spec section 2.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { countryName } from '../../views/format';
import { HomePage } from '../../views/pages/home';
import { COUNTRY_COOKIE, TOP_COUNTRIES } from '../config/countries';
import { HOME_LIST_SIZE, PAGE_SIZE } from '../config/limits';
import { urls } from '../../views/urls';
import { paging } from './listing-helpers';
import { loadPopularToday, loadTopInCountry } from '../loaders/rankings';
import { loadModelList } from '../loaders/model-list';
import { adsAt } from '../middleware/ad-draw';
import { loadVideoList } from '../loaders/video-list';
import type { AppEnv } from '../env';
import { currentPath } from '../render';
import { metaDescription } from '../seo/meta-description';
import { pageFacts } from '../seo/page-facts';
import { homePageData } from '../seo/structured-data';
import { isOneOf } from '../domain/vocabularies';

export const homeRoutes = new Hono<AppEnv>();

/** The country of "top in country": the picked one (cookie), else the visitor's, else the first of the list. */
export function topCountryOf(c: Context<AppEnv>): string {
  const picked = getCookie(c, COUNTRY_COOKIE);
  if (isOneOf(TOP_COUNTRIES, picked)) return picked;
  const visitor = c.get('country');
  return isOneOf(TOP_COUNTRIES, visitor) ? visitor : 'US';
}

export function countryOptions(lang: string) {
  return TOP_COUNTRIES.map((code) => ({ code, name: countryName(lang, code) })).sort((a, b) => a.name.localeCompare(b.name, lang));
}

homeRoutes.get('/', async (c) => {
  const t = c.get('t');
  const lang = c.get('lang');
  const gender = c.get('gender');
  const country = topCountryOf(c);
  const [topCountry, popularToday, latest, models] = await Promise.all([
    loadTopInCountry(c, { gender, country, page: 1, perPage: HOME_LIST_SIZE }),
    loadPopularToday(c, { gender, limit: HOME_LIST_SIZE }),
    loadVideoList(c, { gender, sort: 'latest-updates', page: 1, perPage: HOME_LIST_SIZE, scope: { kind: 'all' } }),
    loadModelList(c, { gender, sort: 'most-popular', page: 1, perPage: HOME_LIST_SIZE, filters: {} }),
  ]);
  const description = metaDescription(t, pageFacts(t, { kind: 'home', country: countryName(lang, country) }));
  return c.render(
    <HomePage
      t={t}
      country={country}
      countryName={countryName(lang, country)}
      countries={countryOptions(lang)}
      back={currentPath(c)}
      topCountry={topCountry.items}
      popularToday={popularToday}
      latest={latest?.items ?? []}
      models={models.items}
      ads={adsAt(c, 'listing')}
      pagination={paging(1, latest?.total ?? 0, PAGE_SIZE, (n) => urls.videos('latest-updates', n))}
    />,
    { meta: { title: '', canonical: '/', description, structuredData: homePageData(c) } },
  );
});
