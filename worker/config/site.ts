// Site identity: everything that differs between the sister sites of the network is data, in sites/{name}.json
// (checked by worker/config/site-schema.ts at build, at start and here). This is its typed reader; nothing else in the
// code names a site. The deployment's SITE variable chooses the site once, when the worker loads (config/sites.ts).
import { env } from 'cloudflare:workers';
import * as z from 'zod';
import type { SiteConfig } from './site-schema';
import { siteNamed } from './sites';

export type { ImportFeed, SiteConfig } from './site-schema';
export type SisterSite = SiteConfig['sisterSites'][number];
export type PartnerLink = SiteConfig['partnerLinks'][number];
export type PartnerSlider = SiteConfig['partnerSliders'][number];

/** The RTA (Restricted To Adults) label: a meta tag on every page and a `Rating` header on every response. */
export const RTA_LABEL = 'RTA-5042-1996-1400-1577-RTA';

const deployment = env as { SITE?: string; APP_ENV?: string; LOCAL_SITE_ORIGINS?: string };

/** Local runs only: where sister sites run when not on their files' local ports (JSON, site name to origin). */
function localOrigins(): Record<string, string> | undefined {
  if (!deployment.LOCAL_SITE_ORIGINS) return undefined;
  const parsed = z.record(z.string(), z.url({ protocol: /^http$/ }).transform((value) => new URL(value).origin)).safeParse(JSON.parse(deployment.LOCAL_SITE_ORIGINS));
  if (!parsed.success) throw new Error(`LOCAL_SITE_ORIGINS: ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}

export const SITE: SiteConfig = siteNamed(deployment.SITE, { local: deployment.APP_ENV === 'local', localOrigins: localOrigins() });
