// GET /api/json/members/86400/all/filt.{country}.{gender}.{age}.{relationship}.{avatar}.{orientation}.{object_id}/{sort}/96/{page}.json
// (and /api/jsond/members/0/...), optional ?search= username substring: the community list the community page shows.
import { Hono } from 'hono';
import * as z from 'zod';
import { MEMBER_SORTS } from '../domain/vocabularies';
import { TOP_COUNTRIES } from '../config/countries';
import { MEMBERS_PAGE_SIZE } from '../config/limits';
import { type MemberFilters } from '../db/members';
import { MEMBER_GENDERS, ORIENTATIONS, RELATIONSHIPS } from '../domain/vocabularies';
import { AGE_RANGES } from '../db/models';
import type { AppEnv } from '../env';
import { loadCommunity } from '../loaders/community';
import { listBody, memberItem } from './items';
import { searchTextSchema } from '../http/params';
import { SLOTS_FILE, fileSlots, pageSlot, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

export const membersApi = new Hono<AppEnv>();

/** A filter slot: one of its values, or "all" when the field is not used. */
const anyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal('all').transform(() => undefined), z.enum(values)]);

const filterSlots = z
  .tuple([
    z.literal('filt'), anyOf(TOP_COUNTRIES), anyOf(MEMBER_GENDERS), anyOf(AGE_RANGES), anyOf(RELATIONSHIPS),
    z.enum(['0', '1']), anyOf(ORIENTATIONS),
    // object_id: no screen scopes the community by an object, so it is always 0.
    z.literal('0'),
  ])
  .transform(([, country, gender, age, relationship, avatar, orientation]): MemberFilters => ({
    country, gender, age, relationship, orientation, avatar: avatar === '1' || undefined,
  }));

const pathSchema = z.object({
  section: z.literal('all'),
  filters: filterSlots,
  sort: z.enum(MEMBER_SORTS),
  count: z.literal(String(MEMBERS_PAGE_SIZE)),
  page: z.tuple([pageSlot]).transform(([page]) => page),
});

membersApi.get(`/api/:variant{jsond?}/members/:lifetime/:section/:filters/:sort/:count/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('members', p.variant, p.lifetime);
  const parsed = pathSchema.safeParse({ ...p, filters: p.filters.split('.'), page: fileSlots(p.slots) });
  if (lifetime === null || !parsed.success) return jsonError(c, 404, 'not_found');
  const rawSearch = c.req.query('search');
  const search = rawSearch === undefined ? undefined : searchTextSchema.safeParse(rawSearch);
  if (search && !search.success) return jsonError(c, 400, 'invalid_search');
  const q = parsed.data;
  const result = await loadCommunity(
    c,
    { sort: q.sort, page: q.page, filters: q.filters, search: search?.data },
    { bypass: lifetime === 0 },
  );
  if (q.page > 1 && result.items.length === 0) return jsonError(c, 404, 'not_found');
  return jsonRead(c, listBody('members', result.items.map(memberItem), result.total, 'members_not_found'), lifetime);
});
