// GET /api/json/categories/14400/{gender}.{section}.{lang}.json and the jsond twin: every category of a section in a
// language, with its video count there; the /categories/ index and the listings' sidebar read the same entry.
import { Hono } from 'hono';
import * as z from 'zod';
import { LANGS } from '../../locales';
import { SECTIONS, sectionGender } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { CATEGORY_SECTIONS, loadCategories } from '../loaders/categories';
import { categoryItem, listBody } from './items';
import { SLOTS_FILE, fileSlots, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

export const categoriesApi = new Hono<AppEnv>();

const fileSchema = z.tuple([z.enum(SECTIONS), z.enum(CATEGORY_SECTIONS), z.enum(LANGS)]);

categoriesApi.get(`/api/:variant{jsond?}/categories/:lifetime/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('categories', p.variant, p.lifetime);
  const file = fileSchema.safeParse(fileSlots(p.slots));
  if (lifetime === null || !file.success) return jsonError(c, 404, 'not_found');
  const [section, , lang] = file.data;
  const categories = await loadCategories(c, { gender: sectionGender(section), lang }, { bypass: lifetime === 0 });
  return jsonRead(c, listBody('categories', categories.map(categoryItem), categories.length, 'categories_not_found'), lifetime);
});
