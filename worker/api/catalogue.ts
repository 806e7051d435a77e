// GET endpoints over the site-wide lists, each with its jsond twin:
//   /api/json/categories/14400/{gender}.videos.{lang}.json   categories
//   /api/json/main/14400/{gender}.{lang}.json                top categories, keywords, models
//   /api/json/suggester/43200/{count}.json                   keyword sets (100 or 500)
//   /api/json/subscriptions/14400/{bucket}/{user_id}.json    a member's subscriptions
import { Hono } from 'hono';
import { isLang } from '../../locales';
import { urls } from '../../views/urls';
import { SECTIONS, sectionGender, isSection } from '../config/sections';
import type { AppEnv } from '../env';
import { loadCategories, loadKeywords, loadMain, loadSubscriptions } from '../loaders/catalogue';
import { loadMember, visibleTabs } from '../loaders/member';
import { bucketOf } from '../loaders/slots';
import { SLOTS_FILE, fileSlots, idSlot, variantLifetime } from './path';
import { jsonError, jsonRead } from './respond';

export const catalogueApi = new Hono<AppEnv>();

const categoryItem = (category: { dir: string; title: string; total_videos: number; thumb: string | null }) => ({
  dir: category.dir, title: category.title, total_videos: category.total_videos,
  thumb: category.thumb ? urls.media(category.thumb) : null, url: urls.category([category.dir]),
});

/** The section and language of "{gender}[.videos].{lang}" slots, or null. */
function sectionAndLang(slots: readonly string[], middle: readonly string[]) {
  const [gender, ...rest] = slots;
  const lang = rest.pop();
  if (!gender || !isSection(gender) || !isLang(lang) || rest.join('.') !== middle.join('.')) return null;
  return { gender: sectionGender(gender), lang };
}

catalogueApi.get(`/api/:variant{jsond?}/categories/:lifetime/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('categories', p.variant, p.lifetime);
  const q = sectionAndLang(fileSlots(p.slots), ['videos']);
  if (lifetime === null || !q) return jsonError(c, 404, 'not_found');
  const categories = await loadCategories(c, q, { bypass: lifetime === 0 });
  return jsonRead(c, { categories: categories.map(categoryItem), total_count: categories.length, error: false, code: null }, lifetime);
});

catalogueApi.get(`/api/:variant{jsond?}/main/:lifetime/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('main', p.variant, p.lifetime);
  const q = sectionAndLang(fileSlots(p.slots), []);
  if (lifetime === null || !q) return jsonError(c, 404, 'not_found');
  const main = await loadMain(c, q, { bypass: lifetime === 0 });
  return jsonRead(
    c,
    {
      section: SECTIONS[q.gender],
      categories: main.categories.map(categoryItem),
      keywords: main.keywords.map((k) => k.keyword),
      models: main.models.map((m) => ({ dir: m.dir, title: m.title, thumb: m.thumb ? urls.media(m.thumb) : null, total_videos: m.total_videos, url: urls.model(m.dir) })),
      error: false,
      code: null,
    },
    lifetime,
  );
});

/** Sets the header search box asks for: 100 (shown at random, spec section 9) or a larger pool of 500. */
const KEYWORD_SETS = ['100', '500'];

catalogueApi.get(`/api/:variant{jsond?}/suggester/:lifetime/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('suggester', p.variant, p.lifetime);
  const [count, ...extra] = fileSlots(p.slots);
  if (lifetime === null || !count || !KEYWORD_SETS.includes(count) || extra.length > 0) return jsonError(c, 404, 'not_found');
  const keywords = await loadKeywords(c, Number(count), { bypass: lifetime === 0 });
  return jsonRead(c, { keywords: keywords.map((k) => k.keyword), total_count: keywords.length, error: false, code: null }, lifetime);
});

catalogueApi.get(`/api/:variant{jsond?}/subscriptions/:lifetime/:bucket/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('subscriptions', p.variant, p.lifetime);
  const [id, ...extra] = fileSlots(p.slots);
  const userId = idSlot.safeParse(id);
  if (lifetime === null || !userId.success || extra.length > 0 || p.bucket !== String(bucketOf(userId.data))) {
    return jsonError(c, 404, 'not_found');
  }
  const member = await loadMember(c, userId.data);
  if (!member) return jsonError(c, 404, 'not_found');
  if (!visibleTabs(member, null).includes('subscriptions')) return jsonError(c, 403, 'no_permission');
  const subscriptions = await loadSubscriptions(c, userId.data, { bypass: lifetime === 0 });
  const items = subscriptions.map((s) => ({
    type: s.target_type,
    id: s.target_id,
    title: s.title,
    thumb: s.thumb ? urls.media(s.thumb) : null,
    url: s.target_type === 'member' ? urls.member(s.target_id) : s.target_type === 'model' ? urls.model(s.dir!) : urls.channel(s.dir!),
  }));
  return jsonRead(c, { subscriptions: items, total_count: items.length, error: items.length === 0, code: items.length === 0 ? 'subscriptions_not_found' : null }, lifetime);
});
