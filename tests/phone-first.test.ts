// A phone-first page: the watch page asks for few images without JavaScript (the rest are held back in templates the
// page script puts in place), listings fold their filters behind one control with the number set, and people's cards
// come in the narrower portrait grid.
import { describe, expect, it } from 'vitest';
import { firstRow, get } from './helpers';

const HELD_BACK = /<template data-deferred="">(.*?)<\/template>/gs;

/** The images a browser without JavaScript fetches, and those held back for the page script. */
function imagesOf(html: string) {
  const heldBack = [...html.matchAll(HELD_BACK)].flatMap(([, inner]) => inner!.match(/<img /g) ?? []).length;
  const fetched = html.replace(HELD_BACK, '').match(/<img /g)?.length ?? 0;
  return { fetched, heldBack };
}

async function watchHtml(): Promise<string> {
  const video = await firstRow<{ video_id: number; dir: string }>(
    'SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 AND comments_count > 3 ORDER BY video_id LIMIT 1',
  );
  return (await get(`/videos/${video.video_id}/${encodeURIComponent(video.dir)}/`)).text();
}

describe('the watch page without JavaScript', () => {
  it('asks for at most twelve images; the related cards past the first row, partner thumbnails and avatars wait', async () => {
    const html = await watchHtml();
    const { fetched, heldBack } = imagesOf(html);
    expect(fetched).toBeLessThanOrEqual(12);
    expect(heldBack).toBeGreaterThanOrEqual(8 + 17);
    // Every related video and partner item is still there, as a link with its title.
    expect(html.match(/<li class="card">/g)?.length).toBe(12);
    const related = /<section class="related".*?<\/section>/s.exec(html)![0];
    expect(imagesOf(related)).toEqual({ fetched: 4, heldBack: 8 });
    const slider = /<ul class="partner-slider__row"[^>]*>(.*?)<\/ul>/s.exec(html)![1]!;
    expect(slider.match(/rel="sponsored noopener"><span class="partner-slider__thumb"><template data-deferred="">/g)?.length).toBe(17);
    const comments = /<section id="comments".*?<\/section>/s.exec(html)![0];
    expect(imagesOf(comments).fetched).toBe(0);
  });
});

describe('listing filters', () => {
  it('fold into one control that counts the filters set, beside the sort tabs', async () => {
    const plain = await (await get('/videos/latest-updates/1/')).text();
    expect(plain).toMatch(/<div class="listing__sorting"><nav class="tabs".*?<\/nav><details class="filter-fold"><summary class="button">Filters<\/summary><form class="filters"/s);
    const filtered = await (await get('/videos/latest-updates/1/?duration=short&hd=1')).text();
    expect(filtered).toContain('<details class="filter-fold"><summary class="button">Filters<span class="filter-fold__count">2</span></summary>');
    const models = await (await get('/models/most-popular/1/?country=JP')).text();
    expect(models).toContain('<summary class="button">Filters<span class="filter-fold__count">1</span></summary>');
  });
});

describe('people\'s cards', () => {
  it.each(['/models/most-popular/1/', '/community/recent/1/'])('come in the portrait grid on %s', async (path) => {
    const html = await (await get(path)).text();
    expect(html).toContain('<ul class="grid grid--portraits">');
  });
});
