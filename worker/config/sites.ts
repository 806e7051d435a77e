// The sister sites this build can serve, each from its file in sites/ (worker/config/site-schema.ts checks them): a
// deployment names its own with the SITE variable (docs/network.md), AsiaTube when it names none.
import asiatube from '../../sites/asiatube.json';
import sakuraclips from '../../sites/sakuraclips.json';
import { parseSite, resolveSite, type SiteConfig, type SiteFile } from './site-schema';

const SITE_FILES: Record<string, unknown> = { asiatube, sakuraclips };

export const DEFAULT_SITE = 'asiatube';
export const SITE_NAMES = Object.keys(SITE_FILES);

let checked: Record<string, SiteFile> | undefined;

/** Every site file, checked once (an invalid one is an error naming its file and field). */
function siteFiles(): Record<string, SiteFile> {
  checked ??= Object.fromEntries(Object.entries(SITE_FILES).map(([each, data]) => [each, parseSite(data, `sites/${each}.json`)]));
  return checked;
}

/**
 * The site of this name (its file checked, its sister sites resolved: local ports when `local`, or the origins
 * `localOrigins` gives by site name), the default for none; an unknown name is an error listing the known ones.
 */
export function siteNamed(name: string | undefined, options: { local: boolean; localOrigins?: Readonly<Record<string, string>> }): SiteConfig {
  const chosen = name || DEFAULT_SITE;
  if (SITE_FILES[chosen] === undefined) throw new Error(`SITE=${chosen}: no such site file (sites/: ${SITE_NAMES.join(', ')})`);
  const files = siteFiles();
  return resolveSite(files[chosen]!, files, `sites/${chosen}.json`, options);
}

/** Each site's name by its feedName, how analytics name sites (the console's reports). */
export function siteNamesByFeed(): Map<string, string> {
  return new Map(Object.values(siteFiles()).map((site) => [site.feedName, site.name]));
}
