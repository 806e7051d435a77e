// Which of a video's files a player gets: pure, so the server's page and the hydrated player agree. A video's files
// sit in one folder reached through one signed grant (`base`), each named relatively, as its playlists name them.
import { PHONE_HEIGHT, PHONE_MEDIA, SCREEN_HEIGHT, type PlayerSource, type Quality } from '../config/playback';

export interface VideoStream {
  /** The granted folder's path, ending in `/`. */
  base: string;
  /** The master playlist's name; null for a video processed before the ladder (MP4 renditions only). */
  master: string | null;
  /** Each rendition's MP4, lowest first. */
  renditions: readonly { height: number; file: string }[];
}

/** The rendition at `height`, else the nearest below it, else the lowest. */
export function renditionAt<T extends { height: number }>(renditions: readonly T[], height: number): T {
  return [...renditions].reverse().find((r) => r.height <= height) ?? renditions[0]!;
}

/**
 * What a <video> lists; the browser plays the first it can. Auto: on a narrow screen the phone-sized MP4, then the
 * master playlist (browsers with native HLS stream it adaptively), then the larger MP4. The phone's MP4 comes before
 * the master because Chrome's native HLS, on phones too, first frames about 4 s after navigation on Slow 4G where the
 * MP4 does in 1.3 s (npm run bench:watch); with JavaScript the player streams adaptively anyway, and without it the
 * quality row offers the other rungs. A chosen quality: that MP4 alone.
 */
export function playerSources(stream: VideoStream, quality: Quality): PlayerSource[] {
  const mp4 = (r: { file: string }) => ({ src: stream.base + r.file, type: 'video/mp4' as const });
  if (quality !== 'auto') return [mp4(renditionAt(stream.renditions, quality))];
  const phone = renditionAt(stream.renditions, PHONE_HEIGHT);
  const screen = renditionAt(stream.renditions, SCREEN_HEIGHT);
  return [
    ...(phone === screen ? [] : [{ ...mp4(phone), media: PHONE_MEDIA }]),
    ...(stream.master ? [{ src: stream.base + stream.master, type: 'application/vnd.apple.mpegurl' as const }] : []),
    mp4(screen),
  ];
}
