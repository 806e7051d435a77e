// The rendition ladder with real ffmpeg, once with each build a runner may use (the npm package's 2018 one, and the
// system's when installed): five rungs from 1080p and three from 480p, key frames at the same instants in every
// rendition, HLS playlists that parse and point at whole fragments, segments of 4 ± 0.5 s, rungs within their caps.
import { mkdir, mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LADDER, VIDEO_PROCESSING } from '../../worker/config/uploads';
import type { VideoParams } from '../jobs';
import { processVideo } from '../video';
import { keyFrameTimes, makeClip, streams, toolSets } from './media';
import { parseMaster, parseMedia } from './m3u8';

const params = VIDEO_PROCESSING as unknown as VideoParams;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'runner-ladder-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The type of the box at `offset` in a file. */
async function boxAt(path: string, offset: number): Promise<string> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    await file.read(head, 0, 8, offset);
    return head.toString('latin1', 4, 8);
  } finally {
    await file.close();
  }
}

describe.each(await toolSets())('$label', ({ label, tools }) => {
  const out = (name: string) => join(dir, `${label.replace(/ /g, '-')}-${name}`);

  async function ladderOf(name: string, clip: { width: number; height: number; seconds: number; rate: number }) {
    const source = out(`${name}.mp4`);
    await makeClip(tools, source, clip);
    await mkdir(out(name));
    const done = await processVideo({
      tools, source, contentHash: 'hash', params, dir: out(name), onProgress: () => {}, signal: new AbortController().signal,
    });
    return { ...done, dir: out(name) };
  }

  describe('a 10 s 1080p source', () => {
    let done: Awaited<ReturnType<typeof ladderOf>>;

    beforeAll(async () => {
      done = await ladderOf('1080', { width: 1920, height: 1080, seconds: 10, rate: 10 });
    });

    it('gives the five rungs of the ladder, each a fragmented MP4 a plain player reads whole', async () => {
      expect(done.result.renditions.map((r) => [r.width, r.height])).toEqual([[426, 240], [640, 360], [854, 480], [1280, 720], [1920, 1080]]);
      expect(done.result.hls).toBe(true);
      for (const rendition of done.result.renditions) {
        const path = join(done.dir, `${rendition.height}.mp4`);
        const info = await streams(tools, path);
        expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
        expect(info.duration).toBeCloseTo(10, 0);
        expect(await boxAt(path, 0)).toBe('ftyp');
      }
    });

    it('puts a key frame every 2 s in every rendition, at the same instants, and nowhere else', async () => {
      const lists = await Promise.all(done.result.renditions.map((r) => keyFrameTimes(tools, join(done.dir, `${r.height}.mp4`))));
      // The first picture shows after x264's B-frame delay: the same delay in every rendition.
      for (const times of lists) expect(times.map((t) => Math.round((t - times[0]!) * 100) / 100)).toEqual([0, 2, 4, 6, 8]);
      for (const times of lists.slice(1)) expect(times).toEqual(lists[0]);
    });

    it('writes a master playlist stating each variant, the 360p one first', async () => {
      const master = parseMaster(await readFile(join(done.dir, 'master.m3u8'), 'utf8'));
      expect(master.version).toBe(7);
      expect(master.independent).toBe(true);
      expect(master.variants.map((v) => v.uri)).toEqual(['360.m3u8', '240.m3u8', '480.m3u8', '720.m3u8', '1080.m3u8']);
      for (const { uri, attributes } of master.variants) {
        const height = Number(uri.split('.')[0]);
        const rung = LADDER.find((r) => r.height === height)!;
        expect(attributes.RESOLUTION).toBe(`${done.result.renditions.find((r) => r.height === height)!.width}x${height}`);
        expect(attributes.CODECS).toMatch(rung.profile === 'high' ? /^avc1\.64[0-9a-f]{4},mp4a\.40\.2$/ : /^avc1\.4d[0-9a-f]{4},mp4a\.40\.2$/);
        expect(attributes['FRAME-RATE']).toBe('10.000');
        const peak = Number(attributes.BANDWIDTH);
        const average = Number(attributes['AVERAGE-BANDWIDTH']);
        expect(average).toBeGreaterThan(0);
        expect(peak).toBeGreaterThanOrEqual(average);
        // The cap: x264's buffer of two seconds at the rung's rate lets a 4 s segment reach 1.5 times it, not more.
        expect(peak, uri).toBeLessThanOrEqual((rung.videoKbps * 1.5 + rung.audioKbps) * 1000 * 1.05);
      }
    });

    it('writes media playlists of whole fragments, 4 ± 0.5 s each but the last, covering the file', async () => {
      for (const rendition of done.result.renditions) {
        const file = `${rendition.height}.mp4`;
        const path = join(done.dir, file);
        const playlist = parseMedia(await readFile(join(done.dir, `${rendition.height}.m3u8`), 'utf8'));
        expect(playlist).toMatchObject({ version: 7, type: 'VOD', ended: true, map: { uri: file, offset: 0 } });
        // The initialisation is ftyp + moov, and nothing of the media.
        expect(await boxAt(path, 0)).toBe('ftyp');
        expect(['sidx', 'moof']).toContain(await boxAt(path, playlist.map.length));
        const { segments } = playlist;
        expect(segments.map((s) => s.uri).every((uri) => uri === file)).toBe(true);
        for (const segment of segments.slice(0, -1)) expect(Math.abs(segment.duration - 4)).toBeLessThanOrEqual(0.5);
        expect(segments.at(-1)!.duration).toBeLessThanOrEqual(4.5);
        expect(segments.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(10, 1);
        for (const segment of segments) {
          expect(Math.round(segment.duration)).toBeLessThanOrEqual(playlist.targetDuration);
          expect(await boxAt(path, segment.offset)).toBe('moof');
        }
        // Back to back, from the first fragment to the end of the media (only the trailing index after it).
        for (const [i, segment] of segments.slice(1).entries()) expect(segment.offset).toBe(segments[i]!.offset + segments[i]!.length);
        const end = segments.at(-1)!.offset + segments.at(-1)!.length;
        expect(end === rendition.size || (await boxAt(path, end)) === 'mfra').toBe(true);
      }
    });
  });

  it('gives a 480p source three rungs, never upscaled', async () => {
    const done = await ladderOf('480', { width: 854, height: 480, seconds: 5, rate: 10 });
    expect(done.result.renditions.map((r) => r.height)).toEqual([240, 360, 480]);
    expect(parseMaster(await readFile(join(done.dir, 'master.m3u8'), 'utf8')).variants.map((v) => v.uri)).toEqual(['360.m3u8', '240.m3u8', '480.m3u8']);
    expect(done.files.map((f) => f.name).filter((name) => /^(\d+|master)\.(mp4|m3u8)$/.test(name))).toEqual([
      '240.mp4', '360.mp4', '480.mp4', '240.m3u8', '360.m3u8', '480.m3u8', 'master.m3u8',
    ]);
  });
});
