// What a site file (sites/{name}.json) must hold: the identity that differs between the sister sites of a network,
// checked at build and start (scripts/check-sites.ts) and when the worker loads it. A refusal names the file and field.
import * as z from 'zod';
import { flatten, type MessageKey } from '../../locales';
import en from '../../locales/en.json';
import { SECTIONS } from '../domain/vocabularies';

const messageKeys = flatten(en);
/** A locale key under `prefix` that the catalogue has: the label visitors read in their language. */
const messageKey = <P extends string>(prefix: P) =>
  z.string().refine((key) => key.startsWith(`${prefix}.`) && messageKeys.has(key), `not a message key under "${prefix}." in locales/en.json`)
    .transform((key) => key as MessageKey & `${P}.${string}`);

const httpsUrl = z.url({ protocol: /^https?$/ });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
const imagePath = z.string().regex(/^\/[A-Za-z0-9/_.-]+\.(svg|png|webp)$/, 'a path under static/ to an SVG, PNG or WebP image');

/** The stylesheet's colours (static/css/site.css, :root) a site may replace, by their custom property names. */
export const THEME_COLOURS = ['bg', 'surface', 'surface-2', 'text', 'muted', 'accent', 'accent-fg', 'accent-text'] as const;

export const siteSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  /** How partners importing this site's feed export name it (their rows' ex_tube, docs/import.md). */
  feedName: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  /** The section a visitor sees until they choose one (straight, shemale or gay). */
  defaultSection: z.enum(SECTIONS).default('straight'),
  /** Paths of the logo and the favicon under static/. */
  logo: imagePath,
  favicon: imagePath,
  /** Colours that replace the stylesheet's; none: the stylesheet's own. */
  theme: z.strictObject(Object.fromEntries(THEME_COLOURS.map((name) => [name, colour.optional()])) as Record<(typeof THEME_COLOURS)[number], z.ZodOptional<typeof colour>>)
    .default({}),
  contactEmail: z.email(),
  /** Public origin used in canonical links and share codes. */
  origin: httpsUrl.refine((value) => new URL(value).pathname === '/' && !value.endsWith('/'), 'an origin without a path or trailing slash'),
  sisterSites: z.array(z.strictObject({ name: z.string().min(1).max(40), url: httpsUrl })).max(20),
  partnerLinks: z.array(z.strictObject({ label: messageKey('partners'), url: httpsUrl })).max(10),
  advertiseUrl: httpsUrl,
  partnerProgrammeUrl: httpsUrl,
  /** The strip above the player and the premium card beside it link here. */
  partnerOfferUrl: httpsUrl,
  premiumOfferUrl: httpsUrl,
  /** Partner video sliders on the watch page: a feed id (/static/tf/videos.{feed}.json) and its heading. */
  partnerSliders: z.array(z.strictObject({ feed: z.string().regex(/^[a-z0-9-]{1,40}$/), heading: messageKey('partnerContent') })).max(5),
  /** Added to every partner slider link's query, so partners can count the clicks this site sends. */
  partnerSource: z.strictObject({ param: z.string().regex(/^[a-z_]{1,40}$/), value: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/) }),
  rtaUrl: httpsUrl,
  /** The Telegram channel and bot the download landing's Telegram variant points to (only linked, never fetched). */
  telegram: z.strictObject({ name: z.string().regex(/^@\w{3,64}$/), url: httpsUrl }),
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** The site a file's data describes, or an error naming the file, the field and what is wrong with it. */
export function parseSite(data: unknown, file: string): SiteConfig {
  const parsed = siteSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${file}: ${issue.path.join('.') || '(the file)'}: ${issue.message}`);
}
