// The tus client against the fake site: 8 MiB chunks, HEAD and resume after a dropped connection or a 500, a new token after 401.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { SiteApi } from '../api';
import { readConfig } from '../config';
import { CHUNK_BYTES, tusUpload } from '../tus';
import { FakeSite } from './fake-site';

const site = new FakeSite();
let dir: string;
let file: string;
let bytes: Buffer;
const lines: string[] = [];

function api(): SiteApi {
  const config = readConfig({ SITE_URL: site.url, RUNNER_REGISTRATION_TOKEN: site.registrationToken, RUNNER_STATE: join(dir, 'state.json') });
  return new SiteApi(config, (line) => lines.push(line));
}

function upload(client: SiteApi, name: string) {
  const confirmed: number[] = [];
  const done = tusUpload(client, { jobId: 41, name, path: file }, {
    onBytes: (n) => confirmed.push(n),
    signal: new AbortController().signal,
    log: (line) => lines.push(line),
  });
  return done.then(() => confirmed);
}

beforeAll(async () => {
  await site.start();
  dir = await mkdtemp(join(tmpdir(), 'runner-tus-'));
  file = join(dir, '720.mp4');
  bytes = randomBytes(2 * CHUNK_BYTES + 12345);
  await writeFile(file, bytes);
});

afterEach(() => {
  site.patchFault = () => undefined;
});

afterAll(async () => {
  await site.stop();
  await rm(dir, { recursive: true, force: true });
});

it('sends 8 MiB chunks and the rest, with the job and name in Upload-Metadata', async () => {
  const confirmed = await upload(api(), '720.mp4');
  const sent = site.uploads.at(-1)!;
  expect(sent).toMatchObject({ jobId: 41, name: '720.mp4', length: bytes.length, heads: 0 });
  expect(sent.patches.map((p) => p.size)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 12345]);
  expect(sent.data.equals(bytes)).toBe(true);
  expect(confirmed).toEqual([CHUNK_BYTES, 2 * CHUNK_BYTES, bytes.length]);
});

it('asks HEAD where to go on after a connection dropped in the middle of the file, and resumes there', async () => {
  let attempts = 0;
  site.patchFault = (_upload, offset) => (offset === CHUNK_BYTES && attempts++ === 0 ? 'drop' : undefined);
  await upload(api(), 'dropped.mp4');
  const sent = site.uploads.at(-1)!;
  expect(attempts).toBe(2);
  expect(sent.heads).toBe(1);
  expect(sent.patches.map((p) => p.offset)).toEqual([0, CHUNK_BYTES, 2 * CHUNK_BYTES]);
  expect(sent.data.equals(bytes)).toBe(true);
  expect(lines.some((line) => /dropped\.mp4: PATCH failed .* at byte 8388608; asking the site where to resume/.test(line))).toBe(true);
});

it('resumes after a 500 answer', async () => {
  let failed = 0;
  site.patchFault = () => (failed++ === 0 ? '500' : undefined);
  await upload(api(), 'five-hundred.mp4');
  const sent = site.uploads.at(-1)!;
  expect(sent.heads).toBe(1);
  expect(sent.data.equals(bytes)).toBe(true);
});

it('registers again when the site no longer knows its token, and keeps the new one', async () => {
  const client = api();
  await upload(client, 'before.mp4');
  const before = site.registrations.length;
  site.revokeTokens();
  await upload(client, 'after.mp4');
  expect(site.registrations.length).toBe(before + 1);
  expect(site.file(41, 'after.mp4')).toBeDefined();
  const saved = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8')) as { runnerToken: string; siteUrl: string };
  expect(saved).toMatchObject({ runnerToken: site.registrations.at(-1)!.runnerToken, siteUrl: `${site.url}/` });
});
