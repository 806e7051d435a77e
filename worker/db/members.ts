// Members: the community list, a member's profile and the lists shown on their pages.
import type { MemberSort } from '../domain/vocabularies';
import { MEMBER_OPEN, USER_VISIBLE, type UserVisible } from './member-visibility';
import { containsNeedle, type Page, type VideoCard } from './videos';
import { CARD_COLUMNS } from './video-listing';
import { MEMBER_GENDERS, RELATIONSHIPS, ORIENTATIONS } from '../domain/vocabularies';

export interface MemberCard {
  user_id: number;
  username: string;
  avatar: string | null;
  /** Its square card sizes' stem, or null. */
  avatar_set: string | null;
  country: string | null;
  gender: string | null;
  videos_count: number;
  subscribers_count: number;
}

export interface MemberDetail extends MemberCard {
  status_id: number;
  cover: string | null;
  birth_date: string | null;
  relationship: string | null;
  orientation: string | null;
  education: string | null;
  website: string | null;
  about: string;
  hidden_lists: string;
  videos_viewed: number;
  created_at: number;
}


export interface MemberFilters {
  country?: string;
  gender?: (typeof MEMBER_GENDERS)[number];
  age?: '18-21' | '22-29' | '30-39' | '40+';
  relationship?: (typeof RELATIONSHIPS)[number];
  orientation?: (typeof ORIENTATIONS)[number];
  avatar?: boolean;
}

export const MEMBER_CARD_COLUMNS = 'u.user_id, u.username, u.avatar, u.avatar_set, u.country, u.gender, u.videos_count, u.subscribers_count';
const ORDER_BY: Record<MemberSort, string> = {
  recent: 'u.created_at DESC, u.user_id DESC',
  'count-subs': 'u.subscribers_count DESC, u.user_id DESC',
  'count-videos': 'u.videos_count DESC, u.user_id DESC',
  'latest-updates': 'u.last_upload_at DESC, u.user_id DESC',
  'most-popular-videos': 'u.videos_viewed DESC, u.user_id DESC',
};

export async function listMembers(
  db: D1Database,
  q: { sort: MemberSort; page: number; perPage: number; filters: MemberFilters; today: string; search?: string },
): Promise<Page<MemberCard>> {
  const params: unknown[] = [];
  const where = ['u.status_id <> 0'];
  const f = q.filters;
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`${column} = ?${params.length}`);
  };
  equal('u.country', f.country);
  equal('u.gender', f.gender);
  equal('u.relationship', f.relationship);
  equal('u.orientation', f.orientation);
  if (f.avatar) where.push('u.avatar IS NOT NULL');
  if (q.search !== undefined) {
    params.push(containsNeedle(q.search));
    where.push(`instr(lower(u.username), ?${params.length}) > 0`);
  }
  if (q.sort === 'latest-updates') where.push('u.last_upload_at IS NOT NULL');
  if (f.age) {
    const [low, high] = f.age === '40+' ? [40, 200] : (f.age.split('-').map(Number) as [number, number]);
    // Born between (today - high - 1 years, today - low years]: ages low..high inclusive.
    params.push(`-${high + 1} years`, `-${low} years`, q.today);
    const n = params.length;
    where.push(`u.birth_date > date(?${n}, ?${n - 2}) AND u.birth_date <= date(?${n}, ?${n - 1})`);
  }
  const whereSql = where.join(' AND ');
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${MEMBER_CARD_COLUMNS} FROM users u WHERE ${whereSql} ORDER BY ${ORDER_BY[q.sort]}
          LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM users u WHERE ${whereSql}`).bind(...params),
  ]);
  return { items: rows!.results as MemberCard[], total: (count!.results[0] as { total: number }).total };
}

export async function readMember(db: D1Database, userId: number): Promise<MemberDetail | null> {
  return db
    .prepare(
      `SELECT ${MEMBER_CARD_COLUMNS}, u.status_id, u.cover, u.birth_date, u.relationship, u.orientation, u.education,
              u.website, u.about, u.hidden_lists, u.videos_viewed, u.created_at
         FROM users u WHERE u.user_id = ?1 AND u.status_id <> 0`,
    )
    .bind(userId)
    .first<MemberDetail>();
}

export type MemberVideoList = 'uploaded_videos' | 'favourite_videos' | 'history' | 'watch_later_videos';

/** FROM/WHERE/ORDER of each member video list; ?1 is the member. Private videos only for the owner. */
const MEMBER_LIST_SQL: Record<MemberVideoList, { from: string; order: string }> = {
  uploaded_videos: { from: 'videos v WHERE v.user_id = ?1 AND v.status_id = 1', order: 'v.post_date DESC, v.video_id DESC' },
  favourite_videos: {
    from: 'favourites l JOIN videos v ON v.video_id = l.video_id WHERE l.user_id = ?1 AND v.status_id = 1',
    order: 'l.added_at DESC',
  },
  watch_later_videos: {
    from: 'watch_later l JOIN videos v ON v.video_id = l.video_id WHERE l.user_id = ?1 AND v.status_id = 1',
    order: 'l.added_at DESC',
  },
  history: {
    from: 'history l JOIN videos v ON v.video_id = l.video_id WHERE l.user_id = ?1 AND v.status_id = 1',
    order: 'l.watched_at DESC',
  },
};

export async function listMemberVideos(
  db: D1Database,
  q: { userId: number; list: MemberVideoList; includePrivate: boolean; page: number; perPage: number },
): Promise<Page<VideoCard>> {
  const sql = MEMBER_LIST_SQL[q.list];
  const from = q.includePrivate ? sql.from : `${sql.from} AND v.is_private = 0`;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${CARD_COLUMNS} FROM ${from} ORDER BY ${sql.order} LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`)
      .bind(q.userId),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from}`).bind(q.userId),
  ]);
  return { items: rows!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}

/** A member's accepted friends, whichever side asked. */
export async function listFriends(db: D1Database, q: { userId: number; page: number; perPage: number }): Promise<Page<MemberCard>> {
  const from = `friends f JOIN users u ON u.user_id = CASE WHEN f.user_id = ?1 THEN f.friend_id ELSE f.user_id END
    WHERE (f.user_id = ?1 OR f.friend_id = ?1) AND f.status = 'accepted' AND u.status_id <> 0`;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${MEMBER_CARD_COLUMNS} FROM ${from} ORDER BY f.updated_at DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`)
      .bind(q.userId),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from}`).bind(q.userId),
  ]);
  return { items: rows!.results as MemberCard[], total: (count!.results[0] as { total: number }).total };
}

export interface Subscription {
  target_type: 'channel' | 'model' | 'member';
  target_id: number;
  dir: string | null;
  title: string;
  thumb: string | null;
  /** 0 for a member whose profile is hidden; channels and models are always 1. */
  visible: UserVisible;
}

export async function listSubscriptions(db: D1Database, userId: number): Promise<Subscription[]> {
  const { results } = await db
    .prepare(
      `SELECT s.target_type, s.target_id,
              COALESCE(ch.dir, m.dir) AS dir,
              COALESCE(ch.title, m.title, u.username) AS title,
              COALESCE(ch.thumb, m.thumb, u.avatar) AS thumb,
              COALESCE(${MEMBER_OPEN}, 1) AS visible
         FROM subscriptions s
         LEFT JOIN channels ch ON s.target_type = 'channel' AND ch.channel_id = s.target_id
         LEFT JOIN models m ON s.target_type = 'model' AND m.model_id = s.target_id
         LEFT JOIN users u ON s.target_type = 'member' AND u.user_id = s.target_id
        WHERE s.user_id = ?1 AND COALESCE(ch.title, m.title, u.username) IS NOT NULL
        ORDER BY s.created_at DESC`,
    )
    .bind(userId)
    .all<Subscription>();
  return results;
}

export interface WallPost {
  post_id: number;
  user_id: number;
  username: string;
  user_visible: UserVisible;
  avatar: string | null;
  /** Its square card sizes' stem, or null. */
  avatar_set: string | null;
  body: string;
  created_at: number;
}

export async function listWallPosts(
  db: D1Database,
  q: { wallType: 'member' | 'model'; wallId: number; page: number; perPage: number },
): Promise<Page<WallPost>> {
  const from = `wall_posts w JOIN users u ON u.user_id = w.user_id WHERE w.wall_type = ?1 AND w.wall_id = ?2`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT w.post_id, w.user_id, u.username, ${USER_VISIBLE}, u.avatar, u.avatar_set, w.body, w.created_at FROM ${from}
          ORDER BY w.created_at DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.wallType, q.wallId),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from}`).bind(q.wallType, q.wallId),
  ]);
  return { items: rows!.results as WallPost[], total: (count!.results[0] as { total: number }).total };
}
