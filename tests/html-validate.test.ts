// html-validate over the six page kinds a visitor meets most (home, a listing, a watch page, a model page, sign-in and
// the upload form), as the worker renders them. The "standard" preset: the HTML standard's rules (content models,
// ARIA use, labels, ids, headings) without "recommended"'s style rules, which judge how React writes the markup
// (`<meta />`, `charSet`, `required=""`) rather than what it means.
import { HtmlValidate, StaticConfigLoader } from 'html-validate/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, get, memberFactory, type FetchOptions } from './helpers';

const validator = new HtmlValidate(new StaticConfigLoader({ extends: ['html-validate:standard'] }));
const newMember = memberFactory(996_500);
/** A visitor who passed the age gate and the cookie notice already. */
const RETURNING = { _agev: '1', cookie_notice: '1' };

const pages: Record<string, { path: string; options: FetchOptions }> = {};

beforeAll(async () => {
  const video = await firstRow<{ video_id: number; dir: string }>(
    'SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1',
  );
  const model = await firstRow<{ dir: string }>('SELECT dir FROM models ORDER BY model_id LIMIT 1');
  const member = await newMember();
  // Home as a first visit from a gated country: the age gate, the cookie notice and the inert page behind them.
  pages.home = { path: '/', options: { country: 'DE' } };
  pages.listing = { path: '/videos/most-popular/1/', options: { cookies: RETURNING } };
  pages.watch = { path: `/videos/${video.video_id}/${video.dir}/`, options: { cookies: RETURNING } };
  pages.model = { path: `/model/${model.dir}/`, options: { cookies: RETURNING } };
  pages.signin = { path: '/signin/', options: { cookies: RETURNING } };
  pages.upload = { path: '/upload-video/', options: { cookies: { ...RETURNING, ...member.cookies } } };
});

describe('the HTML of six page kinds passes html-validate', () => {
  it.each(['home', 'listing', 'watch', 'model', 'signin', 'upload'])('%s', async (name) => {
    const { path, options } = pages[name]!;
    const response = await get(path, options);
    expect(response.status).toBe(200);
    const report = await validator.validateString(await response.text());
    const errors = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
    expect(errors).toEqual([]);
  });
});
