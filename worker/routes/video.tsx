// The video page /videos/{id}/{dir}/ with its status panels, and the embeddable player /embed/{id}.
import { Hono, type Context } from 'hono';
import { VideoPage, VideoUnavailable } from '../../views/pages/video';
import { renderToString } from 'react-dom/server';
import { EmbedDocument } from '../../views/pages/embed';
import { urls } from '../../views/urls';
import { SITE } from '../config/site';
import { COMMENTS_PAGE_SIZE, EMBED_FRAME, PAGE_SIZE, PAGINATION_WINDOW, PREMIUM_OFFER_MINUTES, RELATED_PAGE_SIZE } from '../config/limits';
import { messageOf, translator, type Lang } from '../../locales';
import { browserLanguage } from '../partner/accept-language';
import { loadPartnerSliders } from '../loaders/partner-sliders';
import type { VideoDetail } from '../db/videos';
import { loadCommentsPage } from '../loaders/comments';
import { loadRelatedPage } from '../loaders/related';
import { availability, loadVideo, loadVideoTags, type Availability } from '../loaders/video';
import { readVideoMemberState, type VideoMemberState } from '../loaders/member-page-state';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import { currentPath } from '../render';
import { publicOrigin } from '../middleware/locale';
import { renditionAt } from '../domain/player-sources';
import { videoFiles } from '../media/video-files';
import { QUALITY_COOKIE, qualityOf, type Quality } from '../config/playback';
import { getCookie } from 'hono/cookie';
import { issueViewToken } from '../stats/view-token';
import type { PlaylistStripProps } from '../../islands/playlist-strip';
import { CONTROL_TEXTS, type PlayerControls } from '../../islands/player/control-texts';
import { LIFETIMES } from '../cache/policy';
import { loadPlaylist, playlistAccess } from '../loaders/playlist';
import { bucketOf } from '../loaders/slots';
import { formatDuration } from '../../views/format';
import { cardImageSrc, posterSrc } from '../../views/parts/card-image';
import { assertFound, idParam, isNumeric, queryPage } from '../http/params';
import { readOwnUpload } from '../db/own-uploads';
import { ownUploadPage } from './upload';
import { isStaff } from '../moderation/staff';
import { metaDescription } from '../seo/meta-description';
import { pageFacts } from '../seo/page-facts';
import { sharedVideo } from '../seo/share';
import { watchPageData } from '../seo/structured-data';
import { STATUS } from '../domain/vocabularies';

export const videoPageRoutes = new Hono<AppEnv>();

/** The watch page's path, /videos/{id}/{dir}/: the one page whose partner strip speaks the browser's language. */
export const WATCH_PAGE_PATH = /^\/videos\/[0-9]+\/[^/]+\/$/;

/** The partner strip's language: the browser's (Accept-Language), not the page's; English when none is ours. */
export function stripLanguage(c: Context<AppEnv>): Lang {
  return browserLanguage(c.req.header('Accept-Language'));
}

/** The partner content around the player: the offer strip in the browser's language and the premium card. */
function partnerOffers(c: Context<AppEnv>) {
  const t = c.get('t');
  const strip = translator(stripLanguage(c));
  return {
    partnerStrip: {
      lang: strip.lang, href: SITE.partnerOfferUrl,
      tag: strip('partnerContent.sponsored'), text: strip('partnerContent.stripText'), cta: strip('partnerContent.stripCta'),
    },
    premiumOffer: {
      title: t('partnerContent.premiumTitle'), text: t('partnerContent.premiumText'), cta: t('partnerContent.premiumCta'),
      href: SITE.premiumOfferUrl, countdown: { minutes: PREMIUM_OFFER_MINUTES, label: t('partnerContent.premiumEnds') },
    },
  };
}

/** The quality the visitor chose (its cookie), Auto when none or an unknown one. */
export function requestQuality(c: Context<AppEnv>): Quality {
  return qualityOf(getCookie(c, QUALITY_COOKIE));
}

/** What every player of a video needs: its files for the visitor's quality, poster, size, timeline previews and fallback. */
async function playerBasics(c: Context<AppEnv>, video: VideoDetail) {
  const t = c.get('t');
  const { base, master, renditions } = await videoFiles(c.env, video, 'play');
  const chosen = requestQuality(c);
  return {
    stream: { base, master, renditions: renditions.map(({ height, file }) => ({ height, file })) },
    // A height the video does not have stands for its nearest below.
    quality: chosen === 'auto' ? chosen : renditionAt(renditions, chosen).height,
    qualityHref: urls.setQuality('{quality}', currentPath(c)),
    qualityLabels: { title: t('player.quality'), auto: t('player.qualityAuto'), hd: t('card.hd'), height: messageOf(t.lang, 'player.qualityHeight') as string },
    poster: posterSrc(video.thumb, video.thumb_set),
    width: video.width,
    height: video.height,
    thumbnails: video.timeline_key ? urls.media(`${video.timeline_key}.vtt`) : undefined,
    fallback: t('video.noVideoSupport'),
    downloadHref: urls.download(video.video_id),
    lang: t.lang,
    controls: Object.fromEntries(Object.keys(CONTROL_TEXTS).map((key) => [key, t(`player.controls.${key as keyof PlayerControls}`)])) as PlayerControls,
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

function unavailable(c: Context<AppEnv>, state: Exclude<Availability, 'ok'>) {
  const t = c.get('t');
  const panels = {
    missing: { status: 404, message: t('video.notFound'), action: undefined },
    deleted: { status: 410, message: t('video.deleted'), action: undefined },
    private: { status: 403, message: t('video.private'), action: { href: urls.signin(currentPath(c)), label: t('header.login') } },
  } as const;
  const panel = panels[state];
  c.status(panel.status);
  // Moderation and owners change these states at any time: a browser asks again rather than keep the panel.
  c.header('Cache-Control', 'no-store');
  return c.render(<VideoUnavailable t={t} message={panel.message} action={panel.action} />, {
    meta: { title: panel.message, robots: 'noindex' },
  });
}

videoPageRoutes.get('/videos/:id{[0-9]+}/', async (c) => {
  const video = await loadVideo(c, idParam(c.req.param('id')));
  if (!video) return unavailable(c, 'missing');
  return c.redirect(urls.video(video.video_id, video.dir) + new URL(c.req.url).search, 301);
});

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

videoPageRoutes.get('/videos/:id{[0-9]+}/:dir/', async (c) => {
  const t = c.get('t');
  const lang = c.get('lang');
  const user = c.get('user');
  const videoId = idParam(c.req.param('id'));
  const relatedPage = queryPage(c.req.query('related_page'));
  const commentsPage = queryPage(c.req.query('comments_page'));
  // Everything the page shows is read at once: uncached, it all goes out in one D1 batch.
  const [found, tags, related, comments, own, playlistStrip, partnerSliders] = await Promise.all([
    loadVideo(c, videoId),
    loadVideoTags(c, videoId, lang),
    loadRelatedPage(c, { videoId, perPage: RELATED_PAGE_SIZE, page: relatedPage }),
    loadCommentsPage(c, { section: 'videos', objectId: videoId, page: commentsPage, perPage: COMMENTS_PAGE_SIZE }),
    memberStateFor(c, videoId),
    stripFor(c, videoId),
    loadPartnerSliders(c.env.MEDIA, t),
  ]);
  const state = availability(found, user?.userId ?? null);
  if (state !== 'ok' || !found) return unavailable(c, state === 'ok' ? 'missing' : state);
  if (c.req.param('dir') !== found.dir) {
    return c.redirect(urls.video(found.video_id, found.dir) + new URL(c.req.url).search, 301);
  }
  // Not live yet: its owner (no one else gets here) sees where it stands.
  if (found.status_id !== STATUS.active) return ownUploadPage(c, 'video', assertFound(await readOwnUpload(c.env.DB, 'video', videoId, user!.userId)), true);
  // A member sees the counts their own votes and comments just moved.
  const video = own?.counts ? { ...found, ...own.counts } : found;
  const addTo = own?.addTo ?? null;
  const subscription = subscriptionShown(video, own, user?.userId ?? null);
  const base = urls.video(video.video_id, video.dir);
  const pageUrl = publicOrigin(c) + base;
  const startTime = Number(c.req.query('start_time'));
  // The partner strip follows Accept-Language: caches on the way keep one copy per language (the page cache does too).
  c.header('Vary', 'Accept-Language', { append: true });
  const next = related.items[0];
  return c.render(
    <VideoPage
      t={t}
      lang={lang}
      video={video}
      tags={tags}
      player={{
        ...(await playerBasics(c, video)),
        startTime: Number.isFinite(startTime) && startTime > 0 ? Math.floor(startTime) : undefined,
        autoplay: c.req.query('autostart') === '1',
        viewOf: video.video_id,
        viewToken: await issueViewToken(c.env.MEDIA_SECRET, video.video_id, Math.floor(Date.now() / 1000)),
        history: user ? undefined : {
          title: video.title, scr: video.thumb, video_id: video.video_id, duration: formatDuration(video.duration), dir: video.dir,
          video_viewed: video.viewed, sg_id: video.sg_id, ex_tube: null, ex_id: null,
        },
        next: next && { href: urls.video(next.video_id, next.dir), title: next.title, thumb: cardImageSrc(next.thumb, next.thumb_set) },
        nextLabels: { upNext: t('player.upNext'), countdown: t('player.countdown'), playNow: t('player.playNow'), cancel: t('player.cancel') },
      }}
      related={related.items}
      relatedPagination={{
        page: relatedPage, total: related.total, perPage: RELATED_PAGE_SIZE, window: PAGINATION_WINDOW,
        href: (n) => `${base}?related_page=${n}#related-title`,
      }}
      comments={comments.items}
      commentsPagination={{
        page: commentsPage, total: comments.total, perPage: COMMENTS_PAGE_SIZE, window: PAGINATION_WINDOW,
        href: (n) => urls.commentsPage(base, n),
      }}
      playlistStrip={playlistStrip}
      signedIn={user !== null}
      moderate={isStaff(user)}
      addTo={addTo}
      subscription={subscription}
      {...partnerOffers(c)}
      partnerSliders={partnerSliders.map((slider) => ({
        ...slider,
        alt: (title: string) => t('partnerContent.thumbAlt', { title }),
        labels: { prev: t('partnerContent.sliderPrev'), next: t('partnerContent.sliderNext') },
      }))}
      back={base}
      shareUrl={pageUrl}
      embedCode={`<iframe src="${publicOrigin(c)}${urls.embed(video.video_id)}" width="${EMBED_FRAME.width}" height="${EMBED_FRAME.height}" frameborder="0" allowfullscreen></iframe>`}
      ads={{ underPlayer: adsAt(c, 'under-player'), suggested: adsAt(c, 'watch-suggested') }}
    />,
    {
      meta: {
        title: video.title,
        description: metaDescription(t, video.description || pageFacts(t, { kind: 'video', video, tags })),
        canonical: base,
        structuredData: watchPageData(c, video, tags),
        share: sharedVideo(c, video, tags),
      },
    },
  );
});

videoPageRoutes.get('/embed/:id{[0-9]+}', async (c) => {
  const t = c.get('t');
  const video = await loadVideo(c, idParam(c.req.param('id')));
  const state = availability(video, null);
  if (state !== 'ok' || !video) {
    c.status(state === 'deleted' ? 410 : state === 'private' ? 403 : 404);
  }
  const message = state === 'deleted' ? t('video.deleted') : state === 'private' ? t('video.private') : t('video.notFound');
  return c.html(
    '<!DOCTYPE html>' +
      renderToString(
        <EmbedDocument
          lang={c.get('lang')}
          title={video?.title ?? message}
          message={state === 'ok' ? null : message}
          player={
            state === 'ok' && video
              ? await playerBasics(c, video)
              : null
          }
          backHref={video && state === 'ok' ? publicOrigin(c) + urls.video(video.video_id, video.dir) : publicOrigin(c)}
          backLabel={t('video.embedBack', { site: SITE.name })}
        />,
      ),
  );
});
