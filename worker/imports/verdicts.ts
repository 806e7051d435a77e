// Each row of an import file judged (docs/import.md): the video it will create, hosted (a runner fetches and processes
// its source) or embedded (the partner's player), or the one reason it is refused. Pure: what the catalogue already
// holds comes in as lookups, so the dry run and the import itself judge alike.
import { MIN_SECONDS, UPLOAD_CATEGORIES_MAX, UPLOAD_DESCRIPTION_MAX, UPLOAD_MODELS_MAX, UPLOAD_TITLE_MAX, UPLOAD_TITLE_MIN } from '../config/uploads';
import type { EmbedPartner } from '../config/embeds';
import type { ImportCatalogue } from '../db/imports';
import { SECTIONS, isOneOf, type Section } from '../domain/vocabularies';
import { IMPORT_LANGUAGES, type ImportRow, type RowError } from './parse';

export const REFUSALS = [
  'malformed', 'missing_title', 'bad_title', 'bad_description', 'no_source', 'two_sources', 'bad_url', 'unknown_partner',
  'missing_ex_id', 'embed_origin', 'missing_thumb', 'no_category', 'unknown_category', 'too_many_categories',
  'too_many_models', 'bad_section', 'bad_duration', 'missing_duration', 'too_short', 'bad_post_date', 'file_not_given',
  'duplicate', 'repeated',
] as const;
export type Refusal = (typeof REFUSALS)[number];

export type ImportLanguage = (typeof IMPORT_LANGUAGES)[number];

/** The video a row creates. */
export interface PlannedVideo {
  kind: 'hosted' | 'embedded';
  title: string;
  description: string;
  /** Titles and descriptions in other languages, where the row gives them. */
  texts: Partial<Record<ImportLanguage, { title?: string; description?: string }>>;
  categoryIds: number[];
  /** Known models by id; the others are created by name. */
  models: { id: number | null; name: string }[];
  section: Section;
  /** Seconds; a hosted row's comes from processing when the row does not say. */
  duration: number | null;
  postDate: number;
  thumbUrl: string | null;
  embed: { url: string; exTube: string; exId: string } | null;
  source: { url: string } | { path: string } | null;
}

export type RowVerdict =
  | { line: number; ok: true; plan: PlannedVideo }
  | { line: number; ok: false; refusal: Refusal; detail?: string };

/** What the catalogue already holds, as far as these rows ask, keyed for the verdicts (lookupsOf). */
export interface ImportLookups {
  /** A category by its dir, its title in any language or a synonym, each normalised with lookupKey. */
  categories: ReadonlyMap<string, number>;
  /** Existing models by normalised name. */
  models: ReadonlyMap<string, number>;
  /** `ex_tube\nex_id` pairs and `url\n{source_url}` keys already in the catalogue. */
  externals: ReadonlySet<string>;
}

/** The lookups of what worker/db/imports.ts read. */
export function lookupsOf(catalogue: ImportCatalogue): ImportLookups {
  return {
    categories: new Map(catalogue.categoryNames.map((c) => [lookupKey(c.name), c.category_id])),
    models: new Map(catalogue.models.map((m) => [lookupKey(m.title), m.model_id])),
    externals: new Set([...catalogue.externals.map((e) => externalKey(e.ex_tube, e.ex_id)), ...catalogue.sourceUrls.map(sourceUrlKey)]),
  };
}

export interface JudgeOptions {
  partners: readonly EmbedPartner[];
  /** Unix seconds: the default post date, and the limit of a future one. */
  now: number;
  /** File names given alongside the file for its source_path rows (the console's files, the command line's paths); null where any path may be sent. */
  givenFiles: ReadonlySet<string> | null;
}

/** A post date may lie this far ahead (clocks differ); further is a mistake, not a schedule. */
const FUTURE_SLACK_SECONDS = 24 * 3600;

/** How names are compared: Unicode-normalised, trimmed, in lower case, inner spaces as one. */
export function lookupKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

export function externalKey(exTube: string, exId: string): string {
  return `${exTube}\n${exId}`;
}

const sourceUrlKey = (url: string) => `url\n${url}`;

/** `|`-separated names, each trimmed, empty ones and repeats dropped. */
export function listOf(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split('|').map((name) => name.trim()).filter(Boolean))];
}

/** Seconds from `SS`, `MM:SS` or `HH:MM:SS` (minutes and seconds under 60 after the first part); null when not one. */
export function parseDuration(value: string): number | null {
  if (/^\d{1,7}$/.test(value)) return Number(value);
  const parts = /^(?:(\d{1,3}):)?(\d{1,3}):(\d{2})$/.exec(value);
  if (!parts) return null;
  const [hours, minutes, seconds] = [Number(parts[1] ?? 0), Number(parts[2]), Number(parts[3])];
  if (seconds >= 60 || (parts[1] !== undefined && minutes >= 60)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Unix seconds of an ISO 8601 date (`2026-11-27`) or date-time with a zone (`2026-11-27T08:30:00Z`, `+09:00`). */
export function parsePostDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/.test(value)) return null;
  const ms = Date.parse(value.replace(' ', 'T'));
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

function httpUrl(value: string): URL | null {
  if (value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const refuse = (line: number, refusal: Refusal, detail?: string): RowVerdict => ({ line, ok: false, refusal, ...(detail ? { detail } : {}) });

/** What a row says in languages other than the original. */
function otherLanguages(fields: Record<string, string>): { texts: PlannedVideo['texts']; problem: Refusal | null; column?: string } {
  const texts: PlannedVideo['texts'] = {};
  for (const lang of IMPORT_LANGUAGES) {
    const title = fields[`title_${lang}`];
    const description = fields[`description_${lang}`];
    if (title !== undefined && (title.length < UPLOAD_TITLE_MIN || title.length > UPLOAD_TITLE_MAX)) return { texts, problem: 'bad_title', column: `title_${lang}` };
    if (description !== undefined && description.length > UPLOAD_DESCRIPTION_MAX) return { texts, problem: 'bad_description', column: `description_${lang}` };
    if (title !== undefined || description !== undefined) texts[lang] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return { texts, problem: null };
}

/** Where the video comes from: a partner's player, a URL a runner fetches, or a file sent with the import. */
function sourceOf(fields: Record<string, string>, line: number, options: JudgeOptions): RowVerdict | Pick<PlannedVideo, 'kind' | 'embed' | 'source'> {
  const { embed_url: embedUrl, source_url: sourceUrl, source_path: sourcePath } = fields;
  const given = [embedUrl, sourceUrl, sourcePath].filter((value) => value !== undefined).length;
  if (given === 0) return refuse(line, 'no_source');
  if (given > 1) return refuse(line, 'two_sources');
  if (embedUrl !== undefined) {
    const url = httpUrl(embedUrl);
    if (!url) return refuse(line, 'bad_url', 'embed_url');
    const exTube = fields.ex_tube;
    const partner = exTube === undefined ? undefined : options.partners.find((p) => p.name === exTube);
    if (!partner) return refuse(line, 'unknown_partner', exTube);
    if (fields.ex_id === undefined) return refuse(line, 'missing_ex_id');
    if (!partner.origins.includes(url.origin)) return refuse(line, 'embed_origin', url.origin);
    return { kind: 'embedded', embed: { url: url.href, exTube: partner.name, exId: fields.ex_id }, source: null };
  }
  if (sourceUrl !== undefined) {
    const url = httpUrl(sourceUrl);
    return url ? { kind: 'hosted', embed: null, source: { url: url.href } } : refuse(line, 'bad_url', 'source_url');
  }
  const name = sourcePath!.split(/[\\/]/).pop() ?? '';
  if (options.givenFiles && !options.givenFiles.has(name)) return refuse(line, 'file_not_given', name);
  return { kind: 'hosted', embed: null, source: { path: sourcePath! } };
}

/** One row's verdict; `seen` holds the duplicates' keys of the rows before it in the file. */
function judgeRow(row: ImportRow, lookups: ImportLookups, options: JudgeOptions, seen: Map<string, number>): RowVerdict {
  const { line, fields } = row;
  const title = fields.title;
  if (title === undefined) return refuse(line, 'missing_title');
  if (title.length < UPLOAD_TITLE_MIN || title.length > UPLOAD_TITLE_MAX) return refuse(line, 'bad_title', 'title');
  const description = fields.description ?? '';
  if (description.length > UPLOAD_DESCRIPTION_MAX) return refuse(line, 'bad_description', 'description');
  const languages = otherLanguages(fields);
  if (languages.problem) return refuse(line, languages.problem, languages.column);

  const source = sourceOf(fields, line, options);
  if ('line' in source) return source;

  const categoryNames = listOf(fields.categories);
  if (categoryNames.length === 0) return refuse(line, 'no_category');
  const categoryIds: number[] = [];
  for (const name of categoryNames) {
    const id = lookups.categories.get(lookupKey(name));
    if (id === undefined) return refuse(line, 'unknown_category', name);
    if (!categoryIds.includes(id)) categoryIds.push(id);
  }
  if (categoryIds.length > UPLOAD_CATEGORIES_MAX) return refuse(line, 'too_many_categories');
  const modelNames = listOf(fields.models);
  if (modelNames.length > UPLOAD_MODELS_MAX) return refuse(line, 'too_many_models');
  const models = modelNames.map((name) => ({ id: lookups.models.get(lookupKey(name)) ?? null, name }));

  const section = fields.section ?? 'straight';
  if (!isOneOf(SECTIONS, section)) return refuse(line, 'bad_section', section);
  let duration: number | null = null;
  if (fields.duration !== undefined) {
    duration = parseDuration(fields.duration);
    if (duration === null) return refuse(line, 'bad_duration', fields.duration);
  } else if (source.kind === 'embedded') {
    // Nobody here can measure a partner's video: the row says how long it is.
    return refuse(line, 'missing_duration');
  }
  if (duration !== null && duration < MIN_SECONDS) return refuse(line, 'too_short');
  let postDate = options.now;
  if (fields.post_date !== undefined) {
    const parsed = parsePostDate(fields.post_date);
    if (parsed === null || parsed > options.now + FUTURE_SLACK_SECONDS) return refuse(line, 'bad_post_date', fields.post_date);
    postDate = parsed;
  }
  let thumbUrl: string | null = null;
  if (fields.thumb_url !== undefined) {
    const url = httpUrl(fields.thumb_url);
    if (!url) return refuse(line, 'bad_url', 'thumb_url');
    thumbUrl = url.href;
  } else if (source.kind === 'embedded') {
    return refuse(line, 'missing_thumb');
  }

  // The same partner video, or the same source URL, once: in the catalogue or earlier in this file.
  const duplicateKey = source.embed
    ? externalKey(source.embed.exTube, source.embed.exId)
    : source.source && 'url' in source.source ? sourceUrlKey(source.source.url) : null;
  if (duplicateKey !== null) {
    const earlier = seen.get(duplicateKey);
    if (earlier !== undefined) return refuse(line, 'repeated', String(earlier));
    if (lookups.externals.has(duplicateKey)) return refuse(line, 'duplicate');
    seen.set(duplicateKey, line);
  }

  return {
    line,
    ok: true,
    plan: { ...source, title, description, texts: languages.texts, categoryIds, models, section, duration, postDate, thumbUrl },
  };
}

/** Every row's verdict in file order, the rows the parser refused among them. */
export function judgeRows(rows: readonly ImportRow[], rowErrors: readonly RowError[], lookups: ImportLookups, options: JudgeOptions): RowVerdict[] {
  const seen = new Map<string, number>();
  const verdicts: RowVerdict[] = rows.map((row) => judgeRow(row, lookups, options, seen));
  for (const error of rowErrors) verdicts.push(refuse(error.line, 'malformed', error.column ? `${error.problem}: ${error.column}` : error.problem));
  return verdicts.sort((a, b) => a.line - b.line);
}
