// GET /api/json/{playlists|albums}/{lifetime}/{sort}/{count}/{section}.{page}.{gender}.{object_id}.json and its
// jsond twin: one grammar for both collection lists, answered from the loaders and cache entries their pages use.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { CacheOptions } from '../cache/read-through';
import { PAGE_SIZE } from '../config/limits';
import { SECTIONS, sectionGender } from '../domain/vocabularies';
import type { Page } from '../db/videos';
import type { AppEnv } from '../env';
import type { CollectionQuery } from '../loaders/collection-list';
import { loadMember, visibleTabs } from '../loaders/member';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, idSlot, pageSlot, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

/** "all.{page}.{gender}.0": the public list of a section; "member.{page}.all.{user_id}": one member's public items. */
const scopeSlots = z.union([
  z.tuple([z.literal('all'), pageSlot, z.enum(SECTIONS), z.literal('0')])
    .transform(([, page, gender]) => ({ page, scope: { kind: 'all' as const, gender: sectionGender(gender) } })),
  z.tuple([z.literal('member'), pageSlot, z.literal('all'), idSlot])
    .transform(([, page, , userId]) => ({ page, scope: { kind: 'member' as const, userId } })),
]);

export function collectionListApi<S extends string, T>(o: {
  endpoint: 'playlists' | 'albums';
  sorts: readonly [S, ...S[]];
  load: (c: Context<AppEnv>, q: CollectionQuery<S>, options: CacheOptions) => Promise<Page<T>>;
  item: (row: T) => unknown;
  emptyCode: string;
}) {
  const sortSchema = z.enum(o.sorts);
  const api = new Hono<AppEnv>();
  api.get(`/api/:variant{jsond?}/${o.endpoint}/:lifetime/:sort/:count/${SLOTS_FILE}`, async (c) => {
    const p = c.req.param();
    const lifetime = variantLifetime(o.endpoint, p.variant, p.lifetime);
    const sort = sortSchema.safeParse(p.sort);
    const slots = scopeSlots.safeParse(fileSlots(p.slots));
    if (lifetime === null || !sort.success || p.count !== String(PAGE_SIZE) || !slots.success) return jsonError(c, 404, 'not_found');
    const bypass = lifetime === 0;
    const { page, scope } = slots.data;
    let query: CollectionQuery<S>;
    if (scope.kind === 'member') {
      // A member's items come newest first, and only for a member who exists and shows the list.
      if (sort.data !== 'latest-updates') return jsonError(c, 404, 'not_found');
      const member = await loadMember(c, scope.userId, { bypass });
      if (!member) return jsonError(c, 404, 'not_found');
      if (!visibleTabs(member, null).includes(o.endpoint)) return jsonError(c, 403, 'no_permission');
      query = { scope, sort: 'latest-updates', page };
    } else {
      query = { scope, sort: sort.data, page };
    }
    const result = await o.load(c, query, { bypass });
    if (page > 1 && result.items.length === 0) return jsonError(c, 404, 'not_found');
    return jsonRead(c, listBody(o.endpoint, result.items.map(o.item), result.total, o.emptyCode), lifetime);
  });
  return api;
}
