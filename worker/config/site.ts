// Site identity: everything that differs between the sister sites of the network lives here.
import type { MessageKey } from '../../locales';

export interface SisterSite { name: string; url: string }
/** A partner link's label is a locale key: visitors read it in their language. */
export interface PartnerLink { label: MessageKey & `partners.${string}`; url: string }
/** A partner video slider on the watch page: its feed id (/static/tf/videos.{feed}.json) and heading key. */
export interface PartnerSlider { feed: string; heading: MessageKey & `partnerContent.${string}` }

export interface SiteConfig {
  name: string;
  /** How partners importing this site's feed export name it (their rows' ex_tube, docs/import.md). */
  feedName: string;
  /** Path of the logo under static/. */
  logo: string;
  contactEmail: string;
  /** Public origin used in canonical links and share codes. */
  origin: string;
  sisterSites: readonly SisterSite[];
  partnerLinks: readonly PartnerLink[];
  advertiseUrl: string;
  partnerProgrammeUrl: string;
  /** The strip above the player and the premium card beside it link here. */
  partnerOfferUrl: string;
  premiumOfferUrl: string;
  partnerSliders: readonly PartnerSlider[];
  /** Added to every partner slider link's query, so partners can count the clicks this site sends. */
  partnerSource: { param: string; value: string };
  rtaUrl: string;
  /** The site's Telegram channel and bot: the download landing's Telegram variant points visitors to it (only linked, never fetched). */
  telegram: { name: string; url: string };
}

/** The RTA (Restricted To Adults) label: a meta tag on every page and a `Rating` header on every response. */
export const RTA_LABEL = 'RTA-5042-1996-1400-1577-RTA';

export const SITE: SiteConfig = {
  name: 'AsiaTube',
  feedName: 'asiatube',
  logo: '/img/logo.svg',
  contactEmail: 'support@asiatube.example',
  origin: 'https://asiatube.example',
  sisterSites: [
    { name: 'JapanClips', url: 'https://japanclips.example/' },
    { name: 'SeoulStream', url: 'https://seoulstream.example/' },
    { name: 'TokyoReels', url: 'https://tokyoreels.example/' },
    { name: 'MangoTube', url: 'https://mangotube.example/' },
  ],
  partnerLinks: [
    { label: 'partners.liveCams', url: 'https://partner-cams.example/?ref=asiatube' },
    { label: 'partners.dating', url: 'https://partner-dating.example/?ref=asiatube' },
    { label: 'partners.games', url: 'https://partner-games.example/?ref=asiatube' },
  ],
  advertiseUrl: 'https://ads-network.example/advertisers',
  partnerProgrammeUrl: 'https://ads-network.example/webmasters',
  partnerOfferUrl: 'https://partner-offer.example/?ref=asiatube',
  premiumOfferUrl: 'https://partner-premium.example/join?ref=asiatube',
  partnerSliders: [
    { feed: 'trending', heading: 'partnerContent.trending' },
    { feed: 'cartoons', heading: 'partnerContent.cartoons' },
  ],
  partnerSource: { param: 'utm_source', value: 'asiatube' },
  rtaUrl: 'https://www.rtalabel.org/?content=parents',
  telegram: { name: '@asiatube_example_bot', url: 'https://t.me/asiatube_example_bot' },
};
