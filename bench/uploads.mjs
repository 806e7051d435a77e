// Uploads, in one run on this machine: the throughput of a resumable (tus) upload through the worker into R2 against
// copying the same file on disk, and the processing time per minute of source video (a real clip made with the
// project's ffmpeg, from its last byte to processed, the runner's 3 s wait for jobs included). The site runs with its
// own state (.wrangler/bench-uploads) and its runner, as `npm start` runs them. Results: bench/results/uploads.json.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, openSync, readSync, closeSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';
import { root } from '../scripts/local-env.mjs';

process.env.TUBE_PERSIST_DIR ??= `${root}.wrangler/bench-uploads`;
const { base, withServer } = await import('./server.mjs');

const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MIB ?? 256) * MIB;
const CHUNK = 8 * MIB;
/** Just over the exclusive minimum (6 minutes), so the clip is accepted. */
const CLIP_SECONDS = 370;
const ffmpeg = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
const dir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
const headers = { 'CF-IPCountry': 'JP', 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };

/** A file of random bytes (nothing compresses or dedupes it). */
function randomFile(path, size) {
  const out = openSync(path, 'w');
  for (let written = 0; written < size; written += MIB) writeFileSync(out, randomBytes(Math.min(MIB, size - written)));
  closeSync(out);
}

async function diskCopySeconds(from) {
  const started = performance.now();
  await pipeline(createReadStream(from), createWriteStream(join(dir, 'copy.bin'), { flush: true }));
  return (performance.now() - started) / 1000;
}

/** A confirmed member of its own (the daily upload quota is per member), signed in: its cookie. */
async function newMember() {
  const name = `bench${Date.now().toString(36)}`;
  const email = `${name}@example.test`;
  const form = (fields) => ({ method: 'POST', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  await fetch(`${base}/api/signup.php`, form({ username: name, email, password: 'bench-password' }));
  const outbox = await (await fetch(`${base}/dev/outbox/?to=${encodeURIComponent(email)}`, { headers })).text();
  const link = /<a href="([^"]+)"/.exec(outbox.slice(outbox.indexOf('outbox__mail')))?.[1];
  if (!link) throw new Error('no confirmation mail in the outbox');
  const url = new URL(link.replaceAll('&amp;', '&'));
  await fetch(`${base}${url.pathname}${url.search}`, { headers, redirect: 'manual' });
  const login = await fetch(`${base}/api/login.php`, form({ usr: name, pwd: 'bench-password' }));
  const sid = login.headers.getSetCookie().find((line) => line.startsWith('sid='));
  if (!sid) throw new Error(`login failed: ${login.status}`);
  return sid.split(';')[0];
}

/** Starts a resumable video upload: the draft's id. */
async function startVideo(cookie, filename, size, title, exclusive = '0') {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title, description: 'Benchmark upload', categories: 'harbour', section: 'straight', private: '0', preview_choice: 'frames',
    acknowledge: '1', resumable: '1', filename, size: String(size), exclusive,
  })) form.append(name, value);
  const response = await fetch(`${base}/api/video_edit.php`, { method: 'POST', headers: { ...headers, Cookie: cookie }, body: form });
  const body = await response.json();
  if (!body.ok) throw new Error(`start refused: ${JSON.stringify(body)}`);
  return body.video_id;
}

/** Uploads the file by tus in 8 MiB chunks, one after the other, as the island does: seconds. */
async function tusSeconds(cookie, videoId, path, filename) {
  const size = statSync(path).size;
  const tus = { ...headers, Cookie: cookie, 'Tus-Resumable': '1.0.0' };
  const meta = `video ${btoa(String(videoId))},filename ${btoa(filename)}`;
  const started = performance.now();
  const created = await fetch(`${base}/api/upload/`, { method: 'POST', headers: { ...tus, 'Upload-Length': String(size), 'Upload-Metadata': meta } });
  if (created.status !== 201) throw new Error(`creation refused: ${created.status} ${await created.text()}`);
  const location = created.headers.get('Location');
  const file = openSync(path, 'r');
  const buffer = Buffer.alloc(CHUNK);
  for (let offset = 0; offset < size;) {
    const length = readSync(file, buffer, 0, CHUNK, offset);
    const response = await fetch(`${base}${location}`, {
      method: 'PATCH', headers: { ...tus, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
      body: buffer.subarray(0, length),
    });
    if (response.status !== 204) throw new Error(`PATCH at ${offset}: ${response.status} ${await response.text()}`);
    offset = Number(response.headers.get('Upload-Offset'));
  }
  closeSync(file);
  return (performance.now() - started) / 1000;
}

/** Waits until the video's page no longer says it is waiting or processing: seconds, and the state it reached. */
async function processedAfter(cookie, videoId) {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(`${base}/upload-video/sent/${videoId}/`, { headers: { ...headers, Cookie: cookie } })).text();
    const state = /class="upload-state">([^<]*)/.exec(html)?.[1]?.trim() ?? '';
    if (!/Waiting for processing|Processing|Uploading/.test(state)) return { seconds: (performance.now() - started) / 1000, state };
    if (performance.now() - started > 600_000) throw new Error('processing took over 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const source = join(dir, 'random.bin');
randomFile(source, SIZE);
const clip = join(dir, 'benchclip.mp4');
const made = spawnSync(ffmpeg, [
  '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', `sine=frequency=${200 + Math.floor(Math.random() * 800)}`,
  '-t', String(CLIP_SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac', '-movflags', '+faststart', clip,
]);
if (made.status !== 0) throw new Error(`ffmpeg: ${made.stderr}`);

try {
  const diskSeconds = await diskCopySeconds(source);
  const result = await withServer('on', async () => {
    const cookie = await newMember();
    const videoId = await startVideo(cookie, 'benchrandom.mp4', SIZE, 'Benchmark throughput');
    const uploadSeconds = await tusSeconds(cookie, videoId, source, 'benchrandom.mp4');
    const clipId = await startVideo(cookie, 'benchclip.mp4', statSync(clip).size, 'Benchmark processing', '1');
    await tusSeconds(cookie, clipId, clip, 'benchclip.mp4');
    const processed = await processedAfter(cookie, clipId);
    return { uploadSeconds, processed };
  });
  const mib = SIZE / MIB;
  const out = {
    measuredAt: new Date().toISOString(),
    file: { mib, chunkMib: CHUNK / MIB },
    diskCopy: { seconds: +diskSeconds.toFixed(2), mibPerSecond: +(mib / diskSeconds).toFixed(1) },
    tusToR2: { seconds: +result.uploadSeconds.toFixed(2), mibPerSecond: +(mib / result.uploadSeconds).toFixed(1) },
    ratio: +(diskSeconds / result.uploadSeconds).toFixed(3),
    processing: {
      clip: `${CLIP_SECONDS} s 1280x720 25 fps H.264/AAC`, seconds: +result.processed.seconds.toFixed(1),
      secondsPerMinute: +(result.processed.seconds / (CLIP_SECONDS / 60)).toFixed(1), state: result.processed.state,
    },
  };
  writeFileSync(`${root}bench/results/uploads.json`, `${JSON.stringify(out, null, 2)}\n`);
  console.log(JSON.stringify(out, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
