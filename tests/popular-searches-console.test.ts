// Popular searches in the console (/admin/searches/): staff read a language's terms with their state, hide one for
// good and edit the blocked words; each change is audited and shows in the search box's keyword sets at once.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { POPULAR_MIN_VISITORS } from '../worker/config/limits';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';

const newMember = memberFactory(970_000);
let moderator: Record<string, string>;

const keywordSet = async () => ((await (await get('/api/json/suggester/43200/500.en.json')).json()) as { keywords: string[] }).keywords;

async function term(text: string, visitors: number, hits = 50) {
  await env.DB.prepare('INSERT INTO search_terms (term, lang, hits, updated_at, visitors) VALUES (?1, ?2, ?3, 0, ?4)').bind(text, 'en', hits, visitors).run();
}

beforeAll(async () => {
  const member = await newMember();
  await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(member.userId).run();
  moderator = member.cookies;
  await term('paper lantern festival', POPULAR_MIN_VISITORS, 90_000);
  await term('lonely searcher phrase', 1, 80_000);
  await term('gentle rain walk', POPULAR_MIN_VISITORS, 70_000);
});

describe('/admin/searches/', () => {
  it('is for staff only: the 404 page for members and guests', async () => {
    expect((await get('/admin/searches/')).status).toBe(404);
    expect((await get('/admin/searches/', { cookies: (await newMember()).cookies })).status).toBe(404);
    expect((await post('/admin/searches/hide/', { lang: 'en', term: 'gentle rain walk' }, { cookies: (await newMember()).cookies })).status).toBe(404);
  });

  it('lists the terms with searches, visitors and whether each shows, waits for visitors or holds a blocked word', async () => {
    await term('forced smile contest', POPULAR_MIN_VISITORS, 60_000);
    const html = await (await get('/admin/searches/?lang=en', { cookies: moderator })).text();
    const row = (text: string) => new RegExp(`<td lang="en">${text}</td><td>\\d+</td><td>\\d+</td><td>([^<]+)</td>`).exec(html)?.[1];
    expect(row('paper lantern festival')).toBe('Shown');
    expect(row('lonely searcher phrase')).toBe('Waiting for visitors');
    expect(row('forced smile contest')).toBe('Blocked word');
    expect(html).toContain('Hide “paper lantern festival”');
  });

  it('hides a term in one click, for good: gone from the keyword sets at once, audited, and it never comes back', async () => {
    expect(await keywordSet()).toContain('gentle rain walk');
    const hidden = await post('/admin/searches/hide/', { lang: 'en', term: 'gentle rain walk' }, { cookies: moderator });
    expect(hidden.status).toBe(303);
    expect(flashOf(hidden)).toBe('staff_done');
    expect(await keywordSet()).not.toContain('gentle rain walk');
    const entry = await firstRow<{ after: string }>("SELECT after FROM audit_log WHERE action = 'search_term.hide' ORDER BY entry_id DESC LIMIT 1");
    expect(JSON.parse(entry.after)).toEqual({ lang: 'en', term: 'gentle rain walk' });
    // More searches count, but it stays hidden.
    await env.DB.prepare("UPDATE search_terms SET hits = hits + 1000 WHERE term = 'gentle rain walk'").run();
    expect(await keywordSet()).not.toContain('gentle rain walk');
    expect(flashOf(await post('/admin/searches/hide/', { lang: 'en', term: 'gentle rain walk' }, { cookies: moderator }))).toBe('staff_unchanged');
  });

  it('edits the blocked words: a new word hides its terms at once; a bad list is refused whole with its error', async () => {
    expect(await keywordSet()).toContain('paper lantern festival');
    const refused = await post('/admin/searches/blocklist/', { words: 'ok word\nx' }, { cookies: moderator });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Each line: 2 to 40 characters without control characters, at most 500 lines.');
    const words = (await env.DB.prepare('SELECT word FROM search_blocklist ORDER BY word').all<{ word: string }>()).results.map((r) => r.word);
    const saved = await post('/admin/searches/blocklist/', { words: [...words, 'Lantern*'].join('\n') }, { cookies: moderator });
    expect(flashOf(saved)).toBe('staff_done');
    expect(await firstRow("SELECT word FROM search_blocklist WHERE word = 'lantern*'")).toEqual({ word: 'lantern*' });
    expect(await keywordSet()).not.toContain('paper lantern festival');
    const entry = await firstRow<{ before: string; after: string }>("SELECT before, after FROM audit_log WHERE action = 'search_blocklist.edit' ORDER BY entry_id DESC LIMIT 1");
    expect(JSON.parse(entry.before)).not.toContain('lantern*');
    expect(JSON.parse(entry.after)).toContain('lantern*');
    // The same list again changes nothing.
    expect(flashOf(await post('/admin/searches/blocklist/', { words: [...words, 'lantern*'].reverse().join('\n') }, { cookies: moderator }))).toBe('staff_unchanged');
  });
});
