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
 * What a <video> lists, first playable first. Auto: the master playlist (browsers with native HLS stream it
 * adaptively), then a phone-sized MP4 for narrow screens, then the larger one. A chosen quality: that MP4 alone.
 */
export function playerSources(stream: VideoStream, quality: Quality): PlayerSource[] {
  const mp4 = (r: { file: string }) => ({ src: stream.base + r.file, type: 'video/mp4' as const });
  if (quality !== 'auto') return [mp4(renditionAt(stream.renditions, quality))];
  const phone = renditionAt(stream.renditions, PHONE_HEIGHT);
  const screen = renditionAt(stream.renditions, SCREEN_HEIGHT);
  return [
    ...(stream.master ? [{ src: stream.base + stream.master, type: 'application/vnd.apple.mpegurl' as const }] : []),
    ...(phone === screen ? [] : [{ ...mp4(phone), media: PHONE_MEDIA }]),
    mp4(screen),
  ];
}
