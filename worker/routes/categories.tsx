// Categories: the index and /categories/{a,b,c}/{sort}/{page}/ for one to three categories combined.
import { Hono } from 'hono';
import { CategoriesIndexPage, CategoryChips } from '../../views/pages/categories';
import { urls } from '../../views/urls';
import { VIDEO_SORTS, isOneOf } from '../domain/vocabularies';
import { SITE } from '../config/site';
import { MAX_CATEGORIES, PAGE_SIZE } from '../config/limits';
import { loadCategories } from '../loaders/categories';
import { loadVideoList } from '../loaders/video-list';
import type { AppEnv } from '../env';
import { videoFilters } from './listing-helpers';
import { renderListing, videoListing } from './listing-page';
import { assertFound, dirParam, notFound, pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';
import { feedLink } from './feeds';

export const categoryRoutes = new Hono<AppEnv>();

categoryRoutes.get('/categories/', async (c) => {
  const t = c.get('t');
  const categories = await loadCategories(c, { gender: c.get('gender'), lang: c.get('lang') });
  const seo = listingSeo(t, { kind: 'categories', categories });
  return c.render(
    <CategoriesIndexPage t={t} categories={categories} intro={t('categories.indexIntro', { site: SITE.name })} seoText={seo.text} />,
    { meta: { title: t('categories.headline'), canonical: urls.categories(), description: seo.description } },
  );
});

categoryRoutes.get('/categories/:ids/:sort/:page/', async (c) => {
  const t = c.get('t');
  const sort = c.req.param('sort');
  if (!isOneOf(VIDEO_SORTS, sort)) notFound();
  const page = pageParam(c.req.param('page'));
  const dirs = c.req.param('ids').split(',').map(dirParam);
  const unique = [...new Set(dirs)];
  // More than three categories, or repeats, redirect to the first three distinct ones.
  if (unique.length !== dirs.length || unique.length > MAX_CATEGORIES) {
    return c.redirect(urls.category(unique.slice(0, MAX_CATEGORIES), sort, 1), 301);
  }
  const lang = c.get('lang');
  const filters = videoFilters(c);
  // The categories and the list, read together (the list names its categories by their dirs).
  const [all, list] = await Promise.all([
    loadCategories(c, { gender: c.get('gender'), lang }),
    loadVideoList(c, { gender: c.get('gender'), sort, page, perPage: PAGE_SIZE, ...filters, scope: { kind: 'categories', dirs: unique } }),
  ]);
  const selected = unique.flatMap((dir) => all.filter((category) => category.dir === dir));
  if (selected.length !== unique.length) notFound();
  const result = assertFound(list);
  const names = selected.map((cat) => cat.title).join(' + ');
  const headline = t('listing.categoryHeadline', { categories: names });
  return renderListing(c, {
    ...videoListing(c, { headline, result, sort, page, url: (s, n) => urls.category(unique, s, n), filters }),
    controls: <CategoryChips t={t} selected={selected} all={all} sort={sort} max={MAX_CATEGORIES} />,
    seo: listingSeo(t, { kind: 'category', sort, page, total: result.total, perPage: PAGE_SIZE, selected }),
    trail: [{ name: t('nav.categories'), path: urls.categories() }],
    feed: unique.length === 1 ? feedLink(c, urls.categoryFeed(unique[0]!), t('feeds.categoryTitle', { category: names, site: SITE.name })) : undefined,
  });
});
