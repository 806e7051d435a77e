// The community (members list) through the cache: /community/{sort}/{page}/ and /api/json/members/... load it here, under one key.
import type { Context } from 'hono';
import type { MemberSort } from '../domain/vocabularies';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { MEMBERS_PAGE_SIZE } from '../config/limits';
import { listMembers, type MemberCard, type MemberFilters } from '../db/members';
import type { Page } from '../db/videos';
import type { AppEnv } from '../env';
import { keepPage } from './slots';

export interface CommunityQuery {
  sort: MemberSort;
  page: number;
  filters: MemberFilters;
  /** A username substring (3 to 69 characters). */
  search?: string;
}

/**
 * The filt slot: the seven member filter fields of spec section 3 in order (country, gender, age, relationship,
 * avatar, orientation, object_id), "all" (or 0) where a field is not used: "filt.JP.female.all.all.1.all.0".
 */
export function memberFilterSlot(f: MemberFilters): string {
  const any = (value: string | undefined) => value ?? 'all';
  return ['filt', any(f.country), any(f.gender), any(f.age), any(f.relationship), f.avatar ? 1 : 0, any(f.orientation), 0].join('.');
}

export function loadCommunity(c: Context<AppEnv>, q: CommunityQuery, options: CacheOptions = {}): Promise<Page<MemberCard>> {
  const key = cacheKey('members', 'all', memberFilterSlot(q.filters), q.sort, MEMBERS_PAGE_SIZE, q.page);
  const load = () =>
    listMembers(c.env.DB, {
      sort: q.sort, page: q.page, perPage: MEMBERS_PAGE_SIZE, filters: q.filters, search: q.search,
      today: new Date().toISOString().slice(0, 10),
    });
  // Search terms are not kept: each would be an entry of its own that anyone could add.
  return cached(c, 'members', key, load, { bypass: options.bypass || q.search !== undefined, store: keepPage(q.page) });
}
