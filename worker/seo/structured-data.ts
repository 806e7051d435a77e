// The pages' JSON-LD as plain schema.org objects: VideoObject and BreadcrumbList on the watch page, ItemList and
// BreadcrumbList on listings, Person on a model's pages, WebSite with its SearchAction and the publishing Organization
// on the home page. Every URL in them is absolute, on the origin of the page's language (publicOrigin).
import { partnerEmbedOf } from '../domain/partner-videos';
import type { Context } from 'hono';
import type { Translate } from '../../locales';
import type { CollectionItems } from '../../views/parts/collection-grid';
import type { JsonLdNode } from '../../views/parts/structured-data';
import { urls } from '../../views/urls';
import { SITE } from '../config/site';
import type { ModelDetail } from '../db/models';
import type { VideoDetail, VideoTags } from '../db/videos';
import type { AppEnv } from '../env';
import { publicOrigin } from '../middleware/locale';

/** One step of a breadcrumb trail: its name and the path of its page. */
export interface Crumb {
  name: string;
  path: string;
}

/** ISO 8601 duration of whole seconds: 370 -> PT6M10S, 3600 -> PT1H, 0 -> PT0S. */
export function isoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const parts = [hours && `${hours}H`, minutes && `${minutes}M`, (seconds || whole === 0) && `${seconds}S`];
  return `PT${parts.filter(Boolean).join('')}`;
}

/** ISO 8601 date and time in UTC of a unix time: 2026-11-24T10:15:00Z. */
export function isoDateTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function homeCrumb(t: Translate): Crumb {
  return { name: t('nav.home'), path: urls.home() };
}

function breadcrumbList(origin: string, trail: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: origin + crumb.path })),
  };
}

/** The page of each card of a listing, as its card links it. */
function cardPaths(list: CollectionItems): string[] {
  switch (list.kind) {
    case 'videos':
      return list.items.map((video) => urls.video(video.video_id, video.dir));
    case 'albums':
      return list.items.map((album) => urls.album(album.album_id, album.dir));
    case 'models':
      return list.items.map((model) => urls.model(model.dir));
    case 'channels':
      return list.items.map((channel) => urls.channel(channel.dir));
    case 'playlists':
      return list.items.map((playlist) => urls.playlist(playlist.playlist_id));
    case 'members':
      return list.items.map((member) => urls.member(member.user_id));
  }
}

/** A listing: the trail home -> `trail`, and its cards as an ItemList of their URLs (a summary page's list). */
export function listingData(c: Context<AppEnv>, trail: readonly Crumb[], list: CollectionItems): JsonLdNode[] {
  const origin = publicOrigin(c);
  return [
    breadcrumbList(origin, [homeCrumb(c.get('t')), ...trail]),
    {
      '@type': 'ItemList',
      itemListElement: cardPaths(list).map((path, index) => ({ '@type': 'ListItem', position: index + 1, url: origin + path })),
    },
  ];
}

/** The watch page: the video, and the trail home -> its first category -> the video. */
export function watchPageData(c: Context<AppEnv>, video: VideoDetail, tags: VideoTags): JsonLdNode[] {
  const origin = publicOrigin(c);
  const url = origin + urls.video(video.video_id, video.dir);
  const category = tags.categories[0];
  const trail = [homeCrumb(c.get('t')), ...(category ? [{ name: category.title, path: urls.category([category.dir]) }] : [])];
  return [
    {
      '@type': 'VideoObject',
      '@id': url,
      url,
      name: video.title,
      description: video.description || video.title,
      thumbnailUrl: origin + urls.media(video.thumb),
      uploadDate: isoDateTime(video.post_date),
      duration: isoDuration(video.duration),
      // A partner's video plays in the partner's player (docs/import.md).
      embedUrl: partnerEmbedOf(video) ?? origin + urls.embed(video.video_id),
      inLanguage: video.lang,
      isFamilyFriendly: false,
      contentRating: 'adult',
      ...(tags.categories.length > 0 && { keywords: tags.categories.map((tag) => tag.title).join(', ') }),
      ...(tags.models.length > 0 && {
        actor: tags.models.map((model) => ({ '@type': 'Person', name: model.title, url: origin + urls.model(model.dir) })),
      }),
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: video.viewed },
        { '@type': 'InteractionCounter', interactionType: { '@type': 'LikeAction' }, userInteractionCount: video.likes },
      ],
    },
    breadcrumbList(origin, [...trail, { name: video.title, path: urls.video(video.video_id, video.dir) }]),
  ];
}

/**
 * A model's pages: the model as a Person (the catalogue knows a birth year only, not a birth date, so there is no
 * birthDate) and the trail home -> pornstars -> the model.
 */
export function modelPageData(c: Context<AppEnv>, model: ModelDetail): JsonLdNode[] {
  const origin = publicOrigin(c);
  const t = c.get('t');
  return [
    {
      '@type': 'Person',
      '@id': origin + urls.model(model.dir),
      name: model.title,
      url: origin + urls.model(model.dir),
      ...(model.thumb && { image: origin + urls.media(model.thumb) }),
      ...(model.bio && { description: model.bio }),
    },
    breadcrumbList(origin, [homeCrumb(t), { name: t('nav.models'), path: urls.models() }, { name: model.title, path: urls.model(model.dir) }]),
  ];
}

/** The home page: the site with its search (the sitelinks search box) and the Organization that publishes it. */
export function homePageData(c: Context<AppEnv>): JsonLdNode[] {
  const origin = publicOrigin(c);
  const organization = `${origin}/#organization`;
  return [
    {
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      url: origin + urls.home(),
      name: SITE.name,
      inLanguage: c.get('lang'),
      publisher: { '@id': organization },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${urls.searchForm()}?s={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@type': 'Organization',
      '@id': organization,
      name: SITE.name,
      url: origin + urls.home(),
      logo: { '@type': 'ImageObject', url: origin + SITE.logo },
    },
  ];
}
