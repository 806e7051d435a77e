// HLS playlists over fragmented MP4 files (RFC 8216, version 7): each rendition's file is its own media playlist by
// byte range (the initialisation ftyp + moov, then segments of whole fragments), so one file per rendition serves
// adaptive streaming, the plain MP4 fallback and downloads alike. The master playlist states each variant's peak and
// average bit rate, resolution, codecs and frame rate.
import type { FragmentedMp4 } from './fmp4';

export interface Segment {
  offset: number;
  size: number;
  duration: number;
}

export interface Variant {
  /** The rendition's file name, relative to the playlists (they sit beside it). */
  file: string;
  playlist: string;
  width: number;
  height: number;
  frameRate: number;
  codecs: string;
  /** Bits per second: the highest of any segment, and over the whole file. */
  bandwidth: number;
  averageBandwidth: number;
}

/** Slack under the target duration: a fragment starting this close to it still opens a new segment. */
const SLACK_SECONDS = 0.25;

/**
 * Groups fragments into segments of about `target` seconds: a segment ends before the first key-frame fragment that
 * starts at least target - slack seconds after the segment's own start. Fragments cut at every key frame (a fixed
 * GOP) give segments of exactly the GOPs that fit the target; the last segment keeps what is left.
 */
export function segmentsOf(mp4: FragmentedMp4, target: number): Segment[] {
  const segments: (Segment & { start: number })[] = [];
  for (const fragment of mp4.fragments) {
    const current = segments.at(-1);
    if (!current || (fragment.independent && fragment.start - current.start >= target - SLACK_SECONDS)) {
      segments.push({ offset: fragment.offset, size: fragment.size, duration: fragment.duration, start: fragment.start });
    } else {
      current.size += fragment.size;
      current.duration = fragment.start + fragment.duration - current.start;
    }
  }
  return segments.map(({ offset, size, duration }) => ({ offset, size, duration }));
}

/** The codecs of a rendition, video first, as CODECS lists them. */
export function codecsOf(mp4: FragmentedMp4): string {
  const order = { video: 0, audio: 1, other: 2 } as const;
  return [...mp4.tracks].sort((a, b) => order[a.kind] - order[b.kind]).map((track) => track.codec).filter(Boolean).join(',');
}

/** Peak and average bit rate over the segments, counting the initialisation once in the average. */
export function bandwidthOf(mp4: FragmentedMp4, segments: readonly Segment[]): { peak: number; average: number } {
  const total = segments.reduce((sum, s) => sum + s.duration, 0);
  const bytes = segments.reduce((sum, s) => sum + s.size, 0) + mp4.initSize;
  const peak = Math.max(...segments.map((s) => (s.duration > 0 ? (s.size * 8) / s.duration : 0)));
  return { peak: Math.ceil(peak), average: Math.ceil(total > 0 ? (bytes * 8) / total : 0) };
}

const seconds = (n: number) => n.toFixed(3);

/** The VOD media playlist of one rendition, every URI naming `file` by byte range. */
export function mediaPlaylist(file: string, mp4: FragmentedMp4, segments: readonly Segment[]): string {
  // Each EXTINF rounded to the nearest integer may not exceed the target duration.
  const target = Math.max(1, ...segments.map((s) => Math.round(s.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${file}",BYTERANGE="${mp4.initSize}@0"`,
    ...segments.flatMap((s) => [`#EXTINF:${seconds(s.duration)},`, `#EXT-X-BYTERANGE:${s.size}@${s.offset}`, file]),
    '#EXT-X-ENDLIST',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The master playlist. Players that follow the listed order start with the first variant (Safari, native HLS on
 * Android): that is the one at `startHeight` (or the nearest below it), the others follow from the lowest up.
 */
export function masterPlaylist(variants: readonly Variant[], startHeight: number): string {
  const ascending = [...variants].sort((a, b) => a.bandwidth - b.bandwidth);
  const start = [...ascending].reverse().find((v) => v.height <= startHeight) ?? ascending[0];
  const ordered = start ? [start, ...ascending.filter((v) => v !== start)] : ascending;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of ordered) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},RESOLUTION=${v.width}x${v.height},` +
        `CODECS="${v.codecs}",FRAME-RATE=${v.frameRate.toFixed(3)}`,
      v.playlist,
    );
  }
  return `${lines.join('\n')}\n`;
}
