// Synthetic media for the upload journeys, made on the spot with the project's ffmpeg. Every file has bytes of its own
// (a random tone, colour and comment): the site refuses a video whose content it already has, and the local e2e state
// outlives a run.
import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';

const run = promisify(execFile);
const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

let dir: string | undefined;
/** One temporary folder per test process, gone when it ends. */
function mediaDir(): string {
  if (!dir) {
    const made = mkdtempSync(join(tmpdir(), 'tube-e2e-uploads-'));
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    dir = made;
  }
  return dir;
}

/** A word of random letters and digits (file names may only hold those). */
export function token(length = 8): string {
  return randomBytes(length).toString('hex').slice(0, length);
}

async function ffmpegTo(name: string, args: string[]): Promise<string> {
  const out = join(mediaDir(), name);
  await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args, out], { timeout: 60_000 });
  return out;
}

/**
 * A 160x90 test-pattern clip with a tone, `seconds` long. `videoKbps` sets a constant video bitrate (x264 pads with
 * filler), which makes a long tiny clip as large as needed without making it costly to encode or to process.
 */
export function syntheticClip(seconds: number, { videoKbps }: { videoKbps?: number } = {}): Promise<string> {
  const rate = videoKbps
    ? ['-b:v', `${videoKbps}k`, '-minrate', `${videoKbps}k`, '-maxrate', `${videoKbps}k`, '-bufsize', `${videoKbps}k`, '-x264-params', 'nal-hrd=cbr']
    : [];
  return ffmpegTo(`clip${token()}.mp4`, [
    '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=5',
    '-f', 'lavfi', '-i', `sine=frequency=${randomInt(200, 2000)}:sample_rate=8000`,
    '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', ...rate, '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '16k',
    '-metadata', `comment=${token(16)}`, '-movflags', '+faststart',
  ]);
}

/** A plain image of a random colour (PNG or JPEG by the extension). */
export function syntheticImage(ext: 'png' | 'jpg', size = '320x240'): Promise<string> {
  const colour = randomInt(0, 0xffffff).toString(16).padStart(6, '0');
  return ffmpegTo(`image${token()}.${ext}`, ['-f', 'lavfi', '-i', `color=c=0x${colour}:s=${size}`, '-frames:v', '1']);
}

/**
 * Opens an upload form and, with JavaScript, waits until the uploader island has taken it over: the island hydrates
 * when the browser is idle, and a form sent before that goes the plain way. The island's sign of life is the submit
 * listener it adds to the form, which a script run before the page's own marks on the form.
 */
export async function openUploadForm(page: Page, path: '/upload-video/' | '/upload-album/'): Promise<void> {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  if (javaScript) {
    await page.addInitScript(() => {
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
        if (args[0] === 'submit' && this instanceof HTMLFormElement && this.classList.contains('upload-form')) this.dataset.e2eTakenOver = '1';
        return add.apply(this, args);
      };
    });
  }
  await page.goto(path);
  if (javaScript) await expect(page.locator('form.upload-form')).toHaveAttribute('data-e2e-taken-over', '1');
}

/** Processing is polled by reloading the owner's list; the runner looks for work every 3 s. */
export const PROCESSING_TIMEOUT = 90_000;

/** The fields both forms share: a title of its own, a category, privacy, and the rules acknowledged. */
export async function fillCommon(page: Page, formId: 'video-upload' | 'album-upload', title: string) {
  const form = page.locator(`#${formId}`);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill('A synthetic test pattern made for the browser tests.');
  await form.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
  await form.getByRole('group', { name: 'Privacy' }).getByRole('radio', { name: 'Public' }).check();
  await form.getByRole('checkbox', { name: /^I confirm that this upload contains none of the above/ }).check();
  return form;
}

/** The owner's own list (uploaded videos or albums) from the sent page's link; polled until the upload reads `state`. */
export async function expectOwnState(page: Page, listLink: string, title: string, state: string) {
  await page.getByRole('link', { name: listLink }).click();
  await expect(page).toHaveURL(/\/members\/\d+\/(uploaded_videos|albums)\//);
  const item = page.locator('.own-uploads li', { hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.own-uploads h2')).toHaveText('Not live yet');
    await expect(item.locator('.upload-state')).toHaveText(state, { timeout: 1000 });
  }).toPass({ timeout: PROCESSING_TIMEOUT, intervals: [500, 1000] });
}
