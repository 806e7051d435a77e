// Uploaded images (avatars, covers, contact screenshots): the size limit, a form read only when it can hold an
// acceptable image, and the file checked by its bytes, never by its name or the type the browser claims.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { readForm } from '../http/params';
import { IMAGE_TYPES, probeImage, type ImageInfo } from './image-probe';
import { IMAGE_MAX_MB } from '../config/limits';

export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
/** Room for the multipart framing around the file; a body larger than the file limit plus this is never read. */
const FORM_OVERHEAD = 64 * 1024;

/** The posted form, or null when the body is too large to hold an acceptable image: such a body is never read. */
export async function readUploadForm(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  return Number(c.req.header('Content-Length') ?? 0) > IMAGE_MAX_BYTES + FORM_OVERHEAD ? null : readForm(c);
}

export interface UploadedImage {
  bytes: Uint8Array;
  info: ImageInfo;
  contentType: string;
  extension: string;
}

/** The file as a JPEG, PNG or WebP of at most 5 MB, or the spec's code for why it is not one. */
export async function readImageFile(file: File): Promise<UploadedImage | 'file_too_large' | 'file_invalid_type'> {
  if (file.size > IMAGE_MAX_BYTES) return 'file_too_large';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = probeImage(bytes);
  return info ? { bytes, info, ...IMAGE_TYPES[info.format] } : 'file_invalid_type';
}
