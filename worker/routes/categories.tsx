// Categories: the index and /categories/{a,b,c}/{sort}/{page}/ for one to three categories combined.
import { Hono } from 'hono';
import { CategoriesIndexPage, CategoryChips } from '../../views/pages/categories';
import { CollectionPage } from '../../views/pages/collections';
import { VideoFilters } from '../../views/parts/video-filters';
import { urls } from '../../views/urls';
import { VIDEO_SORTS, isOneOf, type VideoSort } from '../domain/vocabularies';
import { SITE } from '../config/site';
import { MAX_CATEGORIES, PAGE_SIZE } from '../config/limits';
import { loadCategories } from '../loaders/categories';
import { loadVideoList } from '../loaders/video-list';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import { isFiltered, pageLinks, paging, sortTabs, videoFilters, withFilters } from './listing-helpers';
import { assertFound, dirParam, notFound, pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';
import { listingData } from '../seo/structured-data';
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
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => withFilters(urls.category(unique, sort, n), filters));
  const names = selected.map((cat) => cat.title).join(' + ');
  const headline = t('listing.categoryHeadline', { categories: names });
  const seo = listingSeo(t, { kind: 'category', sort, page, total: result.total, perPage: PAGE_SIZE, selected });
  return c.render(
    <CollectionPage
      t={t}
      ads={adsAt(c, 'listing')}
      headline={headline}
      subline={t('listing.totalVideos', { count: result.total })}
      list={{ kind: 'videos', items: result.items }}
      sortTabs={sortTabs(c, VIDEO_SORTS, sort, (s: VideoSort) => withFilters(urls.category(unique, s), filters))}
      filters={<VideoFilters t={t} {...filters} action={urls.category(unique, sort)} />}
      controls={<CategoryChips t={t} selected={selected} all={all} sort={sort} max={MAX_CATEGORIES} />}
      pagination={pagination}
      seoText={seo.text}
    />,
    {
      meta: {
        title: page > 1 ? `${headline} – ${t('pagination.page', { page })}` : headline,
        canonical: urls.category(unique, sort, page),
        description: seo.description,
        structuredData: listingData(
          c,
          [{ name: t('nav.categories'), path: urls.categories() }, { name: headline, path: urls.category(unique, sort, page) }],
          { kind: 'videos', items: result.items },
        ),
        feed: unique.length === 1 ? feedLink(c, urls.categoryFeed(unique[0]!), t('feeds.categoryTitle', { category: names, site: SITE.name })) : undefined,
        robots: isFiltered(filters) ? 'noindex, follow' : undefined,
        ...pageLinks(pagination),
      },
    },
  );
});
