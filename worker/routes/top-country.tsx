// /top-country/{page}/: the most viewed videos of the visitor's (or picked) country over the last 30 days.
import { Hono } from 'hono';
import { countryName } from '../../views/format';
import { CollectionPage } from '../../views/pages/collections';
import { CountryPicker } from '../../views/parts/country-picker';
import { urls } from '../../views/urls';
import { PAGE_SIZE } from '../config/limits';
import { loadTopInCountry } from '../loaders/rankings';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import { countryOptions, topCountryOf } from './home';
import { pageLinks, paging } from './listing-helpers';
import { pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';

export const topCountryRoutes = new Hono<AppEnv>();

topCountryRoutes.get('/top-country/:page/', async (c) => {
  const t = c.get('t');
  const lang = c.get('lang');
  const page = pageParam(c.req.param('page'));
  const country = topCountryOf(c);
  const result = await loadTopInCountry(c, {
    gender: c.get('gender'), country, page, perPage: PAGE_SIZE,
  });
  const pagination = paging(page, result.total, PAGE_SIZE, urls.topCountry);
  const headline = t('listing.topCountryHeadline', { country: countryName(lang, country) });
  const seo = listingSeo(t, { kind: 'top-country', country: countryName(lang, country), page, total: result.total, perPage: PAGE_SIZE, items: result.items });
  return c.render(
    <CollectionPage
      t={t}
      ads={adsAt(c, 'listing')}
      headline={headline}
      list={{ kind: 'videos', items: result.items }}
      controls={<CountryPicker t={t} country={country} countries={countryOptions(lang)} back={urls.topCountry()} />}
      pagination={pagination}
      seoText={seo.text}
    />,
    { meta: { title: headline, description: seo.description, robots: 'noindex, follow', ...pageLinks(pagination) } },
  );
});
