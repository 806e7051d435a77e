// Grouping fragments into segments and writing playlists, on made-up fragment indexes (the real files: ladder.test.ts).
import { expect, it } from 'vitest';
import type { Fragment, FragmentedMp4 } from '../fmp4';
import { bandwidthOf, masterPlaylist, mediaPlaylist, segmentsOf, type Variant } from '../hls';

function mp4(fragments: [start: number, duration: number, independent: boolean, size: number][]): FragmentedMp4 {
  let offset = 1000;
  const list: Fragment[] = fragments.map(([start, duration, independent, size]) => {
    const fragment = { offset, size, start, duration, independent };
    offset += size;
    return fragment;
  });
  return { initSize: 900, tracks: [], fragments: list, size: offset };
}

it('makes segments of whole key-frame intervals of about the target, the rest in the last', () => {
  const file = mp4([[0, 2, true, 10], [2, 2, true, 10], [4, 2, true, 10], [6, 2, true, 10], [8, 1.5, true, 10]]);
  expect(segmentsOf(file, 4)).toEqual([{ offset: 1000, size: 20, duration: 4 }, { offset: 1020, size: 20, duration: 4 }, { offset: 1040, size: 10, duration: 1.5 }]);
});

it('opens a segment only on a key frame, and keeps 29.97 fps intervals (2.002 s) two to a segment', () => {
  const chunks = mp4([[0, 1, true, 5], [1, 1, false, 5], [2, 1, true, 5], [3, 1, false, 5], [4, 1, false, 5], [5, 1, true, 5]]);
  expect(segmentsOf(chunks, 4).map((s) => [s.offset, s.duration])).toEqual([[1000, 5], [1025, 1]]);
  const ntsc = mp4(Array.from({ length: 6 }, (_, i) => [i * 2.002, 2.002, true, 10] as [number, number, boolean, number]));
  expect(segmentsOf(ntsc, 4).map((s) => s.duration.toFixed(3))).toEqual(['4.004', '4.004', '4.004']);
});

it('measures the peak over segments and the average over the whole file', () => {
  const file = mp4([[0, 4, true, 50_000], [4, 4, true, 100_000], [8, 2, true, 10_000]]);
  expect(bandwidthOf(file, segmentsOf(file, 4))).toEqual({ peak: 200_000, average: Math.ceil(((160_000 + 900) * 8) / 10) });
});

it('writes a VOD media playlist by byte range and a master that starts at the chosen height', () => {
  const file = mp4([[0, 4, true, 100], [4, 3.6, true, 80]]);
  expect(mediaPlaylist('360.mp4', file, segmentsOf(file, 4))).toBe(
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
      '#EXT-X-MAP:URI="360.mp4",BYTERANGE="900@0"\n' +
      '#EXTINF:4.000,\n#EXT-X-BYTERANGE:100@1000\n360.mp4\n#EXTINF:3.600,\n#EXT-X-BYTERANGE:80@1100\n360.mp4\n#EXT-X-ENDLIST\n',
  );
  const variant = (height: number, bandwidth: number): Variant => ({
    file: `${height}.mp4`, playlist: `${height}.m3u8`, width: height * 2, height, frameRate: 25, codecs: 'avc1.4d401e,mp4a.40.2', bandwidth, averageBandwidth: bandwidth - 1,
  });
  const master = masterPlaylist([variant(720, 2000), variant(240, 300), variant(480, 1000)], 360);
  expect(master.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['240.m3u8', '480.m3u8', '720.m3u8', '']);
  expect(masterPlaylist([variant(720, 2000), variant(240, 300), variant(360, 600)], 360)).toContain(
    '#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=600,AVERAGE-BANDWIDTH=599,RESOLUTION=720x360,CODECS="avc1.4d401e,mp4a.40.2",FRAME-RATE=25.000\n360.m3u8\n',
  );
});
