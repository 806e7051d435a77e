// What moderators read and change on videos and albums: the queues of items awaiting moderation, one item with what
// it is made of and who sent it, the uploader's history, and the status changes (approve, reject, take down, restore)
// and edits, as statements for the batch that also writes the audit log and the list totals.
import { replaceVideoTextsStatements, type VideoText } from './video-texts';
import { TRUSTED_UPLOADER } from './member-admin';
import type { UploadKind } from './own-uploads';

export type ModeratedKind = UploadKind;

const TABLES = {
  video: { table: 'videos', key: 'video_id', categories: 'video_categories', picture: 'o.thumb' },
  album: { table: 'albums', key: 'album_id', categories: 'album_categories', picture: 'o.cover' },
} as const;

/** Awaiting moderation. */
export const PENDING = 0;

export interface QueueItem {
  id: number;
  title: string;
  post_date: number;
  user_id: number | null;
  username: string | null;
  picture: string | null;
  /** Seconds for a video, photos for an album. */
  size: number;
  /** Videos: the file to play, the preview clip and the timeline sprite's key (without .jpg), when made. */
  file_key: string | null;
  preview_key: string | null;
  timeline_key: string | null;
  /** The uploader's record: their live and rejected videos and albums, and reports about their videos. */
  uploader_live: number;
  uploader_rejected: number;
  uploader_reports: number;
}

/** What narrows a queue (each optional) and how it is ordered: oldest first, or trusted uploaders' items first. */
export interface QueueFilters {
  /** 0 straight, 1 shemale, 2 gay. */
  gender?: number;
  /** The uploader's username, in any case. */
  uploader?: string;
  /** Trusted uploaders' items only (true) or everyone else's (false). */
  trusted?: boolean;
  /** Items waiting since before this time (unix seconds). */
  sentBefore?: number;
  /** Videos someone reported (albums have no reports). */
  reported?: boolean;
  /** Items in this category (its dir). */
  category?: string;
  sort?: 'oldest' | 'trusted';
}

/** A queue's rows as filters narrow them: the FROM and WHERE clause, its values (from ?1), and the queue's order. */
function queueQuery(kind: ModeratedKind, filters: QueueFilters) {
  const { table, key } = TABLES[kind];
  const where = [`o.status_id = ${PENDING}`];
  const values: (string | number)[] = [];
  const bind = (value: string | number) => `?${values.push(value)}`;
  if (filters.gender !== undefined) where.push(`o.gender = ${bind(filters.gender)}`);
  if (filters.uploader) where.push(`u.username = ${bind(filters.uploader)} COLLATE NOCASE`);
  if (filters.trusted !== undefined) where.push(`${filters.trusted ? '' : 'NOT '}coalesce(u.status_id = ${TRUSTED_UPLOADER}, 0)`);
  if (filters.sentBefore !== undefined) where.push(`o.post_date < ${bind(filters.sentBefore)}`);
  if (filters.reported && kind === 'video') where.push('EXISTS (SELECT 1 FROM reports r WHERE r.video_id = o.video_id)');
  if (filters.category) {
    where.push(`EXISTS (SELECT 1 FROM ${TABLES[kind].categories} l JOIN categories c ON c.category_id = l.category_id WHERE l.${key} = o.${key} AND c.dir = ${bind(filters.category)})`);
  }
  const trust = (u: string) => `coalesce(${u}.status_id = ${TRUSTED_UPLOADER}, 0)`;
  return {
    from: `FROM ${table} o LEFT JOIN users u ON u.user_id = o.user_id WHERE ${where.join(' AND ')}`,
    values,
    bind,
    /** An item's place in the queue's order (the terms of a row value), for an item `o` sent by `u`. */
    rank: (o: string, u: string) => (filters.sort === 'trusted' ? `-${trust(u)}, ${o}.post_date, ${o}.${key}` : `${o}.post_date, ${o}.${key}`),
    order: filters.sort === 'trusted' ? `${trust('u')} DESC, o.post_date, o.${key}` : `o.post_date, o.${key}`,
  };
}

export async function listQueue(
  db: D1Database, kind: ModeratedKind, page: number, perPage: number, filters: QueueFilters = {},
): Promise<{ items: QueueItem[]; total: number }> {
  const { key, picture } = TABLES[kind];
  const media = kind === 'video'
    ? 'o.duration AS size, o.file_key, o.preview_key, o.timeline_key'
    : 'o.photos_amount AS size, NULL AS file_key, NULL AS preview_key, NULL AS timeline_key';
  const ofUploader = (status: string) => `(SELECT COUNT(*) FROM videos x WHERE x.user_id = o.user_id AND ${status})
      + (SELECT COUNT(*) FROM albums x WHERE x.user_id = o.user_id AND ${status})`;
  const { from, values, order } = queueQuery(kind, filters);
  const [rows, count] = await db.batch<QueueItem | { n: number }>([
    db.prepare(
      `SELECT o.${key} AS id, o.title, o.post_date, o.user_id, u.username, ${picture} AS picture, ${media},
              ${ofUploader('x.status_id = 1')} AS uploader_live, ${ofUploader('x.status_id = 4')} AS uploader_rejected,
              (SELECT COUNT(*) FROM reports r JOIN videos x ON x.video_id = r.video_id WHERE x.user_id = o.user_id) AS uploader_reports
         ${from} ORDER BY ${order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ).bind(...values),
    db.prepare(`SELECT COUNT(*) AS n ${from}`).bind(...values),
  ]);
  return { items: rows!.results as QueueItem[], total: (count!.results[0] as { n: number }).n };
}

/**
 * The item a moderator reviews after deciding `id`: the next one waiting in the queue as filtered and ordered, or,
 * past its end, the first one; null when nothing else waits there.
 */
export async function nextInQueue(db: D1Database, kind: ModeratedKind, id: number, filters: QueueFilters = {}): Promise<number | null> {
  const { table, key } = TABLES[kind];
  const { from, values, bind, rank, order } = queueQuery(kind, filters);
  const decided = bind(id);
  // Those after the decided item in the same order first, then from the start.
  const row = await db
    .prepare(
      `SELECT o.${key} AS id ${from} AND o.${key} <> ${decided}
        ORDER BY (${rank('o', 'u')}) > (SELECT ${rank('d', 'du')} FROM ${table} d LEFT JOIN users du ON du.user_id = d.user_id WHERE d.${key} = ${decided}) DESC,
                 ${order} LIMIT 1`,
    )
    .bind(...values)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function countPending(db: D1Database): Promise<{ videos: number; albums: number }> {
  return (await db
    .prepare(`SELECT (SELECT COUNT(*) FROM videos WHERE status_id = ${PENDING}) AS videos, (SELECT COUNT(*) FROM albums WHERE status_id = ${PENDING}) AS albums`)
    .first<{ videos: number; albums: number }>())!;
}

/** What a status change needs to know of each item: where it stands and whether it is private. */
export interface ItemState {
  id: number;
  status_id: number;
  status_reason: string | null;
  is_private: number;
  /** Its date in the lists: the upload's until approval, which dates it anew (an undo puts the upload's back). */
  post_date: number;
}

export async function readItemStates(db: D1Database, kind: ModeratedKind, ids: readonly number[]): Promise<ItemState[]> {
  const { table, key } = TABLES[kind];
  const { results } = await db
    .prepare(`SELECT ${key} AS id, status_id, status_reason, is_private, post_date FROM ${table} WHERE ${key} IN (${ids.map((_, i) => `?${i + 1}`).join(', ')})`)
    .bind(...ids)
    .all<ItemState>();
  return results;
}

export interface ModerationItem {
  id: number;
  dir: string;
  title: string;
  description: string;
  status_id: number;
  status_reason: string | null;
  moderation_note: string | null;
  is_private: number;
  gender: number;
  post_date: number;
  user_id: number | null;
  username: string | null;
  picture: string | null;
  /** Videos: the file, its size, the timeline, the frames proposed as posters and the folder they are in. */
  file_key: string | null;
  duration: number;
  width: number;
  height: number;
  timeline_key: string | null;
  poster_candidates: number;
  media_prefix: string | null;
  /** An embedded partner video's partner and embed address (docs/import.md); null otherwise. */
  ex_tube: string | null;
  ex_url: string | null;
  /** Videos: the language of the title and description above; null for albums. */
  original_lang: string | null;
}

export interface ModerationDetail extends ModerationItem {
  categories: { dir: string; title: string }[];
  models: string[];
  photos: string[];
  /** Videos: the title and description in other languages. */
  texts: VideoText[];
}

/** One video or album in any state, with its categories (titles in `lang`), models and photos. */
export async function readModerationItem(db: D1Database, kind: ModeratedKind, id: number, lang: string): Promise<ModerationDetail | null> {
  const { table, key, categories, picture } = TABLES[kind];
  const videoColumns = kind === 'video'
    ? 'o.file_key, o.duration, o.width, o.height, o.timeline_key, o.poster_candidates, o.ex_tube, o.url AS ex_url, o.lang AS original_lang'
    : 'NULL AS file_key, 0 AS duration, 0 AS width, 0 AS height, NULL AS timeline_key, 0 AS poster_candidates, NULL AS ex_tube, NULL AS ex_url, ' +
      'NULL AS original_lang';
  const [item, cats, models, photos, texts] = await db.batch([
    db.prepare(
      `SELECT o.${key} AS id, o.dir, o.title, o.description, o.status_id, o.status_reason, o.moderation_note, o.is_private, o.gender,
              o.post_date, o.user_id, u.username, ${picture} AS picture, ${videoColumns},
              (SELECT j.media_prefix FROM jobs j WHERE j.kind = '${kind}' AND j.object_id = o.${key} ORDER BY j.job_id DESC LIMIT 1) AS media_prefix
         FROM ${table} o LEFT JOIN users u ON u.user_id = o.user_id WHERE o.${key} = ?1`,
    ).bind(id),
    db.prepare(
      `SELECT c.dir, COALESCE(t.title, e.title, c.dir) AS title FROM ${categories} l JOIN categories c ON c.category_id = l.category_id
         LEFT JOIN category_titles t ON t.category_id = c.category_id AND t.lang = ?2
         LEFT JOIN category_titles e ON e.category_id = c.category_id AND e.lang = 'en'
        WHERE l.${key} = ?1 ORDER BY title`,
    ).bind(id, lang),
    kind === 'video'
      ? db.prepare('SELECT m.title FROM video_models l JOIN models m ON m.model_id = l.model_id WHERE l.video_id = ?1 ORDER BY m.title').bind(id)
      : db.prepare('SELECT NULL AS title WHERE 0'),
    kind === 'album'
      ? db.prepare('SELECT image FROM photos WHERE album_id = ?1 ORDER BY position').bind(id)
      : db.prepare('SELECT NULL AS image WHERE 0'),
    kind === 'video'
      ? db.prepare('SELECT lang, title, dir, description FROM video_texts WHERE video_id = ?1 ORDER BY lang').bind(id)
      : db.prepare('SELECT NULL AS lang WHERE 0'),
  ]);
  const row = item!.results[0] as ModerationItem | undefined;
  if (!row) return null;
  return {
    ...row,
    categories: cats!.results as { dir: string; title: string }[],
    models: (models!.results as { title: string }[]).map((model) => model.title),
    photos: (photos!.results as { image: string }[]).map((photo) => photo.image),
    texts: texts!.results as VideoText[],
  };
}

export interface UploaderHistory {
  live: number;
  pending: number;
  rejected: number;
  takenDown: number;
  /** Reports naming one of the uploader's videos. */
  reports: number;
  /** The latest rejections and take-downs of their videos and albums. */
  refusals: { kind: ModeratedKind; id: number; title: string; status_id: number; status_reason: string | null; moderation_note: string | null }[];
}

const REFUSALS_SHOWN = 10;

export async function readUploaderHistory(db: D1Database, userId: number): Promise<UploaderHistory> {
  const [counts, reports, refusals] = await db.batch([
    db.prepare(
      `SELECT SUM(status_id = 1) AS live, SUM(status_id = 0) AS pending, SUM(status_id = 4) AS rejected,
              SUM(status_id = 5 AND status_reason = 'taken_down') AS taken_down
         FROM (SELECT status_id, status_reason FROM videos WHERE user_id = ?1
               UNION ALL SELECT status_id, status_reason FROM albums WHERE user_id = ?1)`,
    ).bind(userId),
    db.prepare('SELECT COUNT(*) AS n FROM reports r JOIN videos v ON v.video_id = r.video_id WHERE v.user_id = ?1').bind(userId),
    db.prepare(
      `SELECT * FROM (
         SELECT 'video' AS kind, video_id AS id, title, status_id, status_reason, moderation_note, post_date FROM videos
          WHERE user_id = ?1 AND (status_id = 4 OR (status_id = 5 AND status_reason = 'taken_down'))
         UNION ALL
         SELECT 'album', album_id, title, status_id, status_reason, moderation_note, post_date FROM albums WHERE user_id = ?1 AND status_id = 4)
        ORDER BY post_date DESC LIMIT ${REFUSALS_SHOWN}`,
    ).bind(userId),
  ]);
  const c = counts!.results[0] as { live: number | null; pending: number | null; rejected: number | null; taken_down: number | null };
  return {
    live: c.live ?? 0, pending: c.pending ?? 0, rejected: c.rejected ?? 0, takenDown: c.taken_down ?? 0,
    reports: (reports!.results[0] as { n: number }).n,
    refusals: refusals!.results as UploaderHistory['refusals'],
  };
}

export interface StatusChange {
  to: number;
  /** The reason's code (status_reason) and the moderator's words; both null clear them. */
  reason: string | null;
  note: string | null;
  /** An approval publishes the item now: at the top of the latest updates. */
  publishedAt?: number;
}

/** Moves an item from the state `from` to `change.to`; the statement changes nothing when the item has moved on. */
export function statusChangeStatement(db: D1Database, kind: ModeratedKind, id: number, from: number, change: StatusChange): D1PreparedStatement {
  const { table, key } = TABLES[kind];
  const date = change.publishedAt === undefined ? '' : ', post_date = ?6';
  return db
    .prepare(`UPDATE ${table} SET status_id = ?3, status_reason = ?4, moderation_note = ?5${date} WHERE ${key} = ?1 AND status_id = ?2`)
    .bind(id, from, change.to, change.reason, change.note, ...(change.publishedAt === undefined ? [] : [change.publishedAt]));
}

export interface ItemEdit {
  title: string;
  description: string;
  categoryIds: number[];
  /** Videos only: its models, and its title and description in other languages. */
  modelIds: number[];
  /** Left as they are when absent (an owner's edit). */
  texts?: readonly VideoText[];
}

/** Statements replacing an item's title, description, categories and (videos) models and texts in other languages. */
export function editStatements(db: D1Database, kind: ModeratedKind, id: number, edit: ItemEdit): D1PreparedStatement[] {
  const { table, key, categories } = TABLES[kind];
  const statements = [
    db.prepare(`UPDATE ${table} SET title = ?2, description = ?3 WHERE ${key} = ?1`).bind(id, edit.title, edit.description),
    db.prepare(`DELETE FROM ${categories} WHERE ${key} = ?1`).bind(id),
    ...edit.categoryIds.map((categoryId) => db.prepare(`INSERT INTO ${categories} (category_id, ${key}) VALUES (?1, ?2)`).bind(categoryId, id)),
  ];
  if (kind === 'video') {
    statements.push(db.prepare('DELETE FROM video_models WHERE video_id = ?1').bind(id));
    for (const modelId of edit.modelIds) statements.push(db.prepare('INSERT INTO video_models (model_id, video_id) VALUES (?1, ?2)').bind(modelId, id));
    if (edit.texts) statements.push(...replaceVideoTextsStatements(db, id, edit.texts));
  }
  return statements;
}

/** The ids of categories by dir. */
export async function categoryIds(db: D1Database, dirs: readonly string[]): Promise<number[]> {
  if (dirs.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT category_id FROM categories WHERE dir IN (${dirs.map((_, i) => `?${i + 1}`).join(', ')})`)
    .bind(...dirs)
    .all<{ category_id: number }>();
  return results.map((row) => row.category_id);
}
