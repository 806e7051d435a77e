// Video search over the full-text index (migrations/0010_video_search.sql): a visitor's query becomes an FTS5
// expression of quoted phrases only, so no character of it is ever read as FTS syntax; results are ranked by bm25
// with the title weighted above tags and description, or ordered by one of the listing sorts.
import { MAX_PAGE } from '../config/limits';
import { CARD_COLUMNS, DATE_SECONDS, DURATION_SQL, PUBLIC_VIDEO, SORT_INDEX } from './video-listing';
import type { DateFilter, DurationFilter, Page, VideoCard } from './videos';
import type { VideoSort } from '../../views/urls';

export const SEARCH_SORTS = ['relevance', 'latest-updates', 'most-viewed', 'top-rated', 'longest', 'most-commented', 'most-popular'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** bm25 weights of the index columns: title, description, tags. */
const WEIGHTS = { title: 10, description: 1, tags: 4 };

/** The trigram index answers substrings of 3 characters or more; shorter ones match nothing. */
const MIN_PHRASE = 3;

/**
 * Turns a query into an FTS5 expression: NFKC-normalised (full-width Latin and half-width kana as typed elsewhere),
 * cut into words at anything that is not a letter, digit or mark, each word of 3+ characters a quoted phrase, all of
 * them required. When no word is long enough ("a b c"), the whole cleaned query is one phrase. Null when nothing
 * searchable is left (only punctuation, or under 3 characters).
 */
export function matchExpression(query: string): string | null {
  const cleaned = query.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim();
  const words = cleaned.split(' ').filter((word) => [...word].length >= MIN_PHRASE);
  const phrases = words.length > 0 ? words : [...cleaned].length >= MIN_PHRASE ? [cleaned] : [];
  if (phrases.length === 0) return null;
  return [...new Set(phrases)].map((phrase) => `"${phrase.replaceAll('"', '""')}"`).join(' ');
}

export interface VideoSearchQuery {
  query: string;
  gender: number;
  sort: SearchSort;
  page: number;
  perPage: number;
  duration?: DurationFilter;
  date?: DateFilter;
  now: number;
}

const RELEVANCE = `bm25(video_search, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.tags})`;

/**
 * Whether the title holds a searched word: bm25 over the title alone is below 0 exactly then. Titles come first
 * whatever bm25 says, since bm25 stops telling rows apart for a word found in half the catalogue (its idf bottoms
 * out and every row's score saturates alike, e.g. a popular category name in the tags).
 */
const IN_TITLE = 'bm25(video_search, 1, 0, 0) < 0';

/**
 * One page of results and their total. Like the listings, results stop at page MAX_PAGE, so a search looks at no
 * more matches than those pages show (MAX_PAGE × perPage):
 * - relevance puts title matches first, then ranks by bm25, the newest matches of the section and filters up to that
 *   many (all of them for any but the broadest words), so ranking costs the same for a word found in half the
 *   catalogue as for a rare one;
 * - a listing sort walks its sort index like the listing does and keeps the videos among the matches;
 * - the total counts the matches up to that many, and a page past them is empty.
 */
export async function searchVideos(db: D1Database, q: VideoSearchQuery): Promise<Page<VideoCard>> {
  const match = matchExpression(q.query);
  if (match === null || q.page > MAX_PAGE) return { items: [], total: 0 };
  const params: unknown[] = [match, q.gender];
  const filters = [PUBLIC_VIDEO, 'v.gender = ?2'];
  if (q.duration) filters.push(DURATION_SQL[q.duration]);
  if (q.date) {
    params.push(q.now - DATE_SECONDS[q.date]);
    filters.push(`v.post_date >= ?${params.length}`);
  }
  const where = filters.join(' AND ');
  const cap = MAX_PAGE * q.perPage;
  const matches = `video_search CROSS JOIN videos v ON v.video_id = video_search.rowid WHERE video_search MATCH ?1 AND ${where}`;
  const page = `LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`;
  const rows =
    q.sort === 'relevance'
      ? `WITH ranked AS (SELECT v.video_id AS id, ${IN_TITLE} AS in_title, ${RELEVANCE} AS score FROM ${matches}
                          ORDER BY video_search.rowid DESC LIMIT ${cap})
         SELECT ${CARD_COLUMNS} FROM ranked CROSS JOIN videos v ON v.video_id = ranked.id
          ORDER BY ranked.in_title DESC, ranked.score, ranked.id DESC ${page}`
      : `SELECT ${CARD_COLUMNS} FROM videos v
          WHERE ${where} AND v.video_id IN (SELECT rowid FROM video_search WHERE video_search MATCH ?1)
          ORDER BY ${SORT_INDEX[q.sort satisfies VideoSort].order} ${page}`;
  const [found, count] = await db.batch([
    db.prepare(rows).bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${matches} LIMIT ${cap})`).bind(...params),
  ]);
  return { items: found!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}
