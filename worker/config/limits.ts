// Page sizes and limits of spec section 9.
export const PAGE_SIZE = 60;
export const MEMBERS_PAGE_SIZE = 96;
export const HOME_LIST_SIZE = 25;
export const RELATED_PAGE_SIZE = 12;
export const COMMENTS_PAGE_SIZE = 10;
/** Pagination: pages shown on either side of the current one, between the first and the last (phones show fewer). */
export const PAGINATION_WINDOW = 2;
export const MAX_CATEGORIES = 3;
/** Partner videos shown per slider, picked at random from the feed (spec section 9). */
export const PARTNER_SLIDER_SIZE = 17;
/** The premium-offer card counts down from this many minutes after page load (spec section 9). */
export const PREMIUM_OFFER_MINUTES = 60;
/** The embed player's iframe in share codes and link previews (spec section 9). */
export const EMBED_FRAME = { width: 426, height: 265 } as const;
/**
 * A search query's length in characters, after trimming: 3 to 69 (spec section 5), or 2 when both are Japanese,
 * Chinese or Korean script (issue 17; worker/config/search-text.ts). SEARCH_MIN is the shortest query of all, the
 * search box's minimum; SEARCH_MIN_OTHER the shortest in any other script.
 */
export const SEARCH_MIN = 2;
export const SEARCH_MIN_OTHER = 3;
export const SEARCH_MAX = 69;
/** Distinct visitors who must have searched a term (and found videos) before it shows as a popular search. */
export const POPULAR_MIN_VISITORS = 3;
/** Sidebar categories need this many videos unless filtered or selected. */
export const SIDEBAR_MIN_VIDEOS = 1000;
/** Days of views that make the "top in country" list. */
export const TOP_COUNTRY_DAYS = 30;
/**
 * Highest page number a listing accepts; deeper pages are a 404 on pages and API alike. Like real tube sites, lists
 * stop at a fixed depth (here 6,000 videos at 60 a page) instead of paging through the whole catalogue: reaching page
 * n costs a walk over n pages of index entries, so the cap is what keeps the deepest page as fast as the first ones.
 */
export const MAX_PAGE = 100;
export const DAY_SECONDS = 86_400;
/** The download landing's wait before the file link works (spec: 60 s; 10 s for the Telegram variant). */
export const DOWNLOAD_WAIT_SECONDS = 60;
export const TELEGRAM_DOWNLOAD_WAIT_SECONDS = 10;
/** A download landing's token stays usable this long after its wait. */
export const DOWNLOAD_TOKEN_SECONDS = 3600;
/** Comments (spec sections 5 and 9): at least 5 characters, at most 5 per member in 10 minutes; 1000 is our upper bound. */
export const COMMENTS_MIN = 5;
export const COMMENTS_MAX = 1000;
export const COMMENTS_PER_WINDOW = 5;
export const COMMENTS_WINDOW_SECONDS = 600;

/** Playlist form (spec sections 5 and 9). */
export const PLAYLIST_TITLE_MIN = 3;
export const PLAYLIST_TITLE_MAX = 100;
export const PLAYLIST_DESC_MIN = 5;
export const PLAYLIST_DESC_MAX = 500;

/** Wall posts follow the comments' rules: 5 to 1000 characters, at most 5 per member in 10 minutes. */
export const WALL_POSTS_PER_WINDOW = 5;
/** Private messages: 1 to 2000 characters, at most 20 per member in 10 minutes (spam guard). */
export const MESSAGE_MAX = 2000;
export const MESSAGES_PER_WINDOW = 20;
export const MESSAGES_WINDOW_SECONDS = 600;
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;

/** The pool the header search box draws its 100 random popular keywords from. */
export const SUGGESTER_POOL = 500;

/** Spec section 9: contact message at most 1500 characters. */
export const CONTACT_MESSAGE_MAX = 1500;

/** An uploaded image (avatar, cover, contact screenshot) is at most this many MB. */
export const IMAGE_MAX_MB = 5;

/** A link is valid 6 to 7 hours: expiries are whole hours, so pages stay byte-identical within an hour. */
export const SIGNED_URL_SECONDS = 6 * 3600;
/**
 * The largest import file the console takes (docs/import.md): 100,000 rows of about 200 bytes. A worker holds the file,
 * its text and its rows in 128 MB at once.
 */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
