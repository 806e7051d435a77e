// Partners whose players the site embeds (imported embedded videos, docs/import.md): each partner's name (an import
// row's ex_tube) and the origins its embed_url may have. The demo partner, or the operator's from the optional
// EMBED_PARTNERS variable, and the sister sites whose feeds the site file imports; the origins join the CSP's frame-src.
import * as z from 'zod';
import type { Bindings } from '../env';
import { jsonVariable } from './json-variable';
import { SITE } from './site';

/** An origin as a browser writes it: scheme, host and port, no path. */
const origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !value.endsWith('#') && !value.endsWith('?');
  }, 'an origin has no path, query, fragment or user')
  .transform((value) => new URL(value).origin);

const partner = z.object({
  /** What import rows name it by (ex_tube), and what the guest history and the API carry. */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  /** How the console names it. */
  label: z.string().trim().min(1).max(60),
  origins: z.array(origin).min(1).max(10),
});
export type EmbedPartner = z.infer<typeof partner>;

export const embedPartnersSchema = z
  .array(partner)
  .max(50)
  .refine((list) => new Set(list.map((p) => p.name)).size === list.length, 'partner names are unique');

/** The demo partner of a fresh `npm start` (docs/import.md's worked example imports its rows). */
export const DEMO_EMBED_PARTNERS: EmbedPartner[] = [
  { name: 'demo-partner', label: 'Demo Partner', origins: ['https://player.demo-partner.example'] },
];

/** An invalid value embeds nobody (and logs why): no frame of an unvetted origin ever reaches a page. */
const readPartners = jsonVariable('EMBED_PARTNERS', embedPartnersSchema, { unset: DEMO_EMBED_PARTNERS, invalid: [] });

/** Each sister site whose feed this site imports (sites/{name}.json, importFeeds), its players served from its origin. */
const SISTER_PARTNERS: EmbedPartner[] = SITE.importFeeds.map((feed) => ({ name: feed.name, label: feed.label, origins: [feed.origin] }));

export function embedPartners(env: Pick<Bindings, 'EMBED_PARTNERS'>): EmbedPartner[] {
  const configured = readPartners(env.EMBED_PARTNERS);
  const named = new Set(configured.map((partner) => partner.name));
  return [...configured, ...SISTER_PARTNERS.filter((partner) => !named.has(partner.name))];
}

/** Every configured partner origin, for the CSP's frame-src. */
export function embedOrigins(partners: readonly EmbedPartner[]): string[] {
  return [...new Set(partners.flatMap((p) => p.origins))];
}
