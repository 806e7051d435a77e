// Static screens: members-only pages, information and sitemap.
import { Hono, type Context } from 'hono';
import { pageTexts, type PageTexts } from '../../locales';
import { InfoPage } from '../../views/pages/info';
import { mainSections } from '../../views/navigation';
import { VIDEO_SORTS, urls } from '../../views/urls';
import { SITE } from '../config/site';
import { loadCategories } from '../loaders/categories';
import type { AppEnv } from '../env';
import { notFound } from './params';

export const pageRoutes = new Hono<AppEnv>();

const INFO_PAGES = ['cookies_policy', 'dmca', 'support', 'terms', 'privacy', '2257'] as const satisfies readonly (keyof PageTexts)[];

function infoParams() {
  return { site: SITE.name, email: SITE.contactEmail };
}

pageRoutes.get('/information/', (c) => {
  const texts = pageTexts(c.get('lang'));
  const links = INFO_PAGES.map((name) => ({ href: urls.information(name), label: texts[name].title }));
  return c.render(<InfoPage page={texts.information} params={infoParams()} links={links} />, {
    meta: { title: texts.information.title, canonical: urls.information() },
  });
});

pageRoutes.get('/information/:page/', (c) => {
  const name = c.req.param('page');
  const page = (INFO_PAGES as readonly string[]).includes(name) ? (name as (typeof INFO_PAGES)[number]) : notFound();
  const texts = pageTexts(c.get('lang'));
  return c.render(<InfoPage page={texts[page]} params={infoParams()} />, {
    meta: { title: texts[page].title, canonical: urls.information(page) },
  });
});

async function sitemapLinks(c: Context<AppEnv>) {
  const t = c.get('t');
  const categories = await loadCategories(c, { gender: c.get('gender'), lang: c.get('lang') });
  const texts = pageTexts(c.get('lang'));
  const links = [
    { href: urls.home(), label: t('nav.home') },
    ...VIDEO_SORTS.map((sort) => ({ href: urls.videos(sort), label: t(`listing.videosHeadline.${sort}`) })),
    ...mainSections(t),
    ...categories.map((category) => ({ href: urls.category([category.dir]), label: category.title })),
    ...INFO_PAGES.map((name) => ({ href: urls.information(name), label: texts[name].title })),
  ];
  // The videos section and its first sort are the same page; list each address once.
  return links.filter((link, i) => links.findIndex((other) => other.href === link.href) === i);
}

pageRoutes.get('/sitemap-page/', async (c) => {
  const texts = pageTexts(c.get('lang'));
  return c.render(<InfoPage page={texts.sitemap} params={infoParams()} links={await sitemapLinks(c)} />, {
    meta: { title: texts.sitemap.title, canonical: urls.sitemap() },
  });
});
