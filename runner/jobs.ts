// The shapes of the jobs the site hands out, checked on arrival (docs/runners.md, "Claim a job").
import { z } from 'zod';

const positiveInt = z.number().int().positive();

/** WebP sizes of a picture: each width, cropped to the aspect around the centre (16:9 when the site names none). */
const Stills = z.object({
  widths: z.array(positiveInt).min(1),
  quality: z.number().int().min(1).max(100),
  aspect: z.object({ width: positiveInt, height: positiveInt }).default({ width: 16, height: 9 }),
});

const VideoJob = z.object({
  jobId: positiveInt,
  kind: z.literal('video'),
  attempt: z.number().int(),
  leaseSeconds: z.number().positive(),
  // An imported video's source (docs/import.md) is outside the site: its size is not known before, and maxBytes caps it.
  source: z.object({ url: z.string(), size: z.number().int().nonnegative().optional(), filename: z.string() }),
  /** The image to make the card sizes of: the member's uploaded preview, the chosen one when processing again, an import's thumb_url. */
  thumb: z.object({ url: z.string(), size: z.number().int().nonnegative().optional(), filename: z.string() }).optional(),
  maxBytes: z.number().int().positive().optional(),
  params: z.object({
    ladder: z
      .array(z.object({ height: positiveInt, videoKbps: positiveInt, audioKbps: positiveInt, profile: z.enum(['baseline', 'main', 'high']) }))
      .min(1),
    keyframeSeconds: z.number().positive(),
    segmentSeconds: z.number().positive(),
    startHeight: positiveInt,
    posters: z.number().int().nonnegative(),
    stills: Stills,
    preview: z.object({
      cuts: positiveInt, seconds: z.number().positive(), width: positiveInt, height: positiveInt, frameRate: positiveInt, videoKbps: positiveInt,
    }),
    sprite: z.object({
      maxFrames: positiveInt,
      minInterval: z.number().positive(),
      width: positiveInt,
      height: positiveInt,
      columns: positiveInt,
    }),
  }),
});

const AlbumJob = z.object({
  jobId: positiveInt,
  kind: z.literal('album'),
  attempt: z.number().int(),
  leaseSeconds: z.number().positive(),
  // docs/runners.md gives each photo's size; the site may leave it out, and then the download is not checked against it.
  photos: z.array(z.object({ photoId: positiveInt, url: z.string(), size: z.number().int().nonnegative().optional() })),
  // stills: each photo's WebP sizes too (sites before them name none).
  params: z.object({ thumb: z.object({ width: positiveInt, height: positiveInt }), stills: Stills.optional() }),
});

/** An embedded partner video's thumbnail (docs/import.md): fetched from the partner, made into the card sizes. */
const ImageJob = z.object({
  jobId: positiveInt,
  kind: z.literal('image'),
  attempt: z.number().int(),
  leaseSeconds: z.number().positive(),
  source: z.object({ url: z.string() }),
  maxBytes: positiveInt,
  params: z.object({ stills: Stills }),
});

export const Job = z.discriminatedUnion('kind', [VideoJob, AlbumJob, ImageJob]);

export type Job = z.infer<typeof Job>;
export type VideoJob = z.infer<typeof VideoJob>;
export type AlbumJob = z.infer<typeof AlbumJob>;
export type ImageJob = z.infer<typeof ImageJob>;
export type VideoParams = VideoJob['params'];
export type Stills = z.infer<typeof Stills>;
export type Rung = VideoParams['ladder'][number];
export type AlbumPhoto = AlbumJob['photos'][number];

export interface VideoResult {
  duration: number;
  width: number;
  height: number;
  contentHash: string;
  renditions: { height: number; width: number; size: number }[];
  /** The renditions are fragmented MP4 with a media playlist each (`{height}.m3u8`), under `master.m3u8`. */
  hls: boolean;
  /** Each poster comes as `poster-{n}.jpg` and `poster-{n}-{width}.webp`. */
  posters: number;
  /** The job's image came back as `thumb-{width}.webp`. */
  thumbs: boolean;
  /** `preview.mp4`, the card's moving preview. */
  preview: boolean;
  sprite: boolean;
}

export interface AlbumResult {
  photos: { photoId: number; width: number; height: number }[];
  /** Each photo came back as `thumb-{photoId}-{width}.webp` too, at every width of params.stills. */
  stills: boolean;
}

export interface ImageResult {
  /** The picture came back as `thumb-{width}.webp` at every width of params.stills. */
  thumbs: true;
}

export interface Failure {
  reason: 'corrupted' | 'error';
  message: string;
  retryable: boolean;
}

/** A file a job made, and the name it is uploaded under. */
export interface Output {
  name: string;
  path: string;
}
