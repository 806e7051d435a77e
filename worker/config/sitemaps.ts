// The sitemap files of each language host: which kinds there are, how many ids one file covers, and their limits.

/** One file kind per kind of indexable page; `videos` carries Google's video extension. */
export const SITEMAP_KINDS = ['videos', 'categories', 'models', 'channels', 'playlists', 'albums'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The protocol's limits of one sitemap file (sitemaps.org, Google): URLs, and bytes uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * How many ids one file covers: file n of a kind holds the listed items with ids in ((n - 1) * size, n * size], so a
 * file never holds more URLs than its size and its bounds never move when items come and go. Video entries carry a
 * description of up to 2,048 characters: one at every cap, all escaped ampersands, is about 15 KB, so 3,000 stay under
 * SITEMAP_MAX_BYTES (tests/sitemaps.test.ts renders that worst case); a typical entry is under 1 KB. The other kinds
 * are one short URL each and take the protocol's 50,000.
 */
export const SITEMAP_IDS_PER_FILE: Record<SitemapKind, number> = {
  videos: 3_000,
  categories: SITEMAP_MAX_URLS,
  models: SITEMAP_MAX_URLS,
  channels: SITEMAP_MAX_URLS,
  playlists: SITEMAP_MAX_URLS,
  albums: SITEMAP_MAX_URLS,
};

/** Rows one D1 read of a file returns (keyset paging): small enough that a page of full descriptions stays small. */
export const SITEMAP_ROWS_PER_READ = 500;

/** Google's video extension caps on title and description characters. */
export const VIDEO_TITLE_MAX_CHARS = 100;
export const VIDEO_DESCRIPTION_MAX_CHARS = 2_048;
/**
 * A video's tags are its category titles in the file's language. Google takes up to 32; a video has at most 3
 * categories (MAX_CATEGORIES), so 8 short tags keep every one while bounding an entry's size.
 */
export const VIDEO_TAGS_MAX = 8;
export const VIDEO_TAG_MAX_CHARS = 64;
/** video:duration must lie in 1..28,800 seconds (8 hours). */
export const VIDEO_DURATION_MIN = 1;
export const VIDEO_DURATION_MAX = 28_800;
