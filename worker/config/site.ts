// Site identity: everything that differs between the sister sites of the network lives here.
export interface SisterSite { name: string; url: string }
export interface PartnerLink { label: string; url: string }

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
    { label: 'Live Cams', url: 'https://partner-cams.example/?ref=asiatube' },
    { label: 'Dating', url: 'https://partner-dating.example/?ref=asiatube' },
    { label: 'Games', url: 'https://partner-games.example/?ref=asiatube' },
  ],
  advertiseUrl: 'https://ads-network.example/advertisers',
  partnerProgrammeUrl: 'https://ads-network.example/webmasters',
  rtaUrl: 'https://www.rtalabel.org/?content=parents',
};
