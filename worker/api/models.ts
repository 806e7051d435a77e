// GET /api/json/models/86400/{gender}/filt.{10 filter slots}/{sort}/{count}/{page}.json and its jsond twin: the model
// list the models page and the home page show, from the same cache entry.
import { Hono } from 'hono';
import * as z from 'zod';
import { MODEL_SORTS } from '../domain/vocabularies';
import { HOME_LIST_SIZE, PAGE_SIZE } from '../config/limits';
import { SECTIONS, sectionGender } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { loadModelList, modelFiltersFromSlot } from '../loaders/model-list';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, pageSlot, variantLifetime } from './path';
import { modelItem } from './profile-items';
import { jsonError, jsonRead } from '../http/json';

export const modelsApi = new Hono<AppEnv>();

/** Page sizes the site itself asks for: 60 (models page) and 25 (home page). */
const COUNTS = [String(PAGE_SIZE), String(HOME_LIST_SIZE)] as const;

const pathSchema = z.object({
  gender: z.enum(SECTIONS).transform(sectionGender),
  filters: z.string().transform((slot, ctx) => {
    const filters = modelFiltersFromSlot(slot);
    if (filters === null) ctx.addIssue({ code: 'custom', message: 'not a filt slot of the model filters' });
    return filters ?? z.NEVER;
  }),
  sort: z.enum(MODEL_SORTS),
  count: z.enum(COUNTS).transform(Number),
  page: z.tuple([pageSlot]).transform(([page]) => page),
});

modelsApi.get(`/api/:variant{jsond?}/models/:lifetime/:gender/:filters/:sort/:count/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('models', p.variant, p.lifetime);
  const parsed = pathSchema.safeParse({ ...p, page: fileSlots(p.slots) });
  if (lifetime === null || !parsed.success) return jsonError(c, 404, 'not_found');
  const q = parsed.data;
  const result = await loadModelList(c, { ...q, perPage: q.count }, { bypass: lifetime === 0 });
  if (q.page > 1 && result.items.length === 0) return jsonError(c, 404, 'not_found');
  return jsonRead(c, listBody('models', result.items.map(modelItem), result.total, 'models_not_found'), lifetime);
});
