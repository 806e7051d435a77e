// Bulk import (issue 30, docs/import.md), JavaScript on and off: the demo admin checks a file of partner and hosted
// videos in the console, sees every row's verdict, starts the import and follows its page until the runner has
// fetched the thumbnails and processed the hosted source; approved, a partner video plays in the partner's frame
// (locally the partner is this site's own /embed/ player) and a hosted one from our own ladder. A file that comes
// with the import goes through the command-line importer with a token made in the console; the ja host shows a
// row's Japanese title; the pages pass axe.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor, expectAccessible, signIn, skipOverlays } from './fixtures';
import { PROCESSING_TIMEOUT, syntheticClip } from './media-fixtures';

/** The demo admin that `npm start` makes (README). */
const ADMIN = { username: 'admin', password: 'admin-password' };

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
});

/** A partner's file server, locally: one file at its address, for the runner to download. */
async function serveFile(path: string) {
  const body = await readFile(path);
  const server = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': body.length }).end(body));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/source.mp4`, close: () => server.close() };
}

/** Approves the video of an import row from the import's page, and comes back to it. */
async function approveRow(page: Page, title: string) {
  const back = page.url();
  await page.locator('tr', { hasText: title }).first().getByRole('link').click();
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Approved “${title}”.` })).toBeVisible();
  await page.goto(back);
}

/** An import token made in the console (shown once, on the page that makes it). */
async function makeImportToken(page: Page): Promise<string> {
  await page.goto('/admin/keys/');
  await page.getByLabel('Kind').selectOption('import');
  await page.getByLabel('Name').fill('e2e importer');
  await page.getByRole('button', { name: 'Make the key' }).click();
  return (await page.locator('.admin__token code').first().textContent())!;
}

test('staff import partner and hosted videos in the console and a file from the command line; each plays, in every language', async ({ page, baseURL }, info) => {
  test.setTimeout(PROCESSING_TIMEOUT * 3);
  const port = new URL(baseURL!).port;
  // This site is the demo partner of a local start (scripts/start.mjs): its /embed/ player and its card images.
  const id = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Lantern walk ${id}`;
  const japanese = `提灯の散歩 ${id}`;
  // No title holds another: links are found by their names.
  const hostedTitle = `Factory tour ${id}`;
  const sentTitle = `River cruise ${id}`;
  const source = await serveFile(await syntheticClip(601));
  const thumb = (n: number) => `${baseURL}/media/thumbs/seed/clip-${n}-1.jpg`;
  const csv = [
    'title,categories,duration,thumb_url,embed_url,ex_tube,ex_id,source_url,title_ja',
    `${title},beach,12:30,${thumb(1)},${baseURL}/embed/1,demo-partner,${id}-1,,${japanese}`,
    `Office rain ${id},office|雨の日,14:05,${thumb(2)},${baseURL}/embed/2,demo-partner,${id}-2,,`,
    `Karaoke night ${id},karaoke,25:00,${thumb(3)},${baseURL}/embed/3,demo-partner,${id}-3,,`,
    `${hostedTitle},city-walk,,,,,,${source.url},`,
    `Knitting ${id},knitting-circles,14:05,${thumb(3)},${baseURL}/embed/3,demo-partner,${id}-4,,`,
    `Elsewhere ${id},beach,14:05,${thumb(3)},https://player.elsewhere.example/embed/5,demo-partner,${id}-5,,`,
  ].join('\n');

  await signIn(page, ADMIN);
  await page.goto('/admin/import/');
  await page.getByLabel('Import file').setInputFiles({ name: 'partner.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const summary = page.locator('#import-check ~ [role="status"]');
  await expect(summary).toContainText('3 embedded videos to create');
  await expect(summary).toContainText('1 hosted video to create');
  await expect(summary).toContainText('2 rows refused');
  await expect(page.locator('tr', { hasText: 'knitting-circles' })).toContainText('unknown category “knitting-circles”');
  await expect(page.locator('tr', { hasText: `Elsewhere ${id}` })).toContainText('Refused');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start the import (4 videos)' }).click();
  await expect(page).toHaveURL(/\/admin\/import\/\d+\/$/);
  // The page follows the import (htmx, or a refresh without JavaScript) until the runner has made the thumbnails and
  // processed the hosted source.
  await expect(page.locator('#import-run [role="status"]')).toContainText('4 created, 2 refused, out of 6 rows', { timeout: PROCESSING_TIMEOUT });
  for (const row of [title, `Office rain ${id}`, `Karaoke night ${id}`, hostedTitle]) {
    await expect(page.locator('tr', { hasText: row }).first()).toContainText('awaiting moderation', { timeout: PROCESSING_TIMEOUT });
  }
  source.close();
  await expectAccessible(page);
  // Every video of the import is approved: none is left waiting in the queue other journeys read.
  for (const approved of [title, `Office rain ${id}`, `Karaoke night ${id}`, hostedTitle]) await approveRow(page, approved);

  // A file that comes with the import: the command-line importer sends it, with a token made in the console. The
  // browser's JavaScript plays no part in a command line: one project runs it.
  const withCommandLine = info.project.name === 'js-on';
  if (withCommandLine) {
    const token = await makeImportToken(page);
    await expect(page.getByRole('status').filter({ hasText: 'Copy it now' })).toBeVisible();
    const folder = await mkdtemp(join(tmpdir(), 'tube-e2e-import-'));
    await rename(await syntheticClip(601), join(folder, 'harbour.mp4'));
    await writeFile(join(folder, 'import.csv'), `title,categories,source_path\n${sentTitle},city-walk,harbour.mp4\n`);
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/import.ts', join(folder, 'import.csv'), '--approve'], {
      env: { ...process.env, SITE_URL: baseURL, IMPORT_TOKEN: token }, timeout: 120_000,
    });
    expect(stdout).toContain('1 created (1 file sent), 0 refused, out of 1 rows');
  }

  // A guest finds each one in the latest updates.
  await page.context().clearCookies({ name: 'sid' });
  await page.goto('/videos/latest-updates/1/');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.locator('h1')).toHaveText(title);
  const frame = page.locator('.player--partner iframe');
  await expect(frame).toHaveAttribute('src', `${baseURL}/embed/1`);
  // The partner's player is inside the frame, working on its own.
  await expect(page.frameLocator('.player--partner iframe').locator('video')).toBeAttached();
  // On a phone the frame is a 16:9 box across the page (wider screens cap its height, as for our own player).
  await page.setViewportSize({ width: 390, height: 844 });
  const box = (await frame.boundingBox())!;
  expect(box.width).toBeGreaterThan(340);
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  for (const hosted of withCommandLine ? [hostedTitle, sentTitle] : [hostedTitle]) {
    // The file sent last is live once the runner has processed it (a trusted import).
    await expect(async () => {
      await page.goto('/videos/latest-updates/1/');
      await page.getByRole('link', { name: hosted }).first().click({ timeout: 1000 });
    }).toPass({ timeout: PROCESSING_TIMEOUT });
    await expect(page.locator('h1')).toHaveText(hosted);
    // Our own player, from the renditions our runner made.
    await expect(page.locator('video source').first()).toHaveAttribute('src', /\/media\/play\//);
  }

  // The Japanese host shows the row's Japanese title, at the address of that title.
  const ja = `http://ja.localhost:${port}`;
  await skipOverlays(page, ja);
  await page.goto(`${ja}/videos/latest-updates/1/`);
  await page.getByRole('link', { name: japanese }).first().click();
  await expect(page.locator('h1')).toHaveText(japanese);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(/^\/videos\/\d+\/提灯の散歩-/);
});
