// Listing counters rebuilt with the other counters: video totals per scope (video_list_counts) and view rankings
// (video_rankings). Each refresh upserts its rows stamped with `now` and then drops the rows it did not write,
// so a reader between the two statements sees the old or the new value, never an empty table.
import { TOP_COUNTRIES } from '../config/countries';
import { MAX_PAGE, PAGE_SIZE, TOP_COUNTRY_DAYS } from '../config/limits';
import { DURATION_CLASS_SQL, PUBLIC_VIDEO, type CountScope } from './video-listing';

const DAY_SECONDS = 86_400;

/** The ranking name of "popular today"; the other rankings are named by their country code. */
export const TODAY_RANKING = 'today';

/** Rankings keep as many videos as a listing may page through. */
const RANKING_DEPTH = MAX_PAGE * PAGE_SIZE;

/** Where each counted scope finds its id for a video row v. */
export const COUNT_SOURCES: Record<CountScope, { id: string; from: string }> = {
  all: { id: '0', from: 'videos v' },
  category: { id: 'l.category_id', from: 'video_categories l JOIN videos v ON v.video_id = l.video_id' },
  model: { id: 'l.model_id', from: 'video_models l JOIN videos v ON v.video_id = l.video_id' },
  channel: { id: 'v.channel_id', from: 'videos v' },
  uploader: { id: 'v.user_id', from: 'videos v' },
};

function refreshCounts(scope: CountScope, now: number): string {
  const { id, from } = COUNT_SOURCES[scope];
  // A constant in GROUP BY would name a result column: 'all' groups by section and duration only.
  const groups = [...(scope === 'all' ? [] : [id]), 'v.gender', DURATION_CLASS_SQL];
  return `INSERT INTO video_list_counts (scope, scope_id, gender, duration, videos, refreshed_at)
          SELECT '${scope}', ${id}, v.gender, ${DURATION_CLASS_SQL}, COUNT(*), ${now}
            FROM ${from} WHERE ${PUBLIC_VIDEO} AND ${id} IS NOT NULL
           GROUP BY ${groups.join(', ')}
          ON CONFLICT (scope, scope_id, gender, duration) DO UPDATE SET videos = excluded.videos, refreshed_at = excluded.refreshed_at`;
}

/**
 * Statements that add `delta` (1 or -1) to every list total a video counts in, for a video that just became public
 * or stopped being public (moderation, its owner): list totals follow at once instead of at the next refresh, which
 * recounts them anyway. Run them while the video is public (after it became so, before it stops being so).
 */
export function listingCountDeltaStatements(db: D1Database, videoId: number, delta: 1 | -1, now: number): D1PreparedStatement[] {
  return (Object.keys(COUNT_SOURCES) as CountScope[]).map((scope) => {
    const { id, from } = COUNT_SOURCES[scope];
    return db
      .prepare(
        `INSERT INTO video_list_counts (scope, scope_id, gender, duration, videos, refreshed_at)
         SELECT '${scope}', ${id}, v.gender, ${DURATION_CLASS_SQL}, MAX(0, ?2), ?3 FROM ${from} WHERE v.video_id = ?1 AND ${id} IS NOT NULL
         ON CONFLICT (scope, scope_id, gender, duration) DO UPDATE SET videos = MAX(0, video_list_counts.videos + ?2)`,
      )
      .bind(videoId, delta, now);
  });
}

/** Views of public videos summed per `ranking` over the days matching `days`, the best RANKING_DEPTH of each. */
function refreshRanking(ranking: string, days: string, now: number): string {
  return `INSERT INTO video_rankings (ranking, gender, video_id, views, refreshed_at)
          SELECT ranking, gender, video_id, views, ${now} FROM (
            SELECT ranking, gender, video_id, views,
                   ROW_NUMBER() OVER (PARTITION BY ranking, gender ORDER BY views DESC, video_id DESC) AS place
              FROM (SELECT ${ranking} AS ranking, v.gender, d.video_id, SUM(d.views) AS views
                      FROM video_views_daily d JOIN videos v ON v.video_id = d.video_id
                     WHERE ${days} AND ${PUBLIC_VIDEO}
                     GROUP BY ${ranking}, d.video_id))
           WHERE place <= ${RANKING_DEPTH}
          ON CONFLICT (ranking, gender, video_id) DO UPDATE SET views = excluded.views, refreshed_at = excluded.refreshed_at`;
}

/** The statements that rebuild the listing counters; run after the videos' own counters. */
export function listListingCounterRefreshes(now: number): string[] {
  const today = Math.floor(now / DAY_SECONDS);
  const countries = TOP_COUNTRIES.map((code) => `'${code}'`).join(', ');
  return [
    ...(Object.keys(COUNT_SOURCES) as CountScope[]).map((scope) => refreshCounts(scope, now)),
    `DELETE FROM video_list_counts WHERE refreshed_at <> ${now}`,
    refreshRanking('d.country', `d.country IN (${countries}) AND d.day >= ${today - TOP_COUNTRY_DAYS}`, now),
    refreshRanking(`'${TODAY_RANKING}'`, `d.day = ${today}`, now),
    `DELETE FROM video_rankings WHERE refreshed_at <> ${now}`,
  ];
}
