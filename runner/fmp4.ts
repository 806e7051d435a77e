// Reads the index of a fragmented MP4 (ISO BMFF) without loading its media: where the initialisation (ftyp + moov)
// ends, each track's codec, and every fragment (moof + mdat) with its byte range, start time, duration and whether it
// starts on a key frame. Only box headers, the moov and the moofs are read; the media data is skipped.
import { open, type FileHandle } from 'node:fs/promises';

export interface Track {
  id: number;
  kind: 'video' | 'audio' | 'other';
  timescale: number;
  /** The RFC 6381 codec string (avc1.64001f, mp4a.40.2), or '' for one this reader does not describe. */
  codec: string;
  width: number;
  height: number;
  /** From the track's trex: the sample duration and flags a fragment may leave out. */
  defaultDuration: number;
  defaultFlags: number;
}

export interface Fragment {
  offset: number;
  /** Bytes from the moof to the next moof (or the end of the media): the moof, its mdat and anything between. */
  size: number;
  /** Seconds, of the video track (of the first track when there is no video). */
  start: number;
  duration: number;
  /** The fragment's first video sample is a sync sample (a key frame). */
  independent: boolean;
}

export interface FragmentedMp4 {
  /** Bytes of ftyp + moov from the start of the file: the initialisation segment. */
  initSize: number;
  tracks: Track[];
  fragments: Fragment[];
  size: number;
}

/** The file is not a fragmented MP4 this reader understands. */
export class NotFragmented extends Error {}

interface BoxHeader {
  type: string;
  offset: number;
  size: number;
  /** Where the box's content starts. */
  body: number;
}

const SAMPLE_IS_NON_SYNC = 0x0001_0000;

/** Boxes within a buffer's range [from, to). */
function* children(bytes: Buffer, from: number, to: number): Generator<BoxHeader> {
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at || at + size > to) throw new NotFragmented(`box ${type} at ${at} runs past its parent`);
    yield { type, offset: at, size, body };
    at += size;
  }
}

function child(bytes: Buffer, parent: BoxHeader, type: string): BoxHeader | undefined {
  for (const box of children(bytes, parent.body, parent.offset + parent.size)) if (box.type === type) return box;
  return undefined;
}

function path(bytes: Buffer, parent: BoxHeader, ...types: string[]): BoxHeader | undefined {
  let box: BoxHeader | undefined = parent;
  for (const type of types) box = box && child(bytes, box, type);
  return box;
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/** avc1.PPCCLL from the avcC record: profile, constraint flags, level. */
function avcCodec(bytes: Buffer, avcC: BoxHeader): string {
  return `avc1.${hex2(bytes[avcC.body + 1]!)}${hex2(bytes[avcC.body + 2]!)}${hex2(bytes[avcC.body + 3]!)}`;
}

/** A descriptor's tag, the start of its content and the content's length (the length is 1 to 4 bytes of 7 bits). */
function descriptor(bytes: Buffer, at: number): { tag: number; body: number; length: number } {
  const tag = bytes[at]!;
  let length = 0;
  let i = at + 1;
  for (let n = 0; n < 4; n++) {
    const byte = bytes[i++]!;
    length = (length << 7) | (byte & 0x7f);
    if ((byte & 0x80) === 0) break;
  }
  return { tag, body: i, length };
}

/** mp4a.{objectTypeIndication}.{audioObjectType} from the esds box (ISO 14496-1 descriptors). */
function mp4aCodec(bytes: Buffer, esds: BoxHeader): string {
  const es = descriptor(bytes, esds.body + 4);
  if (es.tag !== 0x03) return '';
  const flags = bytes[es.body + 2]!;
  let at = es.body + 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + bytes[at]!;
  if (flags & 0x20) at += 2;
  const config = descriptor(bytes, at);
  if (config.tag !== 0x04) return '';
  const objectType = bytes[config.body]!;
  const specific = descriptor(bytes, config.body + 13);
  if (specific.tag !== 0x05 || specific.length === 0) return `mp4a.${hex2(objectType)}`;
  let audioObjectType = bytes[specific.body]! >> 3;
  if (audioObjectType === 31) audioObjectType = 32 + (((bytes[specific.body]! & 0x07) << 3) | (bytes[specific.body + 1]! >> 5));
  return `mp4a.${hex2(objectType)}.${audioObjectType}`;
}

/** The codec of a track's first sample entry, with the picture size for video. */
function sampleEntry(bytes: Buffer, stsd: BoxHeader): { codec: string; width: number; height: number } {
  // stsd: full box header (4), entry count (4), then the entries.
  const [entry] = children(bytes, stsd.body + 8, stsd.offset + stsd.size);
  if (!entry) return { codec: '', width: 0, height: 0 };
  if (entry.type === 'avc1' || entry.type === 'avc3') {
    // Visual sample entry: 6 reserved + 2 index + 16 predefined, then width and height; its boxes start after 78 bytes.
    const width = bytes.readUInt16BE(entry.body + 24);
    const height = bytes.readUInt16BE(entry.body + 26);
    const avcC = [...children(bytes, entry.body + 78, entry.offset + entry.size)].find((box) => box.type === 'avcC');
    return { codec: avcC ? avcCodec(bytes, avcC) : '', width, height };
  }
  if (entry.type === 'mp4a') {
    // Audio sample entry: 28 bytes before its boxes.
    const esds = [...children(bytes, entry.body + 28, entry.offset + entry.size)].find((box) => box.type === 'esds');
    return { codec: esds ? mp4aCodec(bytes, esds) : '', width: 0, height: 0 };
  }
  return { codec: '', width: 0, height: 0 };
}

const HANDLERS: Record<string, Track['kind']> = { vide: 'video', soun: 'audio' };

function readTracks(bytes: Buffer, moov: BoxHeader): Track[] {
  const defaults = new Map<number, { duration: number; flags: number }>();
  const mvex = child(bytes, moov, 'mvex');
  if (mvex) {
    for (const trex of children(bytes, mvex.body, mvex.offset + mvex.size)) {
      if (trex.type !== 'trex') continue;
      // version/flags, track_ID, default_sample_description_index, default_sample_duration, _size, _flags
      defaults.set(bytes.readUInt32BE(trex.body + 4), { duration: bytes.readUInt32BE(trex.body + 12), flags: bytes.readUInt32BE(trex.body + 20) });
    }
  }
  const tracks: Track[] = [];
  for (const trak of children(bytes, moov.body, moov.offset + moov.size)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(bytes, trak, 'tkhd');
    const mdhd = path(bytes, trak, 'mdia', 'mdhd');
    const hdlr = path(bytes, trak, 'mdia', 'hdlr');
    const stsd = path(bytes, trak, 'mdia', 'minf', 'stbl', 'stsd');
    if (!tkhd || !mdhd || !hdlr || !stsd) throw new NotFragmented('a track without its headers');
    const id = bytes.readUInt32BE(tkhd.body + (bytes[tkhd.body] === 1 ? 20 : 12));
    const timescale = bytes.readUInt32BE(mdhd.body + (bytes[mdhd.body] === 1 ? 20 : 12));
    const kind = HANDLERS[bytes.toString('latin1', hdlr.body + 8, hdlr.body + 12)] ?? 'other';
    const fallback = defaults.get(id) ?? { duration: 0, flags: 0 };
    tracks.push({ id, kind, timescale, ...sampleEntry(bytes, stsd), defaultDuration: fallback.duration, defaultFlags: fallback.flags });
  }
  return tracks;
}

interface TrackRun {
  trackId: number;
  decodeTime: number;
  duration: number;
  firstFlags: number;
}

/** One traf: the track, its tfdt time, the sum of its samples' durations and its first sample's flags. */
function readTraf(bytes: Buffer, traf: BoxHeader, tracks: Map<number, Track>): TrackRun {
  const tfhd = child(bytes, traf, 'tfhd');
  if (!tfhd) throw new NotFragmented('a traf without tfhd');
  const tfhdFlags = bytes.readUInt32BE(tfhd.body) & 0xffffff;
  const trackId = bytes.readUInt32BE(tfhd.body + 4);
  const track = tracks.get(trackId);
  let at = tfhd.body + 8;
  if (tfhdFlags & 0x01) at += 8; // base data offset
  if (tfhdFlags & 0x02) at += 4; // sample description index
  let defaultDuration = track?.defaultDuration ?? 0;
  if (tfhdFlags & 0x08) {
    defaultDuration = bytes.readUInt32BE(at);
    at += 4;
  }
  if (tfhdFlags & 0x10) at += 4; // default sample size
  let defaultFlags = track?.defaultFlags ?? 0;
  if (tfhdFlags & 0x20) defaultFlags = bytes.readUInt32BE(at);

  const tfdt = child(bytes, traf, 'tfdt');
  const decodeTime = !tfdt ? 0 : bytes[tfdt.body] === 1 ? Number(bytes.readBigUInt64BE(tfdt.body + 4)) : bytes.readUInt32BE(tfdt.body + 4);

  let duration = 0;
  let firstFlags: number | undefined;
  for (const trun of children(bytes, traf.body, traf.offset + traf.size)) {
    if (trun.type !== 'trun') continue;
    const flags = bytes.readUInt32BE(trun.body) & 0xffffff;
    const count = bytes.readUInt32BE(trun.body + 4);
    let p = trun.body + 8;
    if (flags & 0x01) p += 4; // data offset
    let first: number | undefined;
    if (flags & 0x04) {
      first = bytes.readUInt32BE(p);
      p += 4;
    }
    for (let i = 0; i < count; i++) {
      let sampleDuration = defaultDuration;
      let sampleFlags = i === 0 && first !== undefined ? first : defaultFlags;
      if (flags & 0x100) {
        sampleDuration = bytes.readUInt32BE(p);
        p += 4;
      }
      if (flags & 0x200) p += 4; // size
      if (flags & 0x400) {
        sampleFlags = bytes.readUInt32BE(p);
        p += 4;
      }
      if (flags & 0x800) p += 4; // composition time offset
      duration += sampleDuration;
      firstFlags ??= sampleFlags;
    }
  }
  return { trackId, decodeTime, duration, firstFlags: firstFlags ?? defaultFlags };
}

async function readAt(file: FileHandle, offset: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, offset);
  return bytesRead === length ? buffer : buffer.subarray(0, bytesRead);
}

/** The top-level boxes of a file, read header by header. */
async function* topLevel(file: FileHandle, size: number): AsyncGenerator<BoxHeader> {
  let at = 0;
  while (at + 8 <= size) {
    const head = await readAt(file, at, 16);
    let boxSize = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let body = at + 8;
    if (boxSize === 1) {
      boxSize = Number(head.readBigUInt64BE(8));
      body = at + 16;
    } else if (boxSize === 0) {
      boxSize = size - at;
    }
    if (boxSize < body - at || at + boxSize > size) throw new NotFragmented(`box ${type} at ${at} runs past the end of the file`);
    yield { type, offset: at, size: boxSize, body };
    at += boxSize;
  }
}

/** Reads the fragment index of the file at `filePath`. */
export async function readFragmentedMp4(filePath: string): Promise<FragmentedMp4> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    let initSize = 0;
    let tracks: Track[] = [];
    let byId = new Map<number, Track>();
    const moofs: { offset: number; runs: TrackRun[] }[] = [];
    /** Where the media ends: the start of a trailing index (mfra) or the end of the file. */
    let mediaEnd = size;
    for await (const box of topLevel(file, size)) {
      if (box.type === 'moov') {
        const bytes = await readAt(file, box.offset, box.size);
        tracks = readTracks(bytes, { ...box, offset: 0, body: box.body - box.offset });
        byId = new Map(tracks.map((track) => [track.id, track]));
        initSize = box.offset + box.size;
      } else if (box.type === 'moof') {
        if (!initSize) throw new NotFragmented('a moof before the moov');
        const bytes = await readAt(file, box.offset, box.size);
        const moof = { ...box, offset: 0, body: box.body - box.offset };
        const runs = [...children(bytes, moof.body, moof.size)].filter((b) => b.type === 'traf').map((traf) => readTraf(bytes, traf, byId));
        moofs.push({ offset: box.offset, runs });
      } else if (box.type === 'mfra') {
        mediaEnd = box.offset;
      }
    }
    if (!initSize || moofs.length === 0) throw new NotFragmented('no moov or no fragments');
    const main = tracks.find((track) => track.kind === 'video') ?? tracks[0]!;
    const fragments = moofs.map((moof, i): Fragment => {
      const run = moof.runs.find((r) => r.trackId === main.id) ?? { decodeTime: 0, duration: 0, firstFlags: 0 };
      const end = moofs[i + 1]?.offset ?? mediaEnd;
      return {
        offset: moof.offset,
        size: end - moof.offset,
        start: run.decodeTime / main.timescale,
        duration: run.duration / main.timescale,
        independent: (run.firstFlags & SAMPLE_IS_NON_SYNC) === 0,
      };
    });
    return { initSize, tracks, fragments, size };
  } finally {
    await file.close();
  }
}
