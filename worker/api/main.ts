// GET /api/json/main/14400/{gender}.{lang}.json and the jsond twin: the main stats of a section in a language, the
// section's largest categories, the language's most searched terms and the section's most popular models.
import { Hono } from 'hono';
import * as z from 'zod';
import { LANGS } from '../../locales';
import { SECTIONS, sectionGender } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { loadMain } from '../loaders/main';
import { categoryItem } from './items';
import { SLOTS_FILE, fileSlots, variantLifetime } from './path';
import { modelItem } from './profile-items';
import { jsonError, jsonRead } from '../http/json';

export const mainApi = new Hono<AppEnv>();

const fileSchema = z.tuple([z.enum(SECTIONS), z.enum(LANGS)]);

mainApi.get(`/api/:variant{jsond?}/main/:lifetime/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('main', p.variant, p.lifetime);
  const file = fileSchema.safeParse(fileSlots(p.slots));
  if (lifetime === null || !file.success) return jsonError(c, 404, 'not_found');
  const [section, lang] = file.data;
  const main = await loadMain(c, { gender: sectionGender(section), lang }, { bypass: lifetime === 0 });
  return jsonRead(
    c,
    {
      section,
      lang,
      categories: main.categories.map(categoryItem),
      keywords: main.keywords.map((keyword) => keyword.term),
      models: main.models.map(modelItem),
      error: false,
      code: null,
    },
    lifetime,
  );
});
