// The SEO text of every listing kind, in the visitor's language: a lead sentence of its own per kind and sort, then
// sentences built from the listing's data (counts, names on the page, their countries, the largest categories) and the
// page number; the page's meta description is the lead with the labels that tell its pages apart.
import type { Translate } from '../../locales';
import { countryName, formatNumber } from '../../views/format';
import { pageCount } from '../../views/parts/pagination';
import type { AlbumSort, ChannelSort, MemberSort, ModelSort, PlaylistSort, VideoSort } from '../domain/vocabularies';
import { MAX_CATEGORIES } from '../config/limits';
import { SITE } from '../config/site';
import type { AlbumCard } from '../db/albums';
import type { Category } from '../db/categories';
import type { ChannelCard } from '../db/channels';
import type { MemberCard } from '../db/members';
import type { ModelCard } from '../db/models';
import type { PlaylistCard } from '../db/playlists';
import type { SearchSort } from '../db/video-search';
import type { VideoCard } from '../db/videos';
import { metaDescription, type DescriptionLabels } from './meta-description';
import { joinSentences, listOf } from './sentences';

/** How many names of a page, and of its most common countries, a sentence mentions. */
const NAMED = 3;
/** A category listing's sort when its address names none: its description needs no sort label. */
const DEFAULT_CATEGORY_SORT: VideoSort = 'latest-updates';

interface Paged {
  page: number;
  total: number;
  perPage: number;
}

export type ListingSeoInput =
  /** `categories`: the largest of the section, largest first (the sidebar's; none when it has none). */
  | (Paged & { kind: 'videos'; sort: VideoSort; items: readonly VideoCard[]; categories: readonly Category[] })
  | (Paged & { kind: 'category'; sort: VideoSort; selected: readonly Category[] })
  | { kind: 'categories'; categories: readonly Category[] }
  /** `country`: its name in the visitor's language. */
  | (Paged & { kind: 'top-country'; country: string; items: readonly VideoCard[] })
  | (Paged & { kind: 'search'; sort: SearchSort; query: string; items: readonly VideoCard[] })
  | (Paged & { kind: 'models'; sort: ModelSort; items: readonly ModelCard[] })
  | (Paged & { kind: 'channels'; sort: ChannelSort; items: readonly ChannelCard[] })
  | (Paged & { kind: 'playlists'; sort: PlaylistSort; items: readonly PlaylistCard[] })
  | (Paged & { kind: 'albums'; sort: AlbumSort; items: readonly AlbumCard[] })
  | (Paged & { kind: 'community'; sort: MemberSort; items: readonly MemberCard[] });

export interface ListingText {
  /** The paragraph under the listing. */
  text: string;
  /** The page's meta description. */
  description: string;
}

interface Sentences {
  lead: string;
  rest: (string | false | null | undefined)[];
  /** A lead that does not name the sort (a category's own text) is labelled with it. */
  labels?: DescriptionLabels;
}

export function listingSeo(t: Translate, input: ListingSeoInput): ListingText {
  const { lead, rest, labels } = listingSentences(t, input);
  const page = 'page' in input ? input.page : 1;
  const pages = 'page' in input ? pageCount(input.total, input.perPage) : 1;
  return {
    text: joinSentences(t.lang, [lead, ...rest, page > 1 && t('seo.page', { page: formatNumber(t.lang, page), pages: formatNumber(t.lang, pages) })]),
    description: metaDescription(t, lead, { ...labels, page }),
  };
}

function listingSentences(t: Translate, input: ListingSeoInput): Sentences {
  const site = SITE.name;
  const names = (items: readonly string[]) => listOf(t.lang, items.slice(0, NAMED));
  switch (input.kind) {
    case 'videos':
      return {
        lead: t(`seo.videos.${input.sort}`, { site }),
        rest: [t('seo.videos.count', { count: input.total }), leading(t, input.items), largestCategories(t, input.categories)],
      };
    case 'category':
      return { ...categorySentences(t, input.selected, input.total, input.sort), labels: { sort: input.sort === DEFAULT_CATEGORY_SORT ? undefined : t(`sorts.${input.sort}`) } };
    case 'categories':
      return {
        lead: t('seo.categories.lead', { count: input.categories.length, site }),
        rest: [largestCategories(t, [...input.categories].sort((a, b) => b.total_videos - a.total_videos)), t('seo.categories.tip')],
      };
    case 'top-country':
      return {
        lead: t('seo.topCountry.lead', { country: input.country }),
        rest: [t('seo.topCountry.count', { count: input.total }), leading(t, input.items)],
      };
    case 'search':
      return {
        lead: t('seo.search.lead', { count: input.total, query: input.query, site, order: t(`seo.order.${input.sort}`) }),
        rest: [leading(t, input.items), t('seo.search.tip')],
      };
    case 'models':
      return {
        lead: t('seo.models.lead', { count: input.total, site, order: t(`seo.order.${input.sort}`) }),
        rest: [
          input.items.length > 0 && t('seo.models.names', { names: names(input.items.map((model) => model.title)) }),
          countriesSentence(t, 'seo.models.countries', input.items.map((model) => model.country)),
        ],
      };
    case 'channels':
      return {
        lead: t('seo.channels.lead', { count: input.total, site, order: t(`seo.order.${input.sort}`) }),
        rest: [
          input.items.length > 0 && t('seo.channels.names', { names: names(input.items.map((channel) => channel.title)) }),
          t('seo.channels.tip'),
        ],
      };
    case 'playlists': {
      const shown = input.items.slice(0, NAMED);
      return {
        lead: t('seo.playlists.lead', { count: input.total, site, order: t(`seo.order.${input.sort}`) }),
        rest: [
          shown.length > 0 && t('seo.playlists.names', {
            names: names(shown.map((playlist) => playlist.title)),
            creators: names([...new Set(shown.map((playlist) => playlist.username))]),
          }),
        ],
      };
    }
    case 'albums':
      return {
        lead: t('seo.albums.lead', { count: input.total, site, order: t(`seo.order.${input.sort}`) }),
        rest: [
          input.items.length > 0 && t('seo.albums.names', { names: names(input.items.map((album) => album.title)) }),
          input.items.length > 0 && t('seo.albums.photos', { count: input.items.reduce((sum, album) => sum + album.photos_amount, 0) }),
        ],
      };
    case 'community':
      return {
        lead: t('seo.community.lead', { count: input.total, site, order: t(`seo.order.${input.sort}`) }),
        rest: [
          input.items.length > 0 && t('seo.community.names', { names: names(input.items.map((member) => member.username)) }),
          countriesSentence(t, 'seo.community.countries', input.items.map((member) => member.country)),
        ],
      };
  }
}

/** One category's own text when it has one; else (or for a combination) what the categories are, by name. */
function categorySentences(t: Translate, selected: readonly Category[], total: number, sort: VideoSort): Sentences {
  const site = SITE.name;
  const only = selected.length === 1 ? selected[0]! : null;
  const lead = only
    ? only.description || t('seo.category.single', { category: only.title, site })
    : t('seo.category.combined', { categories: listOf(t.lang, selected.map((category) => category.title)), site });
  return {
    lead,
    rest: [t('seo.category.count', { count: total, order: t(`seo.order.${sort}`) }), selected.length < MAX_CATEGORIES && t('seo.category.combine')],
  };
}

/** The first video of the page, by title. */
function leading(t: Translate, items: readonly VideoCard[]): string | null {
  return items[0] ? t('seo.leading', { title: items[0].title }) : null;
}

function largestCategories(t: Translate, largestFirst: readonly Category[]): string | null {
  if (largestFirst.length === 0) return null;
  return t('seo.largestCategories', { categories: listOf(t.lang, largestFirst.slice(0, NAMED).map((category) => category.title)) });
}

/** The countries most of a page's items come from, most common first (ties in page order); none when none is known. */
function countriesSentence(t: Translate, key: 'seo.models.countries' | 'seo.community.countries', codes: readonly (string | null)[]) {
  const counts = new Map<string, number>();
  for (const code of codes) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  if (counts.size === 0) return null;
  // Map keeps first-seen order and sort is stable, so equal counts stay in page order.
  const common = [...counts].sort((a, b) => b[1] - a[1]).slice(0, NAMED).map(([code]) => countryName(t.lang, code));
  return t(key, { countries: listOf(t.lang, common) });
}
