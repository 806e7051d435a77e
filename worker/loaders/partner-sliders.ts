// The watch page's partner sliders: from each configured feed, PARTNER_SLIDER_SIZE items picked at random, each link
// carrying the site's source value. A feed that is missing or invalid leaves its slider out.
import type { Translate } from '../../locales';
import { SITE } from '../config/site';
import { PARTNER_SLIDER_SIZE } from '../config/limits';
import { pickPartnerItems, readPartnerFeed, withSource, type PartnerItem } from '../partner/feeds';
import type { RandomSource } from '../random';

export interface PartnerSliderData {
  feed: string;
  heading: string;
  items: PartnerItem[];
}

export async function loadPartnerSliders(media: R2Bucket, t: Translate, random: RandomSource = Math.random): Promise<PartnerSliderData[]> {
  const feeds = await Promise.all(SITE.partnerSliders.map((slider) => readPartnerFeed(media, slider.feed)));
  return SITE.partnerSliders.flatMap((slider, index) => {
    const items = feeds[index];
    if (!items || items.length === 0) return [];
    const picked = pickPartnerItems(items, PARTNER_SLIDER_SIZE, random).map((item) => ({ ...item, url: withSource(item.url, SITE.partnerSource) }));
    return [{ feed: slider.feed, heading: t(slider.heading), items: picked }];
  });
}
