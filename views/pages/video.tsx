// The video page: title, player, action bar, menu, tags, description, related videos and comments.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { Comment } from '../../worker/db/comments';
import type { VideoCard as VideoRow, VideoDetail, VideoTag } from '../../worker/db/videos';
import { formatDate, shortCountParam } from '../format';
import { CollectionGrid } from '../parts/collection-grid';
import { Comments } from '../parts/comments';
import { MemberName } from '../parts/member-name';
import { Pagination, type PaginationProps } from '../parts/pagination';
import { VideoPlayer, type VideoPlayerProps } from '../parts/player';
import PlaylistStrip, { type PlaylistStripProps } from '../../islands/playlist-strip';
import { Island } from '../parts/island';
import Share from '../../islands/share';
import { urls } from '../urls';
import { VoteBar } from '../parts/vote-bar';
import { AddTo } from '../parts/add-to';
import type { AddToState } from '../../worker/db/lists';
import type { VideoSubscription } from '../../worker/db/subscriptions';
import { SubscribeControl } from '../parts/member-actions';
import { AdSlots } from '../parts/ad-slot';
import type { PlacedAd } from '../../worker/ads/select';
import { PartnerStrip, type PartnerStripProps } from '../parts/partner-strip';
import { PartnerSlider, type PartnerSliderProps } from '../parts/partner-slider';
import { PremiumOffer, type PremiumOfferProps } from '../parts/premium-offer';

export interface VideoPageProps {
  t: Translate;
  lang: string;
  video: VideoDetail;
  tags: { categories: readonly VideoTag[]; models: readonly VideoTag[] };
  player: VideoPlayerProps;
  related: readonly VideoRow[];
  relatedPagination: Omit<PaginationProps, 't'>;
  comments: readonly Comment[];
  commentsPagination: Omit<PaginationProps, 't'>;
  /** With ?playlist=: the playlist around this video. */
  playlistStrip?: PlaylistStripProps;
  signedIn: boolean;
  /** The viewer moderates: comments get delete controls. */
  moderate?: boolean;
  /** For members: their lists and playlists and which hold this video (the "Add to" section). */
  addTo: AddToState | null;
  /** The subscribe button for the video's channel or uploader (subscribed: null for guests); null: none to show. */
  subscription: (Omit<VideoSubscription, 'subscribed'> & { subscribed: boolean | null }) | null;
  /** The partner-offer strip above the player, in the browser's language. */
  partnerStrip: PartnerStripProps;
  premiumOffer: PremiumOfferProps;
  /** Trending Videos and Hot Cartoons, after the related videos; a feed that failed has none. */
  partnerSliders: readonly PartnerSliderProps[];
  back: string;
  shareUrl: string;
  embedCode: string;
  /** The sponsored banner under the player and the suggested banners of the side column. */
  ads: { underPlayer: readonly PlacedAd[]; suggested: readonly PlacedAd[] };
}

/** Related cards whose images come with the page: a row on a large screen, two on a phone. */
const RELATED_FIRST_ROW = 4;

function TagList({ label, children }: { label: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div className="tags">
      <span className="tags__label">{label}:</span>
      <ul>{children}</ul>
    </div>
  );
}

export function VideoPage(props: VideoPageProps) {
  const { t, video } = props;
  const loginHref = urls.signin(props.back);
  return (
    <article className="watch">
      <div className="watch__main">
        <header className="watch__head">
          <h1 className="headline">{video.title}</h1>
          <p className="subline">
            <time dateTime={new Date(video.post_date * 1000).toISOString()}>{t('video.added', { date: formatDate(props.lang, video.post_date) })}</time>
          </p>
        </header>
        <PartnerStrip {...props.partnerStrip} />
        <VideoPlayer {...props.player} />
        <AdSlots t={t} ads={props.ads.underPlayer} />
        {props.playlistStrip && <Island name="playlist-strip" component={PlaylistStrip} props={props.playlistStrip} hydrate="visible" />}
        <div className="watch__bar">
          <VoteBar t={t} section="videos" objectId={video.video_id} likes={video.likes} dislikes={video.dislikes} signedIn={props.signedIn} back={props.back} />
          <span>{t('video.views', { count: shortCountParam(props.lang, video.viewed) })}</span>
          {/* A partner's video has no file here to download. */}
          {props.player.kind === 'own' && (
            <>
              <a className="button" href={urls.download(video.video_id)} rel="nofollow">{t('video.download')}</a>
              <a className="button" href={urls.download(video.video_id, true)} rel="nofollow" data-modal="">{t('video.downloadTelegram')}</a>
            </>
          )}
          <a className="button" href="#comments">{t('video.commentsJump', { count: video.comments_count })}</a>
          <details className="dropdown dropdown--end">
            <summary>{t('common.more')}</summary>
            <ul className="dropdown__menu">
              <li><a href="#share">{t('video.share')}</a></li>
              <li><a href={props.signedIn ? '#add-to' : loginHref} data-login={props.signedIn ? undefined : ''} data-modal={props.signedIn ? '' : undefined}>{t('video.addTo')}</a></li>
              <li><a href={`${urls.information('support')}?ref=${encodeURIComponent(props.back)}`} rel="nofollow" data-modal="">{t('video.report')}</a></li>
            </ul>
          </details>
        </div>
        {props.addTo && <AddTo t={t} videoId={video.video_id} state={props.addTo} back={props.back} />}
        {video.username && video.user_id !== null && (
          <p className="watch__uploader">
            <MemberName id={video.user_id} visible={video.user_visible === 1}>{t('video.uploadedBy', { user: video.username })}</MemberName>
            {video.channel_title && video.channel_dir && (
              <> · {t('video.channel')}: <a href={urls.channel(video.channel_dir)}>{video.channel_title}</a></>
            )}
          </p>
        )}
        {props.subscription && <SubscribeControl t={t} {...props.subscription} back={props.back} />}
        <TagList label={t('video.categories')}>
          {props.tags.categories.map((tag) => <li key={tag.dir}><a href={urls.category([tag.dir])}>{tag.title}</a></li>)}
        </TagList>
        <TagList label={t('video.models')}>
          {props.tags.models.map((tag) => <li key={tag.dir}><a href={urls.model(tag.dir)}>{tag.title}</a></li>)}
        </TagList>
        {video.description && (
          <details className="description">
            <summary>
              <span className="description__more">{t('video.showMore')}</span>
              <span className="description__hide">{t('video.hide')}</span>
            </summary>
            <p>{video.description}</p>
          </details>
        )}
        <Island
          name="share"
          component={Share}
          props={{
            url: props.shareUrl,
            embedCode: props.embedCode,
            labels: {
              title: t('video.share'), link: t('video.shareLink'), embed: t('video.embedCode'),
              copy: t('common.copy'), copied: t('common.copied'), close: t('common.close'),
            },
          }}
        />
      </div>
      {/* The side column beside the player from 1024 px (premium card, suggested banners); empty, it takes no room (site.css). */}
      <aside className="watch__aside">
        <PremiumOffer {...props.premiumOffer} />
        <AdSlots t={t} ads={props.ads.suggested} />
      </aside>
      <section className="related" aria-labelledby="related-title">
        <h2 id="related-title">{t('video.related')}</h2>
        <div id="related-grid">
          {/* The first row's images come with the page; the rest wait for the page script (the video first). */}
          <CollectionGrid t={t} list={{ kind: 'videos', items: props.related }} empty={t('empty.videos_not_found')} deferImagesFrom={RELATED_FIRST_ROW} />
          <Pagination {...props.relatedPagination} t={t} swapTarget="related-grid" inPage />
        </div>
      </section>
      {props.partnerSliders.map((slider) => <PartnerSlider key={slider.feed} {...slider} />)}
      <Comments
        t={t}
        lang={props.lang}
        comments={props.comments}
        total={video.comments_count}
        pagination={props.commentsPagination}
        signedIn={props.signedIn}
        back={props.back}
        form={{ section: 'videos', objectId: video.video_id }}
        moderate={props.moderate}
      />
    </article>
  );
}

/** The panel shown instead of the player for deleted, private or missing videos. */
export function VideoUnavailable({ t, message, action }: { t: Translate; message: string; action?: { href: string; label: string } }) {
  return (
    <section className="panel panel--error">
      <h1>{message}</h1>
      <p><a className="button button--primary" href={action?.href ?? urls.home()}>{action?.label ?? t('video.goHome')}</a></p>
    </section>
  );
}
