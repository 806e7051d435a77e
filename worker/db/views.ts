// Writes of watched videos: each queue batch marks the views that count (once per visitor and video in the window,
// within the per-address ceilings), adds only those to the daily counts and video totals, and records members' history.
import { DAY_SECONDS } from '../config/limits';
import { HOUR_SECONDS, VIEW_WINDOW_SECONDS, VIEWS_PER_ADDRESS_AND_VIDEO, VIEWS_PER_ADDRESS_HOUR } from '../config/views';

export interface ViewMark {
  videoId: number;
  /** `u{userId}` or `a{hash}` (worker/stats/visitor.ts). */
  visitor: string;
  /** A salted hash of the client address. */
  address: string;
  country: string;
  /** Unix seconds of the view. */
  at: number;
}

export interface MemberView {
  userId: number;
  videoId: number;
  watchedAt: number;
}

/**
 * Marks a view as counted when the video exists, the visitor has no counted view of it within the window either side
 * (queue batches may arrive out of order), and the address is under both ceilings. One statement, so no other batch
 * can slip in between the checks and the write.
 */
const MARK_VIEW = `INSERT INTO view_marks (visitor, video_id, address, country, counted_at, batch)
  SELECT ?1, video_id, ?3, ?4, ?5, ?6 FROM videos
  WHERE video_id = ?2
    AND NOT EXISTS (SELECT 1 FROM view_marks WHERE visitor = ?1 AND video_id = ?2 AND counted_at > ?5 - ?7 AND counted_at < ?5 + ?7)
    AND (SELECT COUNT(*) FROM view_marks WHERE address = ?3 AND video_id = ?2 AND counted_at > ?5 - ?7) < ?8
    AND (SELECT COUNT(*) FROM view_marks WHERE address = ?3 AND counted_at > ?5 - ?9) < ?10`;

// The day is written into the SQL: D1 binds every number as REAL, and an integer division needs an integer.
const ADD_DAILY = `INSERT INTO video_views_daily (country, day, video_id, views)
  SELECT country, counted_at / ${DAY_SECONDS}, video_id, COUNT(*) FROM view_marks WHERE batch = ?1
  GROUP BY country, counted_at / ${DAY_SECONDS}, video_id
  ON CONFLICT (country, day, video_id) DO UPDATE SET views = views + excluded.views`;

const ADD_TOTALS = `UPDATE videos SET viewed = viewed + counted.views
  FROM (SELECT video_id, COUNT(*) AS views FROM view_marks WHERE batch = ?1 GROUP BY video_id) AS counted
  WHERE videos.video_id = counted.video_id`;

const RECORD_HISTORY = `INSERT INTO history (user_id, video_id, watched_at)
  SELECT ?1, video_id, ?3 FROM videos WHERE video_id = ?2
  ON CONFLICT (user_id, video_id) DO UPDATE SET watched_at = MAX(watched_at, excluded.watched_at)`;

/**
 * One D1 batch (one transaction): a mark per view, then the marks of this batch (`batchId`) added to the counters and
 * let go, then members' history, counted or not. A batch that fails leaves nothing; a batch delivered twice counts once.
 */
export async function addViews(db: D1Database, batchId: string, views: readonly ViewMark[], members: readonly MemberView[]): Promise<void> {
  if (views.length === 0 && members.length === 0) return;
  const mark = db.prepare(MARK_VIEW);
  const history = db.prepare(RECORD_HISTORY);
  await db.batch([
    ...views.map((v) =>
      mark.bind(v.visitor, v.videoId, v.address, v.country, v.at, batchId, VIEW_WINDOW_SECONDS, VIEWS_PER_ADDRESS_AND_VIDEO, HOUR_SECONDS, VIEWS_PER_ADDRESS_HOUR),
    ),
    db.prepare(ADD_DAILY).bind(batchId),
    db.prepare(ADD_TOTALS).bind(batchId),
    db.prepare('UPDATE view_marks SET batch = NULL WHERE batch = ?1').bind(batchId),
    ...members.map((m) => history.bind(m.userId, m.videoId, m.watchedAt)),
  ]);
}

/** Drops marks counted before `before`: they no longer hold back any view. */
export async function deleteViewMarksBefore(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM view_marks WHERE counted_at < ?1').bind(before).run();
}
