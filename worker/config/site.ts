// Site identity: everything that differs between the sister sites of the network lives here.
import type { MessageKey } from '../../locales';

export interface SisterSite { name: string; url: string }
/** A partner link's label is a locale key: visitors read it in their language. */
export interface PartnerLink { label: MessageKey & `partners.${string}`; url: string }

export interface SiteConfig {
  name: string;
  /** Path of the logo under static/. */
  logo: string;
  contactEmail: string;
  /** Public origin used in canonical links and share codes. */
  origin: string;
  sisterSites: readonly SisterSite[];
  partnerLinks: readonly PartnerLink[];
  advertiseUrl: string;
  partnerProgrammeUrl: string;
  rtaUrl: string;
}

/** The RTA (Restricted To Adults) label: a meta tag on every page and a `Rating` header on every response. */
export const RTA_LABEL = 'RTA-5042-1996-1400-1577-RTA';

export const SITE: SiteConfig = {
  name: 'AsiaTube',
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
  rtaUrl: 'https://www.rtalabel.org/?content=parents',
};
