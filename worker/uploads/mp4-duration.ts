// The duration of an ISO base media file (MP4, MOV, M4V, 3GP, F4V) from its movie header, reading only box headers
// and the mvhd box: the site can refuse a too-short upload at once, before a runner probes it. Other containers, or
// files this cannot read, answer null and are left to the runner.

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

const HEADER = 16;
/** Top-level boxes looked at before giving up (ftyp, free, mdat, moov, … come first). */
const MAX_BOXES = 32;

function boxType(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
}

function uint32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
}

/** A box's size from its header; 64-bit sizes read as numbers (files up to 2^53 bytes). */
function boxSize(bytes: Uint8Array, at: number, fileSize: number, start: number): number {
  const size = uint32(bytes, at);
  if (size === 1) return uint32(bytes, at + 8) * 2 ** 32 + uint32(bytes, at + 12);
  if (size === 0) return fileSize - start;
  return size;
}

/** Seconds from an mvhd box's contents (after its 8-byte header): version 0 or 1. */
function mvhdSeconds(body: Uint8Array): number | null {
  const version = body[0];
  if (version === 0 && body.length >= 20) {
    const timescale = uint32(body, 12);
    return timescale ? uint32(body, 16) / timescale : null;
  }
  if (version === 1 && body.length >= 32) {
    const timescale = uint32(body, 20);
    return timescale ? (uint32(body, 24) * 2 ** 32 + uint32(body, 28)) / timescale : null;
  }
  return null;
}

/** Finds mvhd among the children of a moov box read whole. */
function findMvhd(moov: Uint8Array): number | null {
  let at = 8;
  while (at + 8 <= moov.length) {
    const size = uint32(moov, at);
    if (size < 8) return null;
    if (boxType(moov, at) === 'mvhd') return mvhdSeconds(moov.subarray(at + 8, at + size));
    at += size;
  }
  return null;
}

/** The file's duration in seconds, or null when it is not an ISO media file whose header this can read. */
export async function mp4Duration(read: ReadRange, fileSize: number): Promise<number | null> {
  let offset = 0;
  for (let box = 0; box < MAX_BOXES && offset + 8 <= fileSize; box++) {
    const header = await read(offset, HEADER);
    if (header.length < 8) return null;
    const type = boxType(header, 0);
    if (box === 0 && type !== 'ftyp' && type !== 'moov' && type !== 'wide' && type !== 'free') return null;
    const size = boxSize(header, 0, fileSize, offset);
    if (size < 8) return null;
    if (type === 'moov') {
      // moov holds the whole index; only its start (where mvhd is) is needed.
      return findMvhd(await read(offset, Math.min(size, 64 * 1024)));
    }
    offset += size;
  }
  return null;
}
