// Video search over two full-text indexes: video_search (migrations/0010_video_search.sql, trigrams: any word of 3+
// characters, in any script, as a substring) and video_bigrams (0017_cjk_search.sql, the bigrams of Japanese, Chinese
// and Korean text: a word of 2 such characters, such as 東京 or 온천). A visitor's query becomes one FTS5 expression of
// quoted phrases per index, so no character of it is ever read as FTS syntax; every word is required, each in the
// index that can answer it, and a query mixing both ("東京 onsen") keeps the trigram matches found among the bigram
// ones.
//
// Order: relevance ranks the newest matches of the section and filters, up to what the result pages can show
// (MAX_PAGE × perPage, the cap), titles holding a searched word first (in either index), then
// - for a narrow query, whose matches all fit under the cap: bm25 (the title weighted above tags and description, the
//   same weights in both indexes; a query in both sums their scores), then the newest;
// - for a broad query, with more matches than the cap: the newest, without bm25. bm25 stops telling rows apart for a
//   word found in that many videos (its idf bottoms out and every row's score saturates alike, e.g. a big category's
//   name in the tags), and computing it costs a pass over every row of the index holding each phrase, whatever the
//   page: 144,000 rows for "karaoke" at 300,000 videos, ~30 ms. Title matches, then the newest, read only the index
//   rows from the oldest of the cap's matches on.
// A listing sort orders all matches like the listing does.
import { MAX_PAGE } from '../config/limits';
import { isCjkText } from '../config/cjk';
import { CARD_COLUMNS, DATE_SECONDS, DURATION_SQL, HD_SQL, PUBLIC_VIDEO, SORT_INDEX } from './video-listing';
import type { DateFilter, DurationFilter, Page, VideoCard } from './videos';
import type { VideoSort } from '../domain/vocabularies';

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

const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * The words of a query per index: NFKC-normalised (full-width Latin and half-width kana as typed elsewhere), cut into
 * words at anything that is not a letter, digit or mark, each word in the index that can answer it (indexOfWord).
 * Shorter words are left out; when no word is left ("a b c"), the whole cleaned query is one trigram word. Null when
 * nothing searchable is left (only punctuation, "ab").
 */
function searchWords(query: string): Partial<Record<SearchIndex, string[]>> | null {
  const cleaned = query.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim();
  const words: Record<SearchIndex, string[]> = { trigram: [], bigram: [] };
  for (const word of new Set(cleaned.split(' '))) {
    const index = indexOfWord(word);
    if (index) words[index].push(word);
  }
  const none = words.trigram.length === 0 && words.bigram.length === 0;
  if (none && length(cleaned) >= INDEXES.trigram.minWord) words.trigram.push(cleaned);
  const found = (Object.keys(words) as SearchIndex[]).filter((index) => words[index].length > 0);
  return found.length > 0 ? Object.fromEntries(found.map((index) => [index, words[index]])) : null;
}

/** Each index's words turned into one FTS5 expression. */
function expressionsOf(query: string, expression: (phrases: string[]) => string): MatchExpressions | null {
  const words = searchWords(query);
  if (words === null) return null;
  return Object.fromEntries(Object.entries(words).map(([index, list]) => [index, expression(list.map(phrase))]));
}

/** The FTS5 expressions a query matches: every word a quoted phrase, all of them required. */
export function matchExpressions(query: string): MatchExpressions | null {
  return expressionsOf(query, (phrases) => phrases.join(' '));
}

/**
 * The FTS5 expressions of "a searched word is in the title": any one of the words (a column filter), as bm25 over
 * the title alone tells it for a narrow query (inTitle).
 */
export function titleExpressions(query: string): MatchExpressions | null {
  return expressionsOf(query, (phrases) => `{title} : (${phrases.join(' OR ')})`);
}

export interface VideoSearchQuery {
  query: string;
  gender: number;
  sort: SearchSort;
  page: number;
  perPage: number;
  duration?: DurationFilter;
  date?: DateFilter;
  hd?: boolean;
  now: number;
}

const relevance = (table: string) => `bm25(${table}, ${WEIGHTS.title}, ${WEIGHTS.description}, ${WEIGHTS.tags})`;

/**
 * Whether the title holds a searched word, for a narrow query: bm25 over the title alone is below 0 exactly then
 * (FTS5 keeps every phrase's idf above 0). A broad query asks the title column filter of titleExpressions instead:
 * the same words, the same meaning, without bm25.
 */
const inTitle = (table: string) => `bm25(${table}, 1, 0, 0) < 0`;

/**
 * One page of results and their total. Like the listings, results stop at page MAX_PAGE, so a search looks at no
 * more matches than those pages show (the cap, MAX_PAGE × perPage):
 * - relevance is one statement that tells a narrow query from a broad one itself (no round trip more). It walks the
 *   driving index's matches newest first, keeps the section's through the narrow videos_search_filter index and
 *   stops one past the cap; finding that one makes the query broad. A query in both indexes keeps the trigram
 *   matches found among the bigram ones, read once (FTS5 would parse and run the bigram query again for every row
 *   probed by rowid). Then one of two passes reads the indexes again from the oldest match kept, joined to the
 *   kept rows; the other has LIMIT 0, which SQLite checks before its first read, so a broad query never calls
 *   bm25 and never pays its idf pass ("karaoke": 40 ms to 9 ms at 300,000). Narrow: each index's bm25 scores and
 *   inTitle; broad: which of the newest cap matches hold a searched word in their title (titleExpressions). The
 *   page and the total come from the same statement, only the page's rows read from videos;
 * - a listing sort walks its sort index like the listing does and keeps the videos among the matches;
 * - the total counts the matches up to the cap, and a page past them is empty.
 * The cost: a broad query reads about the cap's matches, whatever the catalogue; a narrow one reads its matches
 * twice and pays bm25's idf pass over every row of the index holding each of its phrases.
 */
export async function searchVideos(db: D1Database, q: VideoSearchQuery): Promise<Page<VideoCard>> {
  const expressions = matchExpressions(q.query);
  if (expressions === null || q.page > MAX_PAGE) return { items: [], total: 0 };
  const indexes = Object.keys(expressions) as SearchIndex[];
  const searched = indexes.map((index) => INDEXES[index].table);
  const params: unknown[] = [...Object.values(expressions)];
  const matchSql = searched.map((table, i) => `${table} MATCH ?${i + 1}`);
  params.push(q.gender);
  const filters = [PUBLIC_VIDEO, `v.gender = ?${params.length}`];
  if (q.duration) filters.push(DURATION_SQL[q.duration]);
  if (q.hd) filters.push(HD_SQL);
  if (q.date) {
    params.push(q.now - DATE_SECONDS[q.date]);
    filters.push(`v.post_date >= ?${params.length}`);
  }
  const where = filters.join(' AND ');
  const cap = MAX_PAGE * q.perPage;
  /** The conditions that a row id is among the matches of each index. */
  const inMatches = (column: string) =>
    searched.map((table, i) => `${column} IN (SELECT rowid FROM ${table} WHERE ${matchSql[i]})`);
  const [driver, ...others] = searched as [string, ...string[]];
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

  const titles = titleExpressions(q.query)!;
  const titleSql = indexes.map((index, i) => {
    params.push(titles[index]);
    return `${searched[i]} MATCH ?${params.length}`;
  });
  /** A LIMIT that lets a pass read rows for one kind of query only: for the other it is 0, checked before any read. */
  const onlyWhen = (broad: boolean, limit: number) => `LIMIT (SELECT IIF(${broad ? '' : 'NOT '}broad, ${limit}, 0) FROM span)`;
  const fromOldestKept = (table: string) => `${table}.rowid >= (SELECT low FROM span)`;
  const otherMatches = others.map((table, i) => `${table}_ids AS MATERIALIZED (SELECT rowid AS id FROM ${table} WHERE ${matchSql[i + 1]}),`);
  const scores = searched.map(
    (table, i) => `${table}_scores AS MATERIALIZED (
       SELECT ${table}.rowid AS id, ${inTitle(table)} AS in_title, ${relevance(table)} AS score
         FROM ${table} CROSS JOIN matched ON matched.id = ${table}.rowid
        WHERE ${matchSql[i]} AND ${fromOldestKept(table)} ${onlyWhen(false, -1)})`,
  );
  const titled = searched.map((table, i) => `SELECT rowid FROM ${table} WHERE ${titleSql[i]} AND ${fromOldestKept(table)}`);
  const { results } = await db
    .prepare(
      `WITH ${otherMatches.join(' ')}
       matched AS MATERIALIZED (
         SELECT ${driver}.rowid AS id FROM ${driver}${others.map((table) => ` CROSS JOIN ${table}_ids ON ${table}_ids.id = ${driver}.rowid`).join('')}
          CROSS JOIN videos v INDEXED BY videos_search_filter ON v.video_id = ${driver}.rowid
          WHERE ${matchSql[0]} AND ${where} ORDER BY ${driver}.rowid DESC LIMIT ${cap + 1}),
       span AS MATERIALIZED (SELECT COUNT(*) > ${cap} AS broad, MIN(id) AS low FROM matched),
       ${scores.join(',\n')},
       ranked AS (
         SELECT ${driver}_scores.id, ${searched.map((table) => `${table}_scores.in_title`).join(' OR ')} AS in_title,
                ${searched.map((table) => `${table}_scores.score`).join(' + ')} AS score
           FROM ${driver}_scores${others.map((table) => ` JOIN ${table}_scores USING (id)`).join('')}
         UNION ALL
         SELECT id, id IN (${titled.join(' UNION ALL ')}), 0
           FROM (SELECT id FROM matched ORDER BY id DESC ${onlyWhen(true, cap)}))
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
