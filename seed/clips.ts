// The demo catalogue's three synthetic clips as videos see them: where each clip's processed files live in R2 and its
// rendition ladder. The seed processes the clips with the runner's own code (seed/ladders.ts) and passes the real
// ladders in; without them (the workerd tests, which write no media) each clip has the ladder its source size gives.
import { LADDER } from '../worker/config/uploads';

export interface ClipRendition {
  height: number;
  width: number;
  size: number;
}

/** One processed clip: its ladder and, when written to R2, its files by name (renditions, playlists, sprite). */
export interface ClipLadder {
  number: number;
  renditions: readonly ClipRendition[];
  files?: readonly { name: string; bytes: Uint8Array; contentType: string }[];
}

/** The sources in seed/media (make-clips.sh): 1080p, 720p and 480p, so cards show HD and SD and ladders differ. */
export const SEED_CLIPS = [
  { number: 1, width: 1920, height: 1080 },
  { number: 2, width: 1280, height: 720 },
  { number: 3, width: 854, height: 480 },
] as const;

export const CLIP_COUNT = SEED_CLIPS.length;

/** The R2 folder of a clip's renditions and playlists, and the key of its timeline (sprite.vtt and sprite.jpg). */
export const clipFolder = (number: number) => `videos/seed-clip-${number}`;
export const clipTimeline = (number: number) => `timeline/seed-clip-${number}/sprite`;
/** The clip's preview (the moving card), shared by its videos. */
export const clipPreview = (number: number) => `previews/seed-clip-${number}/preview.mp4`;

/** Frames taken from each clip as card images: its videos share them, each a JPEG and its card sizes. */
export const CLIP_FRAMES = 12;
/** The stem of frame `index` of a clip: `{stem}.jpg` and `{stem}-{width}.webp`. */
export const clipFrame = (number: number, index: number) => `thumbs/seed/clip-${number}-${index + 1}`;
/**
 * Each frame cut out for the other cards, each a large JPEG (`{stem}.jpg`) and WebP sizes in its shape
 * (`{stem}-{width}.webp`): a model's portrait, a member's avatar, an album photo (square sizes for the album grid and
 * card, the JPEG in one of the photo shapes in turn). Channels take the frame itself (landscape).
 */
export const CLIP_CUT_OUTS = {
  portrait: { folder: 'models', shape: 'portrait', large: () => ({ width: 480, height: 640 }) },
  square: { folder: 'avatars', shape: 'square', large: () => ({ width: 320, height: 320 }) },
  photo: { folder: 'photos', shape: 'square', large: (index: number) => PHOTO_SHAPES[index % PHOTO_SHAPES.length]! },
} as const;
export type ClipCutOut = keyof typeof CLIP_CUT_OUTS;
/** Album photos: landscape, portrait, square and wide. */
const PHOTO_SHAPES = [{ width: 800, height: 600 }, { width: 600, height: 800 }, { width: 700, height: 700 }, { width: 960, height: 540 }] as const;

/** The stem of a frame's cut-out. */
export const clipCutOut = (kind: ClipCutOut, number: number, index: number) => `${CLIP_CUT_OUTS[kind].folder}/seed/clip-${number}-${index + 1}`;
/** Frames across every clip: the pool every card picture of the demo catalogue comes from. */
export const FRAME_POOL = CLIP_COUNT * CLIP_FRAMES;
/** Frame `n` of the pool: its clip and its index in the clip. */
export const poolFrame = (n: number) => ({ number: SEED_CLIPS[n % CLIP_COUNT]!.number, index: Math.floor(n / CLIP_COUNT) % CLIP_FRAMES });

/** Seconds into a clip of its frames, evenly spread. */
export const clipFrameTimes = (duration: number) => Array.from({ length: CLIP_FRAMES }, (_, i) => (duration * (i + 0.5)) / CLIP_FRAMES);

/** Bytes per second assumed for a rung when the clip was not processed: about its ladder cap. */
const assumedSize = (height: number) => Math.round(((LADDER.find((r) => r.height === height)?.videoKbps ?? 500) * 1000) / 8) * 20;

/** The ladder a clip's source size gives, with sizes assumed (the runner decides the real ones). */
export function plannedLadder(number: number): ClipLadder {
  const clip = SEED_CLIPS.find((c) => c.number === number)!;
  return {
    number,
    renditions: LADDER.filter((rung) => rung.height <= clip.height).map((rung) => ({
      height: rung.height,
      width: Math.round((clip.width * rung.height) / clip.height / 2) * 2,
      size: assumedSize(rung.height),
    })),
  };
}
