// What a site file (sites/{name}.json) must hold: the identity that differs between the sister sites of a network,
// checked at build and start (scripts/check-sites.ts) and when the worker loads it. A refusal names the file and field.
import * as z from 'zod';
import { LANGS, flatten, type MessageKey } from '../../locales';
import en from '../../locales/en.json';
import { SECTIONS } from '../domain/vocabularies';
import { adsConfigSchema } from './ads-schema';
import { DEFAULT_AGE_GATE_COUNTRIES } from './countries';

const messageKeys = flatten(en);
/** A locale key under `prefix` that the catalogue has: the label visitors read in their language. */
const messageKey = <P extends string>(prefix: P) =>
  z.string().refine((key) => key.startsWith(`${prefix}.`) && messageKeys.has(key), `not a message key under "${prefix}." in locales/en.json`)
    .transform((key) => key as MessageKey & `${P}.${string}`);

const httpsUrl = z.url({ protocol: /^https?$/ });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code such as JP');
/** A list of distinct values of `choices`, in the order the site prefers them. */
const subsetOf = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.array(z.enum(choices)).min(1).refine((list) => new Set(list).size === list.length, 'a value repeats');
/** Another file of sites/, by its name. */
const siteFileName = z.string().regex(/^[a-z0-9-]{1,40}$/, 'a file name of sites/ such as asiatube');
const imagePath = z.string().regex(/^\/[A-Za-z0-9/_.-]+\.(svg|png|webp)$/, 'a path under static/ to an SVG, PNG or WebP image');

/** The stylesheet's colours (static/css/site.css, :root) a site may replace, by their custom property names. */
export const THEME_COLOURS = ['bg', 'surface', 'surface-2', 'text', 'muted', 'accent', 'accent-fg', 'accent-text'] as const;

export const siteSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  /** How partners importing this site's feed export name it (their rows' ex_tube, docs/import.md). */
  feedName: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  /** The port `npm start` serves this site on locally (SITE={name} npm start), so sister sites run side by side. */
  localPort: z.number().int().min(1024).max(65535),
  /** The languages the site is offered in (each on its own host), and the one its default host speaks. */
  languages: subsetOf(LANGS).default([...LANGS]),
  defaultLanguage: z.enum(LANGS).default('en'),
  /** The sections the site offers, and the one a visitor sees until they choose one. */
  sections: subsetOf(SECTIONS).default([...SECTIONS]),
  defaultSection: z.enum(SECTIONS).default('straight'),
  /** The categories it shows (dirs), when not all of the catalogue's: a shared catalogue shows each site its own. */
  categories: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'a category dir')).min(1).max(500).optional(),
  /** Countries whose visitors must confirm their age first, when not the spec's (EU, US, UK, and the gate texts' own). */
  ageGateCountries: z.array(countryCode).max(250).default([...DEFAULT_AGE_GATE_COUNTRIES]),
  /** The ad zones and premium offer (worker/config/ads-schema.ts); the deployment's ADS variable replaces them. */
  ads: adsConfigSchema.default({ zones: [] }),
  /** Paths of the logo and the favicon under static/. */
  logo: imagePath,
  favicon: imagePath,
  /** Colours that replace the stylesheet's; none: the stylesheet's own. */
  theme: z.strictObject(Object.fromEntries(THEME_COLOURS.map((name) => [name, colour.optional()])) as Record<(typeof THEME_COLOURS)[number], z.ZodOptional<typeof colour>>)
    .default({}),
  contactEmail: z.email(),
  /** Public origin used in canonical links and share codes. */
  origin: httpsUrl.refine((value) => new URL(value).pathname === '/' && !value.endsWith('/'), 'an origin without a path or trailing slash'),
  /**
   * Sites of the network linked from the header: another site of sites/ by its file name (its origin in production,
   * its local port in local runs), or any site by name and address.
   */
  sisterSites: z.array(z.union([
    z.strictObject({ site: siteFileName }),
    z.strictObject({ name: z.string().min(1).max(40), url: httpsUrl }),
  ])).max(20),
  /**
   * Sister sites whose feed export (docs/import.md) this site imports as embeds, on a schedule: the other site's file,
   * the secret holding the feed key it gave this site, whether its videos go live at once (trusted) or to moderation,
   * how often, and optionally one category of it. Sections this site does not offer are left out.
   */
  importFeeds: z.array(z.strictObject({
    site: siteFileName,
    keySecret: z.string().regex(/^[A-Z][A-Z0-9_]{2,63}$/, 'a secret\'s name such as FEED_KEY_ASIATUBE'),
    trusted: z.boolean().default(false),
    everyHours: z.number().int().min(1).max(168).default(6),
    category: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'a category dir').optional(),
  })).max(10).default([]),
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

const checkedSiteSchema = siteSchema
  .refine((site) => site.languages.includes(site.defaultLanguage), { path: ['defaultLanguage'], message: 'not one of the site\'s languages' })
  .refine((site) => site.sections.includes(site.defaultSection), { path: ['defaultSection'], message: 'not one of the site\'s sections' });

/** A site file as written: sister sites may still name other site files. */
export type SiteFile = z.infer<typeof siteSchema>;

/** A feed this site imports, its sister site resolved: the name its rows carry (ex_tube) and where it is served. */
export interface ImportFeed {
  /** The sister's feedName: its rows' ex_tube, and the embed partner its players are allowed as. */
  name: string;
  label: string;
  origin: string;
  keySecret: string;
  trusted: boolean;
  everyHours: number;
  category?: string;
}

/** A site as the worker serves it: its sister sites each with a name and an address, its feeds with theirs. */
export type SiteConfig = Omit<SiteFile, 'sisterSites' | 'importFeeds'> & { sisterSites: { name: string; url: string }[]; importFeeds: ImportFeed[] };

/**
 * The site with the sister sites and feeds it names by file resolved: in production their origins, in local runs their
 * local ports (`npm start` serves each on its own) unless `localOrigins` moves one (the browser tests' sites). A name
 * with no file is an error naming the field.
 */
export function resolveSite(
  site: SiteFile, sites: Readonly<Record<string, SiteFile>>, file: string, options: { local: boolean; localOrigins?: Readonly<Record<string, string>> },
): SiteConfig {
  const other = (name: string, field: string) => {
    const found = sites[name];
    if (!found) throw new Error(`${file}: ${field}: no file sites/${name}.json`);
    const origin = options.local ? options.localOrigins?.[name] ?? `http://localhost:${found.localPort}` : found.origin;
    return { site: found, origin };
  };
  const sisterSites = site.sisterSites.map((sister, index) => {
    if (!('site' in sister)) return sister;
    const { site: sisterSite, origin } = other(sister.site, `sisterSites.${index}.site`);
    return { name: sisterSite.name, url: `${origin}/` };
  });
  const importFeeds = site.importFeeds.map(({ site: name, ...feed }, index) => {
    const { site: source, origin } = other(name, `importFeeds.${index}.site`);
    return { ...feed, name: source.feedName, label: source.name, origin };
  });
  return { ...site, sisterSites, importFeeds };
}

/** The site a file's data describes, or an error naming the file, the field and what is wrong with it. */
export function parseSite(data: unknown, file: string): SiteFile {
  const parsed = checkedSiteSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${file}: ${issue.path.join('.') || '(the file)'}: ${issue.message}`);
}
