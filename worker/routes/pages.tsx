// Static screens: members-only pages, information and sitemap.
import { Hono, type Context } from 'hono';
import { LANG_NAMES, interpolate, type MessageKey, type PageTexts } from '../../locales';
import { InfoPage } from '../../views/pages/info';
import { SitemapPage, type SitemapGroup, type SitemapLink } from '../../views/pages/sitemap';
import { mainSections } from '../../views/navigation';
import { urls } from '../../views/urls';
import { ALBUM_SORTS, CHANNEL_SORTS, MEMBER_SORTS, MODEL_SORTS, PLAYLIST_SORTS, VIDEO_SORTS } from '../domain/vocabularies';
import { PAGE_SIZE } from '../config/limits';
import { SITE } from '../config/site';
import { loadCategories } from '../loaders/categories';
import { loadChannelList } from '../loaders/channel-list';
import { loadModelList } from '../loaders/model-list';
import { loadPageTexts } from '../loaders/page-texts';
import { publicOrigins } from '../middleware/locale';
import type { AppEnv } from '../env';
import { notFound } from '../http/params';
import { metaDescription } from '../seo/meta-description';

export const pageRoutes = new Hono<AppEnv>();

const INFO_PAGES = ['cookies_policy', 'dmca', 'support', 'terms', 'privacy', '2257'] as const satisfies readonly (keyof PageTexts)[];

function infoParams() {
  return { site: SITE.name, email: SITE.contactEmail };
}

/** An information page's description: its introduction. */
function infoDescription(c: Context<AppEnv>, intro: string): string {
  return metaDescription(c.get('t'), interpolate(intro, infoParams()));
}

pageRoutes.get('/information/', async (c) => {
  const texts = await loadPageTexts(c);
  const links = INFO_PAGES.map((name) => ({ href: urls.information(name), label: texts[name].title }));
  return c.render(<InfoPage page={texts.information} params={infoParams()} links={links} />, {
    meta: { title: texts.information.title, canonical: urls.information(), description: infoDescription(c, texts.information.intro) },
  });
});

pageRoutes.get('/information/:page/', async (c) => {
  const name = c.req.param('page');
  const page = (INFO_PAGES as readonly string[]).includes(name) ? (name as (typeof INFO_PAGES)[number]) : notFound();
  const texts = await loadPageTexts(c);
  return c.render(<InfoPage page={texts[page]} params={infoParams()} />, {
    meta: { title: texts[page].title, canonical: urls.information(page), description: infoDescription(c, texts[page].intro) },
  });
});

/** A section's sorts, each linking to its first page. */
function sortLinks<S extends string>(c: Context<AppEnv>, sorts: readonly S[], href: (sort: S) => string): SitemapLink[] {
  const t = c.get('t');
  return sorts.map((sort) => ({ href: href(sort), label: t(`sorts.${sort}` as MessageKey) }));
}

async function sitemapGroups(c: Context<AppEnv>, texts: PageTexts): Promise<SitemapGroup[]> {
  const t = c.get('t');
  const lang = c.get('lang');
  const gender = c.get('gender');
  // The lists their own pages show (same cache entries): categories, and the first page of the most popular.
  const [categories, models, channels] = await Promise.all([
    loadCategories(c, { gender, lang }),
    loadModelList(c, { gender, sort: 'most-popular', page: 1, perPage: PAGE_SIZE, filters: {} }),
    loadChannelList(c, { sort: 'most-popular', page: 1 }),
  ]);
  // Feeds speak their host's language: the links name this page's language's host.
  const origins = publicOrigins(c);
  const origin = origins[c.get('lang')];
  const feedOf = (path: string, name: string) => ({ href: origin + path, label: t('sitemap.feedOf', { name }) });
  return [
    { heading: t('sitemap.sections'), links: [{ href: urls.home(), label: t('nav.home') }, ...mainSections(t)] },
    { heading: t('nav.videos'), links: sortLinks(c, VIDEO_SORTS, (sort) => urls.videos(sort)) },
    { heading: t('nav.models'), links: sortLinks(c, MODEL_SORTS, (sort) => urls.models(sort)) },
    { heading: t('nav.channels'), links: sortLinks(c, CHANNEL_SORTS, (sort) => urls.channels(sort)) },
    { heading: t('nav.playlists'), links: sortLinks(c, PLAYLIST_SORTS, (sort) => urls.playlists(sort)) },
    { heading: t('nav.albums'), links: sortLinks(c, ALBUM_SORTS, (sort) => urls.albums(sort)) },
    { heading: t('nav.community'), links: sortLinks(c, MEMBER_SORTS, (sort) => urls.community(sort)) },
    {
      heading: t('nav.categories'),
      links: categories.map((category) => ({
        href: urls.category([category.dir]), label: category.title, feed: feedOf(urls.categoryFeed(category.dir), category.title),
      })),
    },
    {
      heading: t('sitemap.popularModels'),
      links: models.items.map((model) => ({ href: urls.model(model.dir), label: model.title, feed: feedOf(urls.modelFeed(model.dir), model.title) })),
    },
    { heading: t('sitemap.popularChannels'), links: channels.items.map((channel) => ({ href: urls.channel(channel.dir), label: channel.title })) },
    {
      heading: t('footer.information'),
      links: [{ href: urls.information(), label: texts.information.title }, ...INFO_PAGES.map((name) => ({ href: urls.information(name), label: texts[name].title }))],
    },
    {
      heading: t('sitemap.feeds'),
      links: [
        { href: origin + urls.feed(), label: t('sitemap.latestFeed') },
        { href: origin + urls.sitemapIndex(), label: t('sitemap.xmlSitemap') },
      ],
    },
    {
      heading: t('sitemap.languages'),
      links: SITE.languages.map((language) => ({ href: origins[language]! + urls.home(), label: LANG_NAMES[language], hrefLang: language })),
    },
  ];
}

pageRoutes.get('/sitemap-page/', async (c) => {
  const texts = await loadPageTexts(c);
  return c.render(
    <SitemapPage title={texts.sitemap.title} intro={interpolate(texts.sitemap.intro, infoParams())} groups={await sitemapGroups(c, texts)} feedText={c.get('t')('sitemap.rss')} />,
    { meta: { title: texts.sitemap.title, canonical: urls.sitemap(), description: infoDescription(c, texts.sitemap.intro) } },
  );
});
