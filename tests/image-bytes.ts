// Small well-formed images built byte by byte for the upload and probe tests: a greyscale PNG (stored deflate), a
// baseline greyscale JPEG (every block flat) and lossless WebP (VP8L, optionally inside VP8X), all decodable.
import { crc32 } from '../worker/media/image-probe';

function concat(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];

function pngChunk(type: string, data: Uint8Array | readonly number[]): Uint8Array<ArrayBuffer> {
  const body = concat([ascii(type), data]);
  return concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** zlib with stored (uncompressed) deflate blocks: no compressor needed, and the size is what the pixels make it. */
function zlibStored(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let at = 0; at < data.length || at === 0; at += 0xffff) {
    const block = data.subarray(at, at + 0xffff);
    const final = at + 0xffff >= data.length ? 1 : 0;
    blocks.push(new Uint8Array([final, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff]), block);
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(new Uint8Array(u32be(((b << 16) | a) >>> 0)));
  return concat(blocks);
}

/** An 8-bit greyscale PNG of mid grey. */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) rows.fill(0x80, y * (width + 1) + 1, (y + 1) * (width + 1));
  return concat([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0]),
    pngChunk('IDAT', zlibStored(rows)),
    pngChunk('IEND', []),
  ]);
}

export function jpegSegment(marker: number, data: readonly number[]): number[] {
  return [0xff, marker, ...u16be(data.length + 2), ...data];
}

/** A baseline greyscale JPEG: one Huffman code each for "DC difference 0" and "end of block", so each block is 2 bits. */
export function jpegBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0x00];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((blocks * 2) / 8));
  // The bits are all zero; the last byte is padded with one bits, as the standard asks.
  const spare = scan.length * 8 - blocks * 2;
  if (spare > 0) scan[scan.length - 1] = (1 << spare) - 1;
  return concat([
    [0xff, 0xd8],
    jpegSegment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    jpegSegment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    jpegSegment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]),
    jpegSegment(0xc4, oneCodeTable(0)),
    jpegSegment(0xc4, oneCodeTable(1)),
    jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    scan,
    [0xff, 0xd9],
  ]);
}

/** Bits written least significant first, as VP8L reads them. */
class BitWriter {
  readonly bytes: number[] = [];
  #bit = 0;
  write(value: number, count: number): this {
    for (let i = 0; i < count; i++) {
      if (this.#bit === 0) this.bytes.push(0);
      this.bytes[this.bytes.length - 1]! |= ((value >>> i) & 1) << this.#bit;
      this.#bit = (this.#bit + 1) % 8;
    }
    return this;
  }
}

/**
 * A lossless WebP bitstream of one opaque black colour: no transforms, no colour cache, and five prefix codes of a
 * single symbol each, which take zero bits per pixel.
 */
function vp8lData(width: number, height: number): number[] {
  const bits = new BitWriter().write(0x2f, 8).write(width - 1, 14).write(height - 1, 14).write(0, 1).write(0, 3);
  bits.write(0, 1).write(0, 1).write(0, 1);
  // Green, red, blue: symbol 0; alpha: symbol 255; distance: symbol 0.
  for (const symbol of [0, 0, 0, 255, 0]) {
    bits.write(1, 1).write(0, 1);
    if (symbol < 2) bits.write(0, 1).write(symbol, 1);
    else bits.write(1, 1).write(symbol, 8);
  }
  return bits.bytes;
}

function riffChunk(type: string, data: readonly number[]): number[] {
  return [...ascii(type), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])];
}

function riff(chunks: number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...ascii('RIFF'), ...u32le(chunks.length + 4), ...ascii('WEBP'), ...chunks]);
}

export type WebpKind = 'VP8L' | 'VP8X' | 'VP8';

/**
 * A WebP: lossless (VP8L), extended (VP8X around a VP8L image) or lossy (VP8). The lossy one has a correct key-frame
 * header but no real picture data: enough for the probe, not for a decoder.
 */
export function webpBytes(width: number, height: number, kind: WebpKind = 'VP8L'): Uint8Array<ArrayBuffer> {
  if (kind === 'VP8L') return riff(riffChunk('VP8L', vp8lData(width, height)));
  if (kind === 'VP8X') {
    const header = [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
    return riff([...riffChunk('VP8X', header), ...riffChunk('VP8L', vp8lData(width, height))]);
  }
  // Frame tag: key frame (bit 0 clear), version 0, shown, first partition of 0 bytes; then start code and 14-bit sizes.
  const frame = [0x10, 0x00, 0x00, 0x9d, 0x01, 0x2a, width & 0xff, width >>> 8, height & 0xff, height >>> 8, 0, 0];
  return riff(riffChunk('VP8 ', frame));
}
