// Ad zones of this site (spec sections 1 and 9): its site file's (sites/{name}.json, `ads`), or the operator's from the
// deployment's optional ADS variable, which replaces them without a code change.
import type { Bindings } from '../env';
import { zoneCreatives, adsConfigSchema, type AdsConfig } from './ads-schema';
import { jsonVariable } from './json-variable';
import { SITE } from './site';

const NO_ADS: AdsConfig = { zones: [] };

/** An invalid value shows no ads at all (and logs why) rather than taking pages down or showing the site file's ads. */
const readAds = jsonVariable('ADS', adsConfigSchema, { unset: SITE.ads, invalid: NO_ADS });

/** The zones of this deployment: the site file's when ADS is unset or blank, else the operator's (JSON text or a table). */
export function adsConfig(env: Pick<Bindings, 'ADS'>): AdsConfig {
  return readAds(env.ADS);
}

/** The third-party origins the configured creatives load from, per CSP directive: frames and scripts. */
export function adOrigins(config: AdsConfig): { frame: string[]; script: string[] } {
  const frame = new Set<string>();
  const script = new Set<string>();
  for (const creative of config.zones.flatMap(zoneCreatives)) {
    if (creative.kind === 'iframe') frame.add(new URL(creative.src).origin);
    if (creative.kind === 'script') script.add(new URL(creative.src).origin);
  }
  return { frame: [...frame], script: [...script] };
}
