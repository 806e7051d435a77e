// Models (pornstars): the filtered, sorted list and one model's profile.
import type { ModelSort } from '../domain/vocabularies';
import { MODEL_COUNTRIES } from '../config/countries';
import type { Page } from './videos';

export interface ModelCard {
  model_id: number;
  dir: string;
  title: string;
  thumb: string | null;
  /** Its portrait card sizes' stem, or null. */
  thumb_set: string | null;
  country: string | null;
  total_videos: number;
  viewed: number;
  subscribers: number;
  rating: number;
}

export interface ModelDetail extends ModelCard {
  alphabet: string;
  gender: 0 | 1 | 2;
  race: string | null;
  birth_year: number | null;
  tits_size: string | null;
  hair_color: string | null;
  height: number | null;
  weight: number | null;
  tattoo: number;
  piercing: number;
  bio: string;
}

export const MODEL_RACES = ['asian', 'caucasian', 'ebony', 'latin'] as const;
export const TITS_SIZES = ['small', 'medium', 'big', 'huge'] as const;
export const HAIR_COLORS = ['black', 'brown', 'blonde', 'red', 'other'] as const;
export const AGE_RANGES = ['18-21', '22-29', '30-39', '40+'] as const;
export const HEIGHT_RANGES = ['-155', '155-165', '165-175', '175-'] as const;
export const WEIGHT_RANGES = ['-50', '50-60', '60-'] as const;
/** First letters of model names (the alphabet column). */
export const ALPHABET = [
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
] as const;

/**
 * The model filter fields of spec section 3 in their order, with the values each accepts: the one table the models
 * page's form and query and the filt slot of /api/json/models/... are checked against. tattoo, piercing: 1 with, 0 without.
 */
export const MODEL_FILTER_VALUES = {
  alphabet: ALPHABET,
  race: MODEL_RACES,
  age: AGE_RANGES,
  country: MODEL_COUNTRIES,
  tits_size: TITS_SIZES,
  hair_color: HAIR_COLORS,
  height: HEIGHT_RANGES,
  weight: WEIGHT_RANGES,
  tattoo: ['1', '0'],
  piercing: ['1', '0'],
} as const;
export type ModelFilterName = keyof typeof MODEL_FILTER_VALUES;
export const MODEL_FILTER_NAMES = Object.keys(MODEL_FILTER_VALUES) as ModelFilterName[];
export type ModelFilters = { [K in ModelFilterName]?: (typeof MODEL_FILTER_VALUES)[K][number] };

/** Ties fall back to the rowid, which each sort index carries in ascending order, so no sort step is needed. */
const ORDER_BY: Record<ModelSort, string> = {
  'most-popular': 'm.popularity DESC, m.model_id',
  'most-viewed': 'm.viewed DESC, m.model_id',
  'top-rated': 'm.rating DESC, m.model_id',
  'count-videos': 'm.total_videos DESC, m.model_id',
  'count-subs': 'm.subscribers DESC, m.model_id',
  recent: 'm.created_at DESC, m.model_id',
  alphabet: 'm.alphabet, m.title',
};

/** "a-b" ranges: "-155" is below 155, "175-" is 175 and above. */
function rangeCondition(column: string, range: string, params: unknown[]): string {
  const [low, high] = range.split('-');
  const parts: string[] = [];
  if (low) {
    params.push(Number(low));
    parts.push(`${column} >= ?${params.length}`);
  }
  if (high) {
    params.push(Number(high));
    parts.push(`${column} < ?${params.length}`);
  }
  return parts.join(' AND ');
}

function ageCondition(range: (typeof AGE_RANGES)[number], year: number, params: unknown[]): string {
  const [low, high] = range === '40+' ? [40, 200] : range.split('-').map(Number) as [number, number];
  params.push(year - high, year - low);
  return `m.birth_year BETWEEN ?${params.length - 1} AND ?${params.length}`;
}

/**
 * Models with at least one listed video. '<> 0', not '> 0': no index is read for it as a range; it matches the sort
 * indexes' WHERE (migrations/0009).
 */
export const LISTED_MODEL = 'm.total_videos <> 0';

export async function listModels(
  db: D1Database,
  q: { gender: number; sort: ModelSort; page: number; perPage: number; filters: ModelFilters; year: number },
): Promise<Page<ModelCard>> {
  const params: unknown[] = [];
  const where = [LISTED_MODEL];
  const f = q.filters;
  const equal = (column: string, value: string | number | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`${column} = ?${params.length}`);
  };
  equal('m.gender', q.gender);
  equal('m.alphabet', f.alphabet);
  equal('m.race', f.race);
  equal('m.country', f.country);
  equal('m.tits_size', f.tits_size);
  equal('m.hair_color', f.hair_color);
  equal('m.tattoo', f.tattoo && Number(f.tattoo));
  equal('m.piercing', f.piercing && Number(f.piercing));
  if (f.age) where.push(ageCondition(f.age, q.year, params));
  if (f.height) where.push(rangeCondition('m.height', f.height, params));
  if (f.weight) where.push(rangeCondition('m.weight', f.weight, params));
  const whereSql = where.join(' AND ');
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT m.model_id, m.dir, m.title, m.thumb, m.thumb_set, m.country, m.total_videos, m.viewed, m.subscribers, m.rating
           FROM models m WHERE ${whereSql} ORDER BY ${ORDER_BY[q.sort]}
          LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM models m WHERE ${whereSql}`).bind(...params),
  ]);
  return { items: rows!.results as ModelCard[], total: (count!.results[0] as { total: number }).total };
}

export async function readModel(db: D1Database, dir: string): Promise<ModelDetail | null> {
  return db.prepare('SELECT * FROM models WHERE dir = ?1').bind(dir).first<ModelDetail>();
}

/** The models named (titles compared without case), for a member naming who is in their upload. */
export async function findModelsByTitles(db: D1Database, titles: readonly string[]): Promise<{ model_id: number; title: string }[]> {
  if (titles.length === 0) return [];
  const { results } = await db
    .prepare('SELECT model_id, title FROM models WHERE lower(title) IN (SELECT lower(value) FROM json_each(?1))')
    .bind(JSON.stringify(titles))
    .all<{ model_id: number; title: string }>();
  return results;
}
