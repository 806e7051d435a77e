// The premium card's offer on a page in a language: that language's own offer in the ad configuration, else the
// configuration's default offer, else the site's own words (locales) and offer page.
import type { Lang, Translate } from '../../locales';
import type { PremiumOfferProps } from '../../views/parts/premium-offer';
import type { AdsConfig } from '../config/ads-schema';
import { SITE } from '../config/site';

export function premiumOfferFor(config: AdsConfig, lang: Lang, t: Translate): Omit<PremiumOfferProps, 'countdown'> {
  const offer = config.premium?.langs?.[lang] ?? config.premium?.offer;
  if (offer) return { title: offer.title, text: offer.text, cta: offer.cta, href: offer.target };
  return { title: t('partnerContent.premiumTitle'), text: t('partnerContent.premiumText'), cta: t('partnerContent.premiumCta'), href: SITE.premiumOfferUrl };
}
