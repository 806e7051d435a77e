// Test fixtures for uploads: members' drafts straight in D1, tus requests to the worker, and bytes that are (or look
// like) media: an MP4 header of any duration, a PNG, random filler.
import { env } from 'cloudflare:test';
import { DAY_SECONDS } from '../worker/config/limits';
import { insertAlbumDraft } from '../worker/db/album-uploads';
import { insertVideoDraft } from '../worker/db/video-uploads';
import type { FetchOptions } from './helpers';
import { get } from './helpers';

export const TUS = { 'Tus-Resumable': '1.0.0' };
export const MIB = 1024 * 1024;

const quota = () => ({ since: Math.floor(Date.now() / 1000) - DAY_SECONDS, max: 1000 });

export async function videoDraft(userId: number, options: { exclusive?: boolean; thumb?: string } = {}): Promise<number> {
  const id = await insertVideoDraft(env.DB, {
    userId, title: 'A calm test upload', description: '', lang: 'en', gender: 0, isPrivate: 0, exclusive: options.exclusive ? 1 : 0,
    categoryDirs: [], modelIds: [], thumb: options.thumb ?? 'thumbs/preview.jpg', dir: 'a-calm-test-upload', now: Math.floor(Date.now() / 1000),
  }, quota());
  return id!;
}

export async function albumDraft(userId: number, photos: number): Promise<number> {
  const id = await insertAlbumDraft(env.DB, {
    userId, title: 'Test album', description: '', gender: 0, isPrivate: 0, categoryDirs: [], photos, coverPosition: 1,
    dir: 'test-album', now: Math.floor(Date.now() / 1000),
  }, quota());
  return id!;
}

/** `Upload-Metadata` of these pairs. */
export function metadata(pairs: Record<string, string>): string {
  return Object.entries(pairs).map(([key, value]) => `${key} ${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}`).join(',');
}

/** Creates an upload; answers the response and the upload's path. */
export async function createUpload(length: number, pairs: Record<string, string>, options: FetchOptions = {}) {
  const response = await get('/api/upload/', {
    ...options, method: 'POST', headers: { ...TUS, 'Upload-Length': String(length), 'Upload-Metadata': metadata(pairs), ...options.headers },
  });
  return { response, path: response.headers.get('Location') };
}

export function patch(path: string, offset: number, body: BodyInit, options: FetchOptions = {}) {
  return get(path, {
    ...options, method: 'PATCH', body,
    headers: { ...TUS, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset), ...options.headers },
  });
}

export async function offsetOf(path: string, options: FetchOptions = {}): Promise<number | null> {
  const response = await get(path, { ...options, method: 'HEAD', headers: { ...TUS, ...options.headers } });
  return response.status === 200 ? Number(response.headers.get('Upload-Offset')) : null;
}

/** Bytes of a repeating pattern (cheap to make, easy to check). */
export function filler(length: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const length = 8 + parts.reduce((total, part) => total + part.length, 0);
  const out = new Uint8Array(length);
  new DataView(out.buffer).setUint32(0, length);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An MP4 whose movie header says `seconds` (ftyp, moov with mvhd, and `padding` bytes of mdat). */
export function mp4Of(seconds: number, padding = 1024): Uint8Array<ArrayBuffer> {
  const mvhd = new Uint8Array(100);
  const view = new DataView(mvhd.buffer);
  view.setUint32(12, 1000);
  view.setUint32(16, seconds * 1000);
  return new Uint8Array([
    ...box('ftyp', new TextEncoder().encode('isom'), new Uint8Array(4), new TextEncoder().encode('isommp41')),
    ...box('moov', box('mvhd', mvhd)),
    ...box('mdat', filler(padding)),
  ]);
}
