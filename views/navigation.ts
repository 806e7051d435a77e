// The site's main sections, shared by the header navigation and the sitemap page.
import type { Translate } from '../locales';
import { urls } from './urls';

export interface NavLink {
  href: string;
  label: string;
}

export function mainSections(t: Translate): NavLink[] {
  return [
    { href: urls.videos('latest-updates'), label: t('nav.videos') },
    { href: urls.categories(), label: t('nav.categories') },
    { href: urls.models(), label: t('nav.models') },
    { href: urls.channels(), label: t('nav.channels') },
    { href: urls.playlists(), label: t('nav.playlists') },
    { href: urls.albums(), label: t('nav.albums') },
    { href: urls.community(), label: t('nav.community') },
    { href: urls.topCountry(), label: t('nav.topCountry') },
  ];
}
