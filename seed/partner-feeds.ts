// Demo partner promo feeds (spec sections 3 and 7), one per slider of the site config: neutral synthetic titles,
// thumbnails from the demo clips' frames in our own R2 (their smallest card size), partner links on *.example.
// Deterministic.
import { SITE_NAMES, siteNamed } from '../worker/config/sites';
import { partnerFeedKey, type PartnerItem } from '../worker/partner/feeds';
import { TITLE_BANKS } from './content/words';
import { CARD_WIDTHS } from '../worker/config/uploads';
import { clipFrame, FRAME_POOL, poolFrame } from './clips';
import { DEFAULT_SEED, Random } from './random';

/** Every feed a sister site's sliders read (sites may share one bucket). */
const FEED_IDS = [...new Set(SITE_NAMES.flatMap((name) => siteNamed(name, { local: true }).partnerSliders.map((slider) => slider.feed)))];

/** Items per demo feed: more than a slider shows, so each page load picks a different set. */
export const PARTNER_FEED_ITEMS = 48;

export interface PartnerFeed {
  id: string;
  items: PartnerItem[];
}

const slug = (title: string) => title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function generatePartnerFeed(id: string, seed = DEFAULT_SEED): PartnerFeed {
  const rng = new Random(seed).fork(`partner-feed-${id}`);
  const bank = TITLE_BANKS.find((b) => b.lang === 'en')!;
  const items = Array.from({ length: PARTNER_FEED_ITEMS }, (_, index): PartnerItem => {
    const videoId = 1000 + index;
    const title = bank.joiner(rng.pick(bank.starts), rng.pick(bank.subjects), rng.pick(bank.places));
    const dir = slug(title) || `video-${videoId}`;
    const frame = poolFrame(rng.int(0, FRAME_POOL - 1));
    return {
      // A partner's own query is kept when the site adds its source value.
      url: `https://partner-${id}.example/videos/${videoId}/${dir}/?ref=tf`,
      thumb: `/media/${clipFrame(frame.number, frame.index)}-${CARD_WIDTHS[0]}.webp`,
      title,
      video_id: videoId,
      dir,
    };
  });
  return { id, items };
}

/** Whether the local storage already has every configured feed (an older state gets them added). */
export async function hasPartnerFeeds(media: R2Bucket): Promise<boolean> {
  const heads = await Promise.all(FEED_IDS.map((id) => media.head(partnerFeedKey(id))));
  return heads.every(Boolean);
}

/** Writes every configured feed (their thumbnails are the clips' frames, which the seed writes). */
export async function writePartnerFeeds(media: R2Bucket): Promise<number> {
  const feeds = FEED_IDS.map((id) => generatePartnerFeed(id));
  await Promise.all(feeds.map((feed) => media.put(partnerFeedKey(feed.id), JSON.stringify(feed.items), { httpMetadata: { contentType: 'application/json' } })));
  return feeds.length;
}
