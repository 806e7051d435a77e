// The sister sites this build can serve, each from its file in sites/ (worker/config/site-schema.ts checks them): a
// deployment names its own with the SITE variable (docs/network.md), AsiaTube when it names none.
import asiatube from '../../sites/asiatube.json';
import sakuraclips from '../../sites/sakuraclips.json';
import { parseSite, resolveSite, type SiteConfig } from './site-schema';

const SITE_FILES: Record<string, unknown> = { asiatube, sakuraclips };

export const DEFAULT_SITE = 'asiatube';
export const SITE_NAMES = Object.keys(SITE_FILES);

/**
 * The site of this name (its file checked, its sister sites resolved: local ports when `local`, or the origins
 * `localOrigins` gives by site name), the default for none; an unknown name is an error listing the known ones.
 */
export function siteNamed(name: string | undefined, options: { local: boolean; localOrigins?: Readonly<Record<string, string>> }): SiteConfig {
  const chosen = name || DEFAULT_SITE;
  if (SITE_FILES[chosen] === undefined) throw new Error(`SITE=${chosen}: no such site file (sites/: ${SITE_NAMES.join(', ')})`);
  const files = Object.fromEntries(Object.entries(SITE_FILES).map(([each, data]) => [each, parseSite(data, `sites/${each}.json`)]));
  return resolveSite(files[chosen]!, files, `sites/${chosen}.json`, options);
}

/** Each site's name by its feedName, how analytics name sites (the console's reports). */
export function siteNamesByFeed(): Map<string, string> {
  return new Map(Object.entries(SITE_FILES).map(([file, data]) => {
    const site = parseSite(data, `sites/${file}.json`);
    return [site.feedName, site.name];
  }));
}
