// Writes of watched videos, in aggregate: one batch of statements per queue batch, never a row per request.
export interface ViewCount {
  videoId: number;
  country: string;
  day: number;
  views: number;
}

export interface MemberView {
  userId: number;
  videoId: number;
  watchedAt: number;
}

/** Adds views per video, country and day, the video totals, and members' history, in one D1 batch (one transaction). */
export async function addViews(db: D1Database, counts: readonly ViewCount[], members: readonly MemberView[]): Promise<void> {
  const perVideo = new Map<number, number>();
  for (const c of counts) perVideo.set(c.videoId, (perVideo.get(c.videoId) ?? 0) + c.views);
  const daily = db.prepare(
    `INSERT INTO video_views_daily (country, day, video_id, views)
     SELECT ?1, ?2, video_id, ?4 FROM videos WHERE video_id = ?3
     ON CONFLICT (country, day, video_id) DO UPDATE SET views = views + excluded.views`,
  );
  const total = db.prepare('UPDATE videos SET viewed = viewed + ?2 WHERE video_id = ?1');
  const history = db.prepare(
    `INSERT INTO history (user_id, video_id, watched_at)
     SELECT ?1, video_id, ?3 FROM videos WHERE video_id = ?2
     ON CONFLICT (user_id, video_id) DO UPDATE SET watched_at = MAX(watched_at, excluded.watched_at)`,
  );
  const statements = [
    ...counts.map((c) => daily.bind(c.country, c.day, c.videoId, c.views)),
    ...[...perVideo].map(([videoId, views]) => total.bind(videoId, views)),
    ...members.map((m) => history.bind(m.userId, m.videoId, m.watchedAt)),
  ];
  if (statements.length > 0) await db.batch(statements);
}
