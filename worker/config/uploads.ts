// The limits and settings of members' uploads and of their processing by runners (spec sections 5 and 9).
const MIB = 1024 * 1024;

/** Resumable uploads go to R2 in parts of this size (R2 wants equal parts of at least 5 MiB but the last). */
export const PART_SIZE = 8 * MIB;
/** A video file may be this large (spec: 10 GB). */
export const VIDEO_MAX_BYTES = 10 * 1024 * MIB;
/** A photo may be this large. */
export const PHOTO_MAX_BYTES = 20 * MIB;
/** An album holds this many photos at most. */
export const ALBUM_MAX_PHOTOS = 100;
/**
 * The plain form without JavaScript sends the whole file in one request, which Cloudflare caps at 100 MB on the Free
 * and Pro plans; the form says so, and larger files need the resumable upload.
 */
export const PLAIN_UPLOAD_MAX_BYTES = 100 * 1000 * 1000;
/** An unfinished upload is kept this long after its last byte arrived; then the cron drops it and its R2 parts. */
export const UPLOAD_EXPIRY_SECONDS = 24 * 3600;
/** One PATCH holds an upload at most this long; a request cut off lets the next one in after it. */
export const UPLOAD_LOCK_SECONDS = 120;

/** The formats of spec section 9, by the file name's extension. */
export const VIDEO_FORMATS = [
  '3gp', 'mp4', 'mov', 'asf', 'flv', 'mpg', 'avi', 'mpeg', 'wmv', 'rm', 'dat', 'mkv', 'vob', 'm2v', 'm2t', 'm4v', 'f4v', 'mts', 'webm',
] as const;
/**
 * A video file's extension, which names its format. Any name before it is accepted (VID_20261127_083700.mp4 from an
 * Android camera, IMG_1234.MOV from an iPhone): no stored key or download uses it (docs/api.md, "Upload file names").
 */
export const VIDEO_EXTENSION = /\.([A-Za-z0-9]{1,8})$/;

/** Minimum length (spec section 9): 6 minutes for an exclusive upload, 10 otherwise. */
export const MIN_SECONDS_EXCLUSIVE = 6 * 60;
export const MIN_SECONDS = 10 * 60;

/** Upload form fields (spec: categories 1 to 3). */
export const UPLOAD_TITLE_MIN = 3;
export const UPLOAD_TITLE_MAX = 100;
export const UPLOAD_DESCRIPTION_MAX = 2000;
export const UPLOAD_CATEGORIES_MIN = 1;
export const UPLOAD_CATEGORIES_MAX = 3;
export const UPLOAD_MODELS_MAX = 5;

/** A member's daily quota (a rolling 24 hours): this many uploads (videos and albums) and this many bytes. */
export const UPLOADS_PER_DAY = 10;
export const UPLOAD_BYTES_PER_DAY = 20 * 1024 * MIB;

/** Runners: a claimed job is the runner's this long, renewed by each progress report. */
export const JOB_LEASE_SECONDS = 120;
/** A job is tried this many times; between tries the wait doubles from JOB_RETRY_SECONDS. */
export const JOB_MAX_ATTEMPTS = 3;
export const JOB_RETRY_SECONDS = 30;
/** A runner's signed link to a job's source works this long. */
export const SOURCE_LINK_SECONDS = 6 * 3600;

/**
 * The rendition ladder (docs/runners.md, "Processing"): H.264/AAC at each height not above the source's, each capped to
 * the bandwidth it serves. Peak bit rate stays near video + audio: 240p fits a 400 kbit/s phone, 480p a "Slow 4G" one
 * (1.6 Mbit/s), 720p and 1080p broadband. Main profile up to 480p for the oldest phones, High above.
 */
export const LADDER = [
  { height: 240, videoKbps: 250, audioKbps: 64, profile: 'main' },
  { height: 360, videoKbps: 550, audioKbps: 96, profile: 'main' },
  { height: 480, videoKbps: 900, audioKbps: 96, profile: 'main' },
  { height: 720, videoKbps: 1800, audioKbps: 128, profile: 'high' },
  { height: 1080, videoKbps: 4000, audioKbps: 128, profile: 'high' },
] as const;

/** A rendition of this height or more is HD (the cards' badge, the listings' "HD only"). */
export const HD_HEIGHT = 720;

/**
 * The shapes card images are made in, as WebP at each width (views/parts/card-image.tsx chooses with srcset and sizes):
 * landscape (videos, playlists, channels) at 320 for a desktop grid, 480 for a phone's two columns at twice the pixels
 * and 640 for the largest cards; portraits (models) and squares (members' avatars, album photos) for the narrower
 * people's grid and the album page's.
 */
export const IMAGE_SHAPES = {
  landscape: { aspect: { width: 16, height: 9 }, widths: [320, 480, 640] },
  portrait: { aspect: { width: 3, height: 4 }, widths: [160, 240, 320] },
  square: { aspect: { width: 1, height: 1 }, widths: [160, 240, 320] },
} as const;
export type ImageShape = keyof typeof IMAGE_SHAPES;

export const CARD_WIDTHS = IMAGE_SHAPES.landscape.widths;
/** WebP quality of every card size. */
const STILLS_QUALITY = 75;
/** The card sizes a runner makes of a picture of this shape (a job's params.stills). */
export const stillsOf = (shape: ImageShape) => ({ widths: [...IMAGE_SHAPES[shape].widths], quality: STILLS_QUALITY, aspect: { ...IMAGE_SHAPES[shape].aspect } });

/** What a runner makes of a video and of an album's photos (docs/runners.md). */
export const VIDEO_PROCESSING = {
  ladder: LADDER,
  /** A key frame every 2 s in every rendition (none at scene cuts), so players switch between them cleanly. */
  keyframeSeconds: 2,
  /** HLS segments of whole key-frame intervals, about this long. */
  segmentSeconds: 4,
  /** The master playlist lists this rendition first (or the nearest below): where native HLS players start. */
  startHeight: 360,
  posters: 4,
  /** Each poster, and the member's own preview image, as WebP at the card widths. */
  stills: stillsOf('landscape'),
  /** The clip a card plays under the pointer: 5 evenly spaced cuts of 1 s, 320x180, H.264 without sound. */
  preview: { cuts: 5, seconds: 1, width: 320, height: 180, frameRate: 25, videoKbps: 220 },
  sprite: { maxFrames: 100, minInterval: 2, width: 128, height: 72, columns: 10 },
} as const;
/** What a runner makes of an album's photos: a thumbnail that fits, and square card sizes (the album page's grid). */
export const PHOTO_PROCESSING = { thumb: { width: 320, height: 240 }, stills: stillsOf('square') } as const;
