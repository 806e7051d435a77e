// Downloading a job's file to the work folder, hashing it (SHA-256) on the way.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SiteApi } from './api';
import { SiteError, TransientError } from './errors';
import { fetchRemote, RefusedSource, type RemotePolicy } from './remote-source';

/**
 * Fetches `url` (relative to the site, or absolute; the site's own URLs get the runner's token) into `file`.
 * Returns the SHA-256 hex of the bytes; fewer or more bytes than `size` (when known) is a TransientError. A URL
 * outside the site is fetched only under `remote` (remote-source.ts), and its body stops at `maxBytes`.
 */
export async function download(
  site: SiteApi,
  url: string,
  file: string,
  options: { size: number | undefined; maxBytes?: number; remote?: RemotePolicy; onBytes: (received: number) => void; signal: AbortSignal },
): Promise<string> {
  const { size, maxBytes, remote, onBytes, signal } = options;
  const target = new URL(url, site.url(''));
  if (!site.isSite(target) && !remote) throw new RefusedSource(`${target.origin} is not the site`);
  const response = site.isSite(target) ? await site.fetch(target, { signal }) : await fetchRemote(target, remote!, signal);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SiteError(response.status, undefined, `GET ${target.pathname}`);
  }
  const hash = createHash('sha256');
  let received = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      received += chunk.length;
      if (maxBytes !== undefined && received > maxBytes) {
        done(new RefusedSource(`${target.hostname}: larger than the limit of ${maxBytes} bytes`));
        return;
      }
      onBytes(received);
      done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), count, createWriteStream(file), { signal });
  if (size !== undefined && received !== size) throw new TransientError(`${target.pathname}: got ${received} bytes of ${size}`);
  return hash.digest('hex');
}
