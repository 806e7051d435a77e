// The image probe: real format and pixel size from JPEG, PNG and WebP headers; truncated files and anything else refused.
import { describe, expect, it } from 'vitest';
import { crc32, probeImage } from '../../worker/media/image-probe';
import { jpegBytes, jpegSegment, pngBytes, webpBytes } from '../image-bytes';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Made by libwebp (through sharp): a lossy 16x8 image, and a lossy 33x17 image with alpha (VP8X, ALPH, VP8). */
const LIBWEBP_LOSSY_16X8 = 'UklGRiQAAABXRUJQVlA4IBgAAABQAQCdASoQAAgAB0CWJaQABHQAAAAAAAA=';
const LIBWEBP_ALPHA_33X17 =
  'UklGRnAAAABXRUJQVlA4WAoAAAAQAAAAIAAAEAAAQUxQSAoAAAABB1DAiAhERP8DVlA4IEAAAAAwAwCdASohABEAPm02l0ikIyIhJWgAgA2JZwDJEA8Kvu4AAP7vvVeuLmyIo//srH/+lY//0rH8OMGJ/ZrmsAAA';
/** Made by libpng (through sharp): a 33x17 palette image with transparency. */
const LIBPNG_PALETTE_33X17 =
  'iVBORw0KGgoAAAANSUhEUgAAACEAAAARCAMAAABkQDXwAAAAA1BMVEXIHjzD6Ll6AAAAAXRSTlOArV5bRgAAAAlwSFlzAAAD6AAAA+gBtXtSawAAAA9JREFUeJxjYBgFo4ASAAACQgABgTtC1QAAAABJRU5ErkJggg==';

function jpeg(...segments: number[][]): Uint8Array {
  return new Uint8Array([0xff, 0xd8, ...segments.flat(), 0xff, 0xd9]);
}
const sof = (marker: number, width: number, height: number) => jpegSegment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(bytesOf('123456789'))).toBe(0xcbf43926);
  });
});

describe('PNG', () => {
  it('reads the size from IHDR', () => {
    expect(probeImage(pngBytes(120, 45))).toEqual({ format: 'png', width: 120, height: 45 });
    expect(probeImage(fromBase64(LIBPNG_PALETTE_33X17))).toEqual({ format: 'png', width: 33, height: 17 });
  });

  it('refuses a truncated header, a wrong CRC, a first chunk other than IHDR and a zero size', () => {
    const png = pngBytes(120, 45);
    for (const length of [8, 16, 24, 32]) expect(probeImage(png.subarray(0, length))).toBeNull();
    const badCrc = png.slice();
    badCrc[20] = 0xff; // height changed after the CRC was computed
    expect(probeImage(badCrc)).toBeNull();
    const renamed = png.slice();
    renamed.set(bytesOf('IDAT'), 12);
    expect(probeImage(renamed)).toBeNull();
    expect(probeImage(pngBytes(0, 45))).toBeNull();
  });
});

describe('JPEG', () => {
  it('reads the size from the baseline frame header', () => {
    expect(probeImage(jpegBytes(1250, 250))).toEqual({ format: 'jpeg', width: 1250, height: 250 });
    expect(probeImage(jpegBytes(13, 7))).toEqual({ format: 'jpeg', width: 13, height: 7 });
  });

  it('reads every SOF marker from SOF0 to SOF15, and skips DHT, JPG and DAC, which share the range', () => {
    for (const marker of [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      expect(probeImage(jpeg(sof(marker, 640, 480)))).toEqual({ format: 'jpeg', width: 640, height: 480 });
    }
    // Segments shaped like a frame header with another size: read as one, they would answer 2x3.
    const decoy = [8, 0, 3, 0, 2, 1, 1, 0x11, 0];
    for (const marker of [0xc4, 0xc8, 0xcc]) {
      expect(probeImage(jpeg(jpegSegment(marker, decoy), sof(0xc2, 640, 480)))).toEqual({ format: 'jpeg', width: 640, height: 480 });
    }
  });

  it('walks past application segments, fill bytes and restart markers before the frame', () => {
    const exif = jpegSegment(0xe1, [...bytesOf('Exif'), 0, 0, ...new Array<number>(60_000).fill(0x41)]);
    expect(probeImage(jpeg(exif, [0xff, 0xff, 0xff], sof(0xc0, 800, 600)))).toEqual({ format: 'jpeg', width: 800, height: 600 });
    expect(probeImage(jpeg([0xff, 0xd0], sof(0xc0, 800, 600)))).toEqual({ format: 'jpeg', width: 800, height: 600 });
  });

  it('refuses a file cut short, scan data or the end before any frame, a broken segment chain and a zero size', () => {
    const whole = jpegBytes(300, 200);
    // The SOF0 segment starts at 2 + 18 (APP0) + 69 (DQT) = 89; its width ends at byte 97.
    for (const length of [2, 3, 20, 89, 91, 95, 97]) expect(probeImage(whole.subarray(0, length))).toBeNull();
    expect(probeImage(whole.subarray(0, 98))).toEqual({ format: 'jpeg', width: 300, height: 200 });
    expect(probeImage(jpeg(jpegSegment(0xda, [1, 1, 0, 0, 63, 0]), sof(0xc0, 10, 10)))).toBeNull();
    expect(probeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(probeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x00]))).toBeNull();
    expect(probeImage(jpeg([0xff, 0xe0, 0x00, 0x01]))).toBeNull(); // a segment length under 2
    expect(probeImage(jpeg([0x00, 0x00], sof(0xc0, 10, 10)))).toBeNull(); // no marker where one must be
    expect(probeImage(jpeg(sof(0xc0, 10, 0)))).toBeNull();
  });
});

describe('WebP', () => {
  it('reads lossless (VP8L), extended (VP8X) and lossy (VP8) headers', () => {
    expect(probeImage(webpBytes(100, 100))).toEqual({ format: 'webp', width: 100, height: 100 });
    expect(probeImage(webpBytes(16_384, 3))).toEqual({ format: 'webp', width: 16_384, height: 3 });
    expect(probeImage(webpBytes(1250, 250, 'VP8X'))).toEqual({ format: 'webp', width: 1250, height: 250 });
    expect(probeImage(webpBytes(300, 200, 'VP8'))).toEqual({ format: 'webp', width: 300, height: 200 });
  });

  it('reads what libwebp writes', () => {
    expect(probeImage(fromBase64(LIBWEBP_LOSSY_16X8))).toEqual({ format: 'webp', width: 16, height: 8 });
    expect(probeImage(fromBase64(LIBWEBP_ALPHA_33X17))).toEqual({ format: 'webp', width: 33, height: 17 });
  });

  it('refuses a truncated header, a wrong signature or start code, a non-key frame and other chunks', () => {
    const lossless = webpBytes(100, 100);
    for (const length of [12, 16, 20, 24]) expect(probeImage(lossless.subarray(0, length))).toBeNull();
    expect(probeImage(lossless.subarray(0, 25))).toEqual({ format: 'webp', width: 100, height: 100 });
    const lossy = webpBytes(300, 200, 'VP8');
    for (const length of [20, 26, 29]) expect(probeImage(lossy.subarray(0, length))).toBeNull();
    const extended = webpBytes(1250, 250, 'VP8X');
    expect(probeImage(extended.subarray(0, 29))).toBeNull();
    const badSignature = lossless.slice();
    badSignature[20] = 0x2e;
    expect(probeImage(badSignature)).toBeNull();
    const badStart = lossy.slice();
    badStart[23] = 0x9c;
    expect(probeImage(badStart)).toBeNull();
    const interFrame = lossy.slice();
    interFrame[20] = interFrame[20]! | 1;
    expect(probeImage(interFrame)).toBeNull();
    const other = lossless.slice();
    other.set(bytesOf('ALPH'), 12);
    expect(probeImage(other)).toBeNull();
    const wave = lossless.slice();
    wave.set(bytesOf('WAVE'), 8);
    expect(probeImage(wave)).toBeNull();
  });
});

describe('anything else', () => {
  it.each([
    ['empty', new Uint8Array()],
    ['text', bytesOf('hello, this is not an image at all')],
    ['SVG', bytesOf('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="400"/>')],
    ['GIF', bytesOf('GIF89a\x10\x00\x10\x00')],
    ['BMP', bytesOf('BM\x3e\x00\x00\x00\x00\x00\x00\x00\x3e\x00\x00\x00\x28\x00\x00\x00')],
    ['a PNG signature alone', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['zeros', new Uint8Array(4096)],
  ])('refuses %s', (_name, bytes) => {
    expect(probeImage(bytes)).toBeNull();
  });

  it('never throws on random bytes, whatever their start', () => {
    let seed = 12_345;
    const random = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed >>> 24;
    };
    const starts = [[0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [...bytesOf('RIFF'), 0, 0, 0, 0, ...bytesOf('WEBP')], []];
    for (let round = 0; round < 400; round++) {
      const start = starts[round % starts.length]!;
      const bytes = new Uint8Array([...start, ...Array.from({ length: random() % 64 }, random)]);
      const info = probeImage(bytes);
      if (info) expect(info.width > 0 && info.height > 0).toBe(true);
    }
  });
});
