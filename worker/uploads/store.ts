// Writes an upload's bytes to R2 as they arrive: whole parts of PART_SIZE go to an R2 multipart upload (R2 wants all
// parts but the last of one size), the bytes past the last whole part wait in the object {key}.tail until the next
// PATCH brings more, and the last bytes complete the object (a small file is one plain object).
import { PART_SIZE, UPLOAD_EXPIRY_SECONDS } from '../config/uploads';
import { completeUpload, listParts, recordPart, releaseUpload, setMultipart, type UploadRow } from '../db/uploads';
import { contentTypeOf } from './targets';

/** The body would take the upload past its declared length. */
export class UploadTooLong extends Error {}

const tailKey = (upload: UploadRow) => `${upload.r2_key}.tail`;

/** Bytes gathered in memory, at most a part and a chunk. */
class Pending {
  #chunks: Uint8Array[] = [];
  length = 0;

  push(chunk: Uint8Array) {
    this.#chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The first `size` bytes, taken out. */
  take(size: number): Uint8Array {
    const out = new Uint8Array(size);
    let filled = 0;
    while (filled < size) {
      const chunk = this.#chunks[0]!;
      const used = Math.min(chunk.length, size - filled);
      out.set(chunk.subarray(0, used), filled);
      filled += used;
      if (used === chunk.length) this.#chunks.shift();
      else this.#chunks[0] = chunk.subarray(used);
    }
    this.length -= size;
    return out;
  }
}

async function multipartOf(db: D1Database, bucket: R2Bucket, upload: UploadRow): Promise<R2MultipartUpload> {
  if (upload.multipart_id) return bucket.resumeMultipartUpload(upload.r2_key, upload.multipart_id);
  const multipart = await bucket.createMultipartUpload(upload.r2_key, { httpMetadata: { contentType: contentTypeOf(upload.name) } });
  await setMultipart(db, upload.upload_id, multipart.uploadId);
  upload.multipart_id = multipart.uploadId;
  return multipart;
}

/**
 * Appends a PATCH body to a locked upload and releases it: the offset it ends at and whether the upload is complete.
 * Whole parts are recorded as they land, so a request cut off midway keeps what arrived before.
 */
export async function appendToUpload(
  db: D1Database, bucket: R2Bucket, upload: UploadRow, body: ReadableStream<Uint8Array> | null, now: number,
): Promise<{ received: number; complete: boolean }> {
  const pending = new Pending();
  // Bytes past the last whole part wait in the tail object between PATCHes.
  const hadTail = upload.received > upload.parts * PART_SIZE;
  if (hadTail) {
    const tail = await bucket.get(tailKey(upload));
    if (tail) pending.push(new Uint8Array(await tail.arrayBuffer()));
  }
  let parts = upload.parts;
  let multipart: R2MultipartUpload | null = null;
  const reader = body?.getReader();
  let failure: unknown = null;
  try {
    for (;;) {
      const next = reader ? await reader.read() : null;
      if (!next || next.done) break;
      const value = next.value;
      if (parts * PART_SIZE + pending.length + value.length > upload.length) throw new UploadTooLong();
      pending.push(value);
      // A whole part goes up unless it is the file's last: that one completes the upload.
      while (pending.length >= PART_SIZE && (parts + 1) * PART_SIZE < upload.length) {
        multipart ??= await multipartOf(db, bucket, upload);
        const uploaded = await multipart.uploadPart(parts + 1, pending.take(PART_SIZE));
        parts += 1;
        await recordPart(db, upload.upload_id, { number: uploaded.partNumber, etag: uploaded.etag }, parts * PART_SIZE);
      }
    }
  } catch (error) {
    // What arrived before the request broke (or before the chunk that went past the length) is kept.
    failure = error;
  }
  const received = parts * PART_SIZE + pending.length;
  if (!failure && received === upload.length) {
    await finish(db, bucket, upload, pending, parts, hadTail, now);
    return { received, complete: true };
  }
  if (pending.length > 0) await bucket.put(tailKey(upload), pending.take(pending.length));
  else if (hadTail) await bucket.delete(tailKey(upload));
  await releaseUpload(db, upload.upload_id, received, now + UPLOAD_EXPIRY_SECONDS);
  if (failure) throw failure;
  return { received, complete: false };
}

/** The last bytes: the last part and the multipart upload's completion, or the whole small file as one object. */
async function finish(db: D1Database, bucket: R2Bucket, upload: UploadRow, pending: Pending, parts: number, hadTail: boolean, now: number) {
  const rest = pending.take(pending.length);
  if (parts === 0 && !upload.multipart_id) {
    await bucket.put(upload.r2_key, rest, { httpMetadata: { contentType: contentTypeOf(upload.name) } });
  } else {
    const multipart = await multipartOf(db, bucket, upload);
    const last = await multipart.uploadPart(parts + 1, rest);
    await multipart.complete([...(await listParts(db, upload.upload_id)), last]);
  }
  if (hadTail) await bucket.delete(tailKey(upload));
  await completeUpload(db, upload.upload_id, now);
}

/** Drops an unfinished upload's bytes: its R2 multipart upload and its tail. */
export async function discardUploadBytes(bucket: R2Bucket, upload: UploadRow): Promise<void> {
  if (upload.multipart_id) await bucket.resumeMultipartUpload(upload.r2_key, upload.multipart_id).abort().catch(() => undefined);
  await bucket.delete(tailKey(upload));
}
