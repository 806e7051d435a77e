// Count shortening everywhere a count is shown (spec 9: "K above 999, M above 999999"), in each language's compact
// form: the category sidebar, the /categories/ index and the statistics of a model's header; ja in 万 from 10,000.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../locales';
import { bumpCatalogueGeneration } from '../worker/cache/generation';
import { firstRow, get } from './helpers';

const origin = (lang: Lang) => (lang === 'en' ? 'http://localhost' : `http://${lang}.localhost`);
const page = async (lang: Lang, path: string) => (await get(path, { origin: origin(lang), cookies: { _agev: '1' } })).text();
const counts = (html: string) => [...html.matchAll(/<span class="count">([^<]+)<\/span>/g)].map((m) => m[1]!);

/** The three sizes shown, each as English and Japanese shorten it. */
const SIZES = [1_500, 23_456, 2_345_678];
const SHORT: Record<'en' | 'ja', string[]> = { en: ['1.5K', '23K', '2.3M'], ja: ['1500', '2.3万', '234万'] };

/** Three straight categories as large as SIZES (the test catalogue's are smaller than the sidebar's 1000 videos). */
async function largeCategories() {
  const { results } = await env.DB.prepare('SELECT category_id FROM categories ORDER BY category_id LIMIT 3').all<{ category_id: number }>();
  await env.DB.batch(results.map(({ category_id: id }, i) => env.DB.prepare(
    `INSERT OR REPLACE INTO video_list_counts (scope, scope_id, gender, duration, videos, refreshed_at)
     VALUES ('category', ?1, 0, 'short', ?2, ?3), ('category', ?1, 0, 'medium', 0, ?3), ('category', ?1, 0, 'long', 0, ?3)`,
  ).bind(id, SIZES[i], Math.floor(Date.now() / 1000))));
  await bumpCatalogueGeneration(env);
}

describe('count shortening', () => {
  it.each(['en', 'ja'] as const)('%s: the category sidebar and the categories index shorten their counts', async (lang) => {
    await largeCategories();
    const sidebar = /<aside class="sidebar"[\s\S]*?<\/aside>/.exec(await page(lang, '/videos/latest-updates/1/'))?.[0] ?? '';
    expect(counts(sidebar).slice(0, 3)).toEqual([...SHORT[lang]].reverse());
    const index = counts(await page(lang, '/categories/'));
    expect(index).toEqual(expect.arrayContaining(SHORT[lang]));
  });

  it.each(['en', 'ja'] as const)("%s: a model's header shortens its videos, views and subscribers", async (lang) => {
    const model = await firstRow<{ model_id: number; dir: string }>('SELECT model_id, dir FROM models WHERE total_videos > 0 ORDER BY model_id LIMIT 1');
    await env.DB.prepare('UPDATE models SET total_videos = ?2, subscribers = ?3, viewed = ?4 WHERE model_id = ?1').bind(model.model_id, ...SIZES).run();
    await bumpCatalogueGeneration(env);
    const stats = /<dl class="stats">([\s\S]*?)<\/dl>/.exec(await page(lang, `/model/${model.dir}/`))?.[1] ?? '';
    expect([...stats.matchAll(/<dd>([^<]+)<\/dd>/g)].map((m) => m[1])).toEqual([SHORT[lang][0], SHORT[lang][2], SHORT[lang][1]]);
  });
});
