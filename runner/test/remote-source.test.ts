// Downloads from outside the site (imports' source_url and thumb_url): private and loopback addresses refused unless
// the settings allow them, every redirect hop checked, the body stopped at the size limit.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteApi } from '../api';
import { download } from '../download';
import { checkRemoteUrl, fetchRemote, isPrivateAddress, RefusedSource } from '../remote-source';

const closed = { allowPrivate: false };
const open = { allowPrivate: true };

/** A stand-in for a partner's server on this machine: /file (100 KB), /hop (redirects to /file). */
let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/hop') {
      response.writeHead(302, { Location: '/file' }).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(Buffer.alloc(100_000, 7));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'remote-source-'));
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

/** A site that is somewhere else: every URL here is outside it. */
const elsewhere = { url: (path: string) => new URL(path, 'http://site.invalid/'), isSite: () => false } as unknown as SiteApi;

describe('the addresses a runner will not fetch', () => {
  it('knows private, loopback, link-local and reserved addresses of both families', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses them by address or by a name that resolves to one, and schemes other than http(s); the settings may allow them', async () => {
    await expect(checkRemoteUrl(new URL('http://127.0.0.1/x'), closed)).rejects.toThrow(RefusedSource);
    await expect(checkRemoteUrl(new URL('http://[::1]/x'), closed)).rejects.toThrow(RefusedSource);
    await expect(checkRemoteUrl(new URL('http://[::ffff:127.0.0.1]/x'), closed)).rejects.toThrow(RefusedSource);
    await expect(checkRemoteUrl(new URL('http://2130706433/x'), closed)).rejects.toThrow(RefusedSource);
    await expect(checkRemoteUrl(new URL('http://localhost/x'), closed)).rejects.toThrow(/private or local address/);
    await expect(checkRemoteUrl(new URL('file:///etc/passwd'), open)).rejects.toThrow(RefusedSource);
    await expect(checkRemoteUrl(new URL('http://user:pw@8.8.8.8/'), open)).rejects.toThrow(RefusedSource);
    await expect(checkRemoteUrl(new URL('http://127.0.0.1/x'), open)).resolves.toBeUndefined();
    await expect(checkRemoteUrl(new URL('http://8.8.8.8/x'), closed)).resolves.toBeUndefined();
  });

  it('checks the first request before anything is sent, and follows redirects', async () => {
    await expect(fetchRemote(new URL(`${base}/hop`), closed, AbortSignal.timeout(10_000))).rejects.toThrow(RefusedSource);
    const response = await fetchRemote(new URL(`${base}/hop`), open, AbortSignal.timeout(10_000));
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(100_000);
  });
});

describe('download from outside the site', () => {
  it('is refused without a policy, and stops at the size limit', async () => {
    const file = join(dir, 'a');
    const options = { size: undefined, onBytes: () => {}, signal: AbortSignal.timeout(10_000) };
    await expect(download(elsewhere, `${base}/file`, file, options)).rejects.toThrow(/is not the site/);
    await expect(download(elsewhere, `${base}/file`, file, { ...options, remote: open, maxBytes: 50_000 })).rejects.toThrow(/larger than the limit/);
    await download(elsewhere, `${base}/file`, file, { ...options, remote: open, maxBytes: 200_000 });
    expect((await stat(file)).size).toBe(100_000);
  });
});
