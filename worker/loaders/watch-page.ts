// Everything the watch page /videos/{id}/{dir}/ shows, read at once (uncached, it all goes out in one D1 batch), and
// the page it makes: the props of views/pages/video.tsx and its meta, or why there is no page to show.
import type { Context } from 'hono';
import { translator, type Lang } from '../../locales';
import type { PlaylistStripProps } from '../../islands/playlist-strip';
import type { PageMeta } from '../../views/layout/document';
import type { VideoPageProps } from '../../views/pages/video';
import { formatDuration } from '../../views/format';
import { cardImageSrc } from '../../views/parts/card-image';
import { urls } from '../../views/urls';
import { premiumOfferFor } from '../ads/premium';
import { LIFETIMES } from '../cache/policy';
import { adsConfig } from '../config/ads';
import { COMMENTS_PAGE_SIZE, EMBED_FRAME, PAGE_SIZE, PAGINATION_WINDOW, PREMIUM_OFFER_MINUTES, RELATED_PAGE_SIZE } from '../config/limits';
import { SITE } from '../config/site';
import type { VideoDetail } from '../db/videos';
import { STATUS } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { isNumeric, queryPage } from '../http/params';
import { adsAt } from '../middleware/ad-draw';
import { publicOrigin } from '../middleware/locale';
import { isStaff } from '../moderation/staff';
import { browserLanguage } from '../partner/accept-language';
import { metaDescription } from '../seo/meta-description';
import { pageFacts } from '../seo/page-facts';
import { sharedVideo } from '../seo/share';
import { watchPageData } from '../seo/structured-data';
import { issueViewToken } from '../stats/view-token';
import { loadCommentsPage } from './comments';
import { readVideoMemberState, type VideoMemberState } from './member-page-state';
import { loadPartnerSliders } from './partner-sliders';
import { loadPlayer } from './player';
import { partnerEmbedOf } from '../domain/partner-videos';
import { loadPlaylist, playlistAccess } from './playlist';
import { loadRelatedPage } from './related';
import { bucketOf } from './slots';
import { availability, loadVideoInAllLanguages, loadVideoTags, type Availability } from './video';
import { dirsByLanguage, inLanguage } from '../domain/video-texts';

/** The partner strip's language: the browser's (Accept-Language), not the page's; English when none is ours. */
export function stripLanguage(c: Context<AppEnv>): Lang {
  return browserLanguage(c.req.header('Accept-Language'));
}

/** The partner content around the player: the offer strip in the browser's language and the premium card in the page's. */
function partnerOffers(c: Context<AppEnv>) {
  const t = c.get('t');
  const strip = translator(stripLanguage(c));
  return {
    partnerStrip: {
      lang: strip.lang, href: SITE.partnerOfferUrl,
      tag: strip('partnerContent.sponsored'), text: strip('partnerContent.stripText'), cta: strip('partnerContent.stripCta'),
    },
    premiumOffer: {
      ...premiumOfferFor(adsConfig(c.env), c.get('lang'), t),
      countdown: { minutes: PREMIUM_OFFER_MINUTES, label: t('partnerContent.premiumEnds') },
    },
  };
}

/** The playlist strip for ?playlist={id}&pl_page={n}, when the visitor may see that playlist. */
async function stripFor(c: Context<AppEnv>, currentVideoId: number): Promise<PlaylistStripProps | undefined> {
  const id = c.req.query('playlist');
  if (!isNumeric(id) || Number(id) < 1 || Number(id) > 2 ** 31) return undefined;
  const page = queryPage(c.req.query('pl_page'));
  const viewerId = c.get('user')?.userId ?? null;
  const loaded = await loadPlaylist(c, { playlistId: Number(id), page });
  if (!loaded || loaded.videos.items.length === 0 || playlistAccess(loaded.playlist, viewerId) !== 'open') return undefined;
  const { playlist, videos } = loaded;
  const t = c.get('t');
  // A private playlist is open to its owner only through the no-cache variant.
  const api = playlist.is_private ? `/api/jsond/playlist/0` : `/api/json/playlist/${LIFETIMES.playlist}`;
  return {
    playlistId: playlist.playlist_id,
    title: playlist.title,
    pageApi: `${api}/${bucketOf(playlist.playlist_id)}/${playlist.playlist_id}{page}.json`,
    firstPage: page,
    pages: Math.max(1, Math.ceil(videos.total / PAGE_SIZE)),
    items: videos.items.map((v) => ({ video_id: v.video_id, dir: v.dir, title: v.title, duration: formatDuration(v.duration), thumb: cardImageSrc(v.thumb, v.thumb_set), page })),
    currentVideoId,
    labels: { heading: t('video.playlistStrip'), prev: t('pagination.prev'), next: t('pagination.next') },
  };
}

/** The member's own state on this video: read with their session, or (a page reached another way) now. */
function memberStateFor(c: Context<AppEnv>, videoId: number): Promise<VideoMemberState> | null {
  const user = c.get('user');
  if (!user) return null;
  const state = c.get('memberPageState');
  return state?.kind === 'video' && state.videoId === videoId ? Promise.resolve(state) : readVideoMemberState(c.env.DB, { userId: user.userId }, videoId);
}

/**
 * The subscribe button under the video: a member's own subscription and the count as they are now, a guest's from the
 * cached video; none when there is no one to subscribe to or it would be the member themselves.
 */
function subscriptionShown(video: VideoDetail, own: VideoMemberState | null, viewerId: number | null) {
  if (own) {
    const mine = own.subscription;
    return mine && !(mine.target === 'member' && mine.targetId === viewerId) ? mine : null;
  }
  const { subscription_target: target, subscription_target_id: targetId, subscription_subscribers: subscribers } = video;
  return target && targetId !== null && subscribers !== null ? { target, targetId, subscribers, subscribed: null } : null;
}

export type WatchPage =
  | { kind: 'unavailable'; state: Exclude<Availability, 'ok'> }
  /** Its address names another dir: the video's own is elsewhere. */
  | { kind: 'moved'; video: VideoDetail }
  /** Not live yet: only its owner gets here. */
  | { kind: 'not-live'; video: VideoDetail }
  | { kind: 'page'; props: Omit<VideoPageProps, 't' | 'lang'>; meta: PageMeta };

export async function loadWatchPage(c: Context<AppEnv>, videoId: number, dir: string): Promise<WatchPage> {
  const t = c.get('t');
  const user = c.get('user');
  const relatedPage = queryPage(c.req.query('related_page'));
  const commentsPage = queryPage(c.req.query('comments_page'));
  const [original, tags, related, comments, own, playlistStrip, partnerSliders] = await Promise.all([
    loadVideoInAllLanguages(c, videoId),
    loadVideoTags(c, videoId, c.get('lang')),
    loadRelatedPage(c, { videoId, perPage: RELATED_PAGE_SIZE, page: relatedPage }),
    loadCommentsPage(c, { section: 'videos', objectId: videoId, page: commentsPage, perPage: COMMENTS_PAGE_SIZE }),
    memberStateFor(c, videoId),
    stripFor(c, videoId),
    loadPartnerSliders(c.env.MEDIA, t),
  ]);
  const found = original && inLanguage(original, c.get('lang'));
  const state = availability(found, user?.userId ?? null);
  if (state !== 'ok' || !found || !original) return { kind: 'unavailable', state: state === 'ok' ? 'missing' : state };
  if (dir !== found.dir) return { kind: 'moved', video: found };
  if (found.status_id !== STATUS.active) return { kind: 'not-live', video: found };
  // A member sees the counts their own votes and comments just moved.
  const video = own?.counts ? { ...found, ...own.counts } : found;
  const base = urls.video(video.video_id, video.dir);
  const startTime = Number(c.req.query('start_time'));
  const next = related.items[0];
  const partnerEmbed = partnerEmbedOf(video);
  const viewToken = await issueViewToken(c.env.MEDIA_SECRET, video.video_id, Math.floor(Date.now() / 1000));
  // A guest's local history entry for this video (a member's history is kept on the account).
  const history = user ? undefined : {
    title: video.title, scr: video.thumb, video_id: video.video_id, duration: formatDuration(video.duration), dir: video.dir,
    video_viewed: video.viewed, sg_id: video.sg_id, ex_tube: video.ex_tube ?? null, ex_id: video.ex_id ?? null,
  };
  return {
    kind: 'page',
    props: {
      video,
      tags,
      player: partnerEmbed
        ? { kind: 'partner', props: { src: partnerEmbed, title: video.title, viewOf: video.video_id, viewToken, history } }
        : {
          kind: 'own',
          props: {
            ...(await loadPlayer(c, video)),
            startTime: Number.isFinite(startTime) && startTime > 0 ? Math.floor(startTime) : undefined,
            autoplay: c.req.query('autostart') === '1',
            viewOf: video.video_id,
            viewToken,
            history,
            next: next && { href: urls.video(next.video_id, next.dir), title: next.title, thumb: cardImageSrc(next.thumb, next.thumb_set) },
            nextLabels: { upNext: t('player.upNext'), countdown: t('player.countdown'), playNow: t('player.playNow'), cancel: t('player.cancel') },
          },
        },
      related: related.items,
      relatedPagination: {
        page: relatedPage, total: related.total, perPage: RELATED_PAGE_SIZE, window: PAGINATION_WINDOW,
        href: (n) => `${base}?related_page=${n}#related-title`,
      },
      comments: comments.items,
      commentsPagination: {
        page: commentsPage, total: comments.total, perPage: COMMENTS_PAGE_SIZE, window: PAGINATION_WINDOW,
        href: (n) => urls.commentsPage(base, n),
      },
      playlistStrip,
      signedIn: user !== null,
      moderate: isStaff(user),
      addTo: own?.addTo ?? null,
      subscription: subscriptionShown(video, own, user?.userId ?? null),
      ...partnerOffers(c),
      partnerSliders: partnerSliders.map((slider) => ({
        ...slider,
        alt: (title: string) => t('partnerContent.thumbAlt', { title }),
        labels: { prev: t('partnerContent.sliderPrev'), next: t('partnerContent.sliderNext') },
      })),
      back: base,
      shareUrl: publicOrigin(c) + base,
      embedCode: `<iframe src="${publicOrigin(c)}${urls.embed(video.video_id)}" width="${EMBED_FRAME.width}" height="${EMBED_FRAME.height}" frameborder="0" allowfullscreen></iframe>`,
      ads: { underPlayer: adsAt(c, 'under-player'), suggested: adsAt(c, 'watch-suggested') },
    },
    meta: {
      title: video.title,
      description: metaDescription(t, video.description || pageFacts(t, { kind: 'video', video, tags })),
      canonical: base,
      canonicalByLang: Object.fromEntries(
        Object.entries(dirsByLanguage(original)).map(([lang, dir]) => [lang, urls.video(video.video_id, dir)]),
      ) as Record<Lang, string>,
      structuredData: watchPageData(c, video, tags),
      share: sharedVideo(c, video, tags),
    },
  };
}
