// Video search over two full-text indexes: video_search (migrations/0010_video_search.sql, trigrams: any word of 3+
// characters, in any script, as a substring) and video_bigrams (0017_cjk_search.sql, the bigrams of Japanese, Chinese
// and Korean text: a word of 2 such characters, such as 東京 or 온천). A visitor's query becomes one FTS5 expression of
// quoted phrases per index, so no character of it is ever read as FTS syntax; every word is required, each in the
// index that can answer it, and a query mixing both ("東京 onsen") keeps the trigram matches found among the bigram
// ones.
//
// Order: relevance puts title matches first, then ranks by bm25 (the title weighted above tags and description, the
// same weights in both indexes; a query in both sums their scores), then the newest, over the newest matches of the
// section and filters up to the pages a list shows; a listing sort orders all matches like the listing does.
import { MAX_PAGE } from '../config/limits';
import { isCjkText } from '../config/cjk';
import { CARD_COLUMNS, DATE_SECONDS, DURATION_SQL, PUBLIC_VIDEO, SORT_INDEX } from './video-listing';
import type { DateFilter, DurationFilter, Page, VideoCard } from './videos';
import type { VideoSort } from '../../views/urls';

export const SEARCH_SORTS = ['relevance', 'latest-updates', 'most-viewed', 'top-rated', 'longest', 'most-commented', 'most-popular'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The full-text tables, and the shortest word each answers: trigrams need 3 characters, CJK bigrams 2. */
const INDEXES = {
  trigram: { table: 'video_search', minWord: 3 },
  bigram: { table: 'video_bigrams', minWord: 2 },
} as const;
export type SearchIndex = keyof typeof INDEXES;

/** The FTS5 expression of a query in each index that has words of it. */
export type MatchExpressions = Partial<Record<SearchIndex, string>>;

/** bm25 weights of the index columns: title, description, tags. */
const WEIGHTS = { title: 10, description: 1, tags: 4 };

const length = (text: string) => [...text].length;

/** The index a word is searched in: 3+ characters in the trigrams, 2 CJK characters in the bigrams, else none. */
function indexOfWord(word: string): SearchIndex | null {
  if (length(word) >= INDEXES.trigram.minWord) return 'trigram';
  return length(word) === INDEXES.bigram.minWord && isCjkText(word) ? 'bigram' : null;
}

const phrases = (words: readonly string[]) => words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');

/**
 * Turns a query into FTS5 expressions: NFKC-normalised (full-width Latin and half-width kana as typed elsewhere),
 * cut into words at anything that is not a letter, digit or mark, each word a quoted phrase in the index that can
 * answer it (indexOfWord), all of them required. Shorter words are left out; when no word is left ("a b c"), the
 * whole cleaned query is one trigram phrase. Null when nothing searchable is left (only punctuation, "ab").
 */
export function matchExpressions(query: string): MatchExpressions | null {
  const cleaned = query.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim();
  const words: Record<SearchIndex, string[]> = { trigram: [], bigram: [] };
  for (const word of new Set(cleaned.split(' '))) {
    const index = indexOfWord(word);
    if (index) words[index].push(word);
  }
  const none = words.trigram.length === 0 && words.bigram.length === 0;
  if (none && length(cleaned) >= INDEXES.trigram.minWord) words.trigram.push(cleaned);
  const expressions: MatchExpressions = {};
  for (const index of Object.keys(words) as SearchIndex[]) {
    if (words[index].length > 0) expressions[index] = phrases(words[index]);
  }
  return Object.keys(expressions).length > 0 ? expressions : null;
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

const relevance = (table: string) => `bm25(${table}, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.tags})`;

/**
 * Whether the title holds a searched word: bm25 over the title alone is below 0 exactly then. Titles come first
 * whatever bm25 says, since bm25 stops telling rows apart for a word found in half the catalogue (its idf bottoms
 * out and every row's score saturates alike, e.g. a popular category name in the tags).
 */
const inTitle = (table: string) => `bm25(${table}, 1, 0, 0) < 0`;

/**
 * One page of results and their total. Like the listings, results stop at page MAX_PAGE, so a search looks at no
 * more matches than those pages show (MAX_PAGE × perPage):
 * - relevance ranks the newest matches of the section and filters up to that many (all of them for any but the
 *   broadest words), so ranking costs the same for a word found in half the catalogue as for a rare one. The page
 *   and the total come from one statement, which reads the index once: the matches are filtered through the narrow
 *   videos_search_filter index, ranked, counted (a window over them) and only the page's rows read from videos;
 * - a listing sort walks its sort index like the listing does and keeps the videos among the matches;
 * - the total counts the matches up to that many, and a page past them is empty.
 * What stays proportional to the catalogue is bm25's idf: FTS5 counts every row holding each phrase before it scores
 * one, so a word found in half of 300,000 videos ("karaoke", a big category's name in the tags) costs a pass over
 * 150,000 rows (about 30 ms here) whatever the page; everything else reads at most the window.
 * A query in both indexes walks the trigram matches newest first and finds each in the bigram matches, read once
 * with their scores (FTS5 would parse and run the bigram query again for every row probed by rowid).
 */
export async function searchVideos(db: D1Database, q: VideoSearchQuery): Promise<Page<VideoCard>> {
  const expressions = matchExpressions(q.query);
  if (expressions === null || q.page > MAX_PAGE) return { items: [], total: 0 };
  const searched = (Object.keys(expressions) as SearchIndex[]).map((index) => INDEXES[index].table);
  const params: unknown[] = [...Object.values(expressions)];
  const matchSql = searched.map((table, i) => `${table} MATCH ?${i + 1}`);
  params.push(q.gender);
  const filters = [PUBLIC_VIDEO, `v.gender = ?${params.length}`];
  if (q.duration) filters.push(DURATION_SQL[q.duration]);
  if (q.date) {
    params.push(q.now - DATE_SECONDS[q.date]);
    filters.push(`v.post_date >= ?${params.length}`);
  }
  const where = filters.join(' AND ');
  const cap = MAX_PAGE * q.perPage;
  /** The conditions that a row id is among the matches of each index. */
  const inMatches = (column: string) =>
    searched.map((table, i) => `${column} IN (SELECT rowid FROM ${table} WHERE ${matchSql[i]})`);
  const [driver, probed] = searched as [string, string | undefined];
  const count = db
    .prepare(
      `SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${driver}
                CROSS JOIN videos v INDEXED BY videos_search_filter ON v.video_id = ${driver}.rowid
        WHERE ${[matchSql[0], ...inMatches(`${driver}.rowid`).slice(1), where].join(' AND ')} LIMIT ${cap})`,
    )
    .bind(...params);
  const page = `LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`;

  if (q.sort !== 'relevance') {
    const sort = SORT_INDEX[q.sort satisfies VideoSort];
    const rows = db.prepare(
      `SELECT ${CARD_COLUMNS} FROM videos v INDEXED BY ${sort.index}
        WHERE ${[where, ...inMatches('v.video_id')].join(' AND ')} ORDER BY ${sort.order} ${page}`,
    );
    const [found, counted] = await db.batch([rows.bind(...params), count]);
    return { items: found!.results as VideoCard[], total: (counted!.results[0] as { total: number }).total };
  }

  const probedScores = probed
    ? `probed AS MATERIALIZED (SELECT rowid AS id, ${inTitle(probed)} AS in_title, ${relevance(probed)} AS score
                                FROM ${probed} WHERE ${matchSql[1]}),`
    : '';
  const { results } = await db
    .prepare(
      `WITH ${probedScores}
       ranked AS (SELECT v.video_id AS id, (${inTitle(driver)}${probed ? ' OR probed.in_title' : ''}) AS in_title,
                         ${relevance(driver)}${probed ? ' + probed.score' : ''} AS score
                    FROM ${driver}${probed ? ` CROSS JOIN probed ON probed.id = ${driver}.rowid` : ''}
                   CROSS JOIN videos v INDEXED BY videos_search_filter ON v.video_id = ${driver}.rowid
                   WHERE ${matchSql[0]} AND ${where} ORDER BY ${driver}.rowid DESC LIMIT ${cap})
       SELECT ${CARD_COLUMNS}, found.total
         FROM (SELECT id, in_title, score, COUNT(*) OVER () AS total FROM ranked
                ORDER BY in_title DESC, score, id DESC ${page}) AS found
        CROSS JOIN videos v ON v.video_id = found.id
        ORDER BY found.in_title DESC, found.score, found.id DESC`,
    )
    .bind(...params)
    .all<VideoCard & { total: number }>();
  const items = results.map(({ total: _total, ...card }) => card);
  // A page past the matches has no row to carry the total: only then is it counted apart.
  const total = results[0]?.total ?? (q.page === 1 ? 0 : (await count.first<{ total: number }>())!.total);
  return { items, total };
}
