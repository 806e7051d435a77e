// /top-country/{page}/: the most viewed videos of the visitor's (or picked) country over the last 30 days.
import { Hono } from 'hono';
import { countryName } from '../../views/format';
import { CountryPicker } from '../../views/parts/country-picker';
import { urls } from '../../views/urls';
import { PAGE_SIZE } from '../config/limits';
import { loadTopInCountry } from '../loaders/rankings';
import type { AppEnv } from '../env';
import { countryOptions, topCountryOf } from './home';
import { sidebarCategories } from './listing-helpers';
import { renderListing } from './listing-page';
import { pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';

export const topCountryRoutes = new Hono<AppEnv>();

topCountryRoutes.get('/top-country/:page/', async (c) => {
  const t = c.get('t');
  const lang = c.get('lang');
  const page = pageParam(c.req.param('page'));
  const country = topCountryOf(c);
  const [result, sidebar] = await Promise.all([
    loadTopInCountry(c, { gender: c.get('gender'), country, page, perPage: PAGE_SIZE }),
    sidebarCategories(c, false),
  ]);
  const headline = t('listing.topCountryHeadline', { country: countryName(lang, country) });
  return renderListing(c, {
    headline,
    list: { kind: 'videos', items: result.items },
    total: result.total,
    page,
    url: urls.topCountry,
    controls: <CountryPicker t={t} country={country} countries={countryOptions(lang)} back={urls.topCountry()} />,
    seo: listingSeo(t, { kind: 'top-country', country: countryName(lang, country), page, total: result.total, perPage: PAGE_SIZE, items: result.items }),
    title: headline,
    robots: 'noindex, follow',
    sidebar,
  });
});
