// What link previews read of an indexable page (Open Graph, Twitter cards): its language's locale, its picture and,
// on a watch page, the embeddable player. URLs are absolute, on the origin of the page's language.
import type { Context } from 'hono';
import type { Lang } from '../../locales';
import type { PageMeta } from '../../views/layout/document';
import type { SharedPage } from '../../views/layout/share-tags';
import { urls } from '../../views/urls';
import { EMBED_FRAME } from '../config/limits';
import { SITE } from '../config/site';
import type { VideoDetail, VideoTags } from '../db/videos';
import type { AppEnv } from '../env';
import { publicOrigin } from '../middleware/locale';
import { isoDateTime } from './structured-data';

/** Open Graph's language_TERRITORY of each language: the territory where most of its readers of this site live. */
const OG_LOCALES: Record<Lang, string> = {
  en: 'en_US', ru: 'ru_RU', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', pl: 'pl_PL', it: 'it_IT', pt: 'pt_BR', ja: 'ja_JP', nl: 'nl_NL',
};

/** The sharing tags of an indexable page of this request's language. */
export function sharedPage(c: Context<AppEnv>, share: PageMeta['share']): SharedPage {
  const lang = c.get('lang');
  return {
    locale: OG_LOCALES[lang],
    alternateLocales: SITE.languages.filter((other) => other !== lang).map((other) => OG_LOCALES[other]),
    // The demo catalogue's pictures and the logo are SVG; uploads' posters are JPEG. Either is named as it is.
    image: share?.image ?? publicOrigin(c) + SITE.logo,
    twitterCard: share?.video ? 'player' : share?.image ? 'summary_large_image' : 'summary',
    video: share?.video,
  };
}

/** A page's own picture (a media key) for its previews. */
export function sharedPicture(c: Context<AppEnv>, mediaKey: string | null): PageMeta['share'] {
  return mediaKey ? { image: publicOrigin(c) + urls.media(mediaKey) } : undefined;
}

/** A watch page's previews: the poster, and the embeddable player with its length, date and categories. */
export function sharedVideo(c: Context<AppEnv>, video: VideoDetail, tags: VideoTags): PageMeta['share'] {
  return {
    ...sharedPicture(c, video.thumb),
    video: {
      embedUrl: publicOrigin(c) + urls.embed(video.video_id),
      width: EMBED_FRAME.width,
      height: EMBED_FRAME.height,
      duration: video.duration,
      releaseDate: isoDateTime(video.post_date),
      tags: tags.categories.map((tag) => tag.title),
    },
  };
}
