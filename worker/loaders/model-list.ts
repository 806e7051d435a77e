// Model lists through the cache: /models/{sort}/{page}/, the home page's popular models and /api/json/models/...
// load them here, under one key per filter set, sort, count and page.
import type { Context } from 'hono';
import * as z from 'zod';
import type { ModelSort } from '../domain/vocabularies';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { SECTIONS } from '../domain/vocabularies';
import { MODEL_FILTER_NAMES, MODEL_FILTER_VALUES, listModels, type ModelCard, type ModelFilterName, type ModelFilters } from '../db/models';
import type { Page } from '../db/videos';
import type { AppEnv } from '../env';

export interface ModelListQuery {
  gender: 0 | 1 | 2;
  sort: ModelSort;
  page: number;
  /** 60 on the models page, 25 on the home page. */
  perPage: number;
  filters: ModelFilters;
}

/** A filt slot field that leaves its filter unused. */
const UNSET = 'all';

/**
 * The filt slot: "filt" and the ten model filter fields of spec section 3 in order, "all" where a field is unused:
 * "filt.all.asian.22-29.JP.all.all.all.all.1.all".
 */
export function modelFilterSlot(filters: ModelFilters): string {
  return ['filt', ...MODEL_FILTER_NAMES.map((name) => filters[name] ?? UNSET)].join('.');
}

/** Filters from one raw value per field; a value outside its field's list is dropped (lenient) or refuses the whole set. */
function parseModelFilters(raw: (name: ModelFilterName) => string | undefined, lenient: boolean): ModelFilters | null {
  const filters: Record<string, string> = {};
  for (const name of MODEL_FILTER_NAMES) {
    const value = raw(name);
    if (value === undefined) continue;
    const parsed = z.enum(MODEL_FILTER_VALUES[name]).safeParse(value);
    if (parsed.success) filters[name] = parsed.data;
    else if (!lenient) return null;
  }
  return filters as ModelFilters;
}

/** The models page's GET form: unknown or empty ("any") values are ignored. */
export function modelFiltersFromQuery(query: (name: string) => string | undefined): ModelFilters {
  return parseModelFilters(query, true)!;
}

/** The API's filt slot; null unless it has all ten fields, each "all" or one of its field's values. */
export function modelFiltersFromSlot(slot: string): ModelFilters | null {
  const [head, ...values] = slot.split('.');
  if (head !== 'filt' || values.length !== MODEL_FILTER_NAMES.length) return null;
  return parseModelFilters((name) => {
    const value = values[MODEL_FILTER_NAMES.indexOf(name)];
    return value === UNSET ? undefined : value;
  }, false);
}

/** The query string the models page's links carry for a filter set: "?race=asian&tattoo=1", or "" for none. */
export function modelFilterQuery(filters: ModelFilters): string {
  const query = new URLSearchParams();
  for (const name of MODEL_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) query.set(name, value);
  }
  return query.size ? `?${query}` : '';
}

export function loadModelList(c: Context<AppEnv>, q: ModelListQuery, options: CacheOptions = {}): Promise<Page<ModelCard>> {
  const key = cacheKey('models', SECTIONS[q.gender], modelFilterSlot(q.filters), q.sort, q.perPage, q.page);
  const load = () =>
    listModels(c.env.DB, { ...q, year: new Date().getUTCFullYear() });
  // Only lists with models are kept: the filter sets are many, and those matching nobody must not fill the cache.
  return cached(c, 'models', key, load, { ...options, store: (page) => page.items.length > 0 });
}
