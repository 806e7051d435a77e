// Import rows judged (docs/import.md): what each row creates, hosted or embedded, and every reason a row is refused,
// against lookups standing for the catalogue.
import { describe, expect, it } from 'vitest';
import type { EmbedPartner } from '../../worker/config/embeds';
import type { ImportRow } from '../../worker/imports/parse';
import { externalKey, judgeRows, lookupKey, parseDuration, parsePostDate, type ImportLookups, type RowVerdict } from '../../worker/imports/verdicts';

const NOW = Date.UTC(2026, 10, 27, 12) / 1000;
const partners: EmbedPartner[] = [{ name: 'demo-partner', label: 'Demo Partner', origins: ['https://player.demo-partner.example'] }];
const lookups: ImportLookups = {
  categories: new Map([[lookupKey('cosplay'), 1], [lookupKey('コスプレ'), 1], [lookupKey('Outdoor'), 2], [lookupKey('travel'), 3], [lookupKey('music'), 4]]),
  models: new Map([[lookupKey('Aiko Mori'), 7]]),
  externals: new Set([externalKey('demo-partner', 'taken')]),
};

const embedded = {
  title: 'Harbour lights at dusk', categories: 'cosplay', duration: '12:30', thumb_url: 'https://img.demo-partner.example/1.jpg',
  embed_url: 'https://player.demo-partner.example/embed/1', ex_tube: 'demo-partner', ex_id: '1',
};
const hosted = { title: 'Mountain trail', categories: 'Outdoor|travel', source_url: 'https://files.example.org/trail.mp4' };

function judge(fields: Record<string, string>[], givenFiles: ReadonlySet<string> | null = null): RowVerdict[] {
  const rows: ImportRow[] = fields.map((f, i) => ({ line: i + 2, fields: f }));
  return judgeRows(rows, [], lookups, { partners, now: NOW, givenFiles });
}
const refusal = (fields: Record<string, string>) => {
  const [verdict] = judge([fields]);
  return verdict!.ok ? 'created' : [verdict!.refusal, verdict!.detail].filter(Boolean).join(': ');
};

describe('import verdicts', () => {
  it('plans an embedded video: partner, id, categories by any name, duration, the post date defaulting to now', () => {
    const [verdict] = judge([{ ...embedded, categories: 'コスプレ|outdoor', models: 'aiko mori|New Face', section: 'gay', title_ja: '夕暮れの港' }]);
    expect(verdict).toEqual({
      line: 2, ok: true,
      plan: {
        kind: 'embedded', title: 'Harbour lights at dusk', description: '', texts: { ja: { title: '夕暮れの港' } }, categoryIds: [1, 2],
        models: [{ id: 7, name: 'aiko mori' }, { id: null, name: 'New Face' }], section: 'gay', duration: 750, postDate: NOW,
        thumbUrl: 'https://img.demo-partner.example/1.jpg', embed: { url: 'https://player.demo-partner.example/embed/1', exTube: 'demo-partner', exId: '1' }, source: null,
      },
    });
  });

  it('plans a hosted video from a URL, or from a file sent with the import', () => {
    const [url, path] = judge([hosted, { ...hosted, source_url: '', source_path: '/media/incoming/clip.mp4' }].map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v))), new Set(['clip.mp4']));
    expect(url).toMatchObject({ ok: true, plan: { kind: 'hosted', source: { url: 'https://files.example.org/trail.mp4' }, duration: null, categoryIds: [2, 3] } });
    expect(path).toMatchObject({ ok: true, plan: { kind: 'hosted', source: { path: '/media/incoming/clip.mp4' } } });
    const { source_url: _, ...withoutUrl } = hosted;
    expect(judge([{ ...withoutUrl, source_path: 'C:\\clips\\other.mp4' }], new Set(['clip.mp4']))[0]).toMatchObject({ ok: false, refusal: 'file_not_given', detail: 'other.mp4' });
  });

  it.each([
    [{ ...embedded, title: undefined }, 'missing_title'],
    [{ ...embedded, title: 'ab' }, 'bad_title: title'],
    [{ ...embedded, title_ru: 'x'.repeat(101) }, 'bad_title: title_ru'],
    [{ ...embedded, description: 'x'.repeat(2001) }, 'bad_description: description'],
    [{ title: 'No source here', categories: 'cosplay' }, 'no_source'],
    [{ ...embedded, source_url: 'https://files.example.org/a.mp4' }, 'two_sources'],
    [{ ...embedded, embed_url: 'javascript:alert(1)' }, 'bad_url: embed_url'],
    [{ ...hosted, source_url: 'ftp://files.example.org/a.mp4' }, 'bad_url: source_url'],
    [{ ...embedded, ex_tube: 'elsewhere' }, 'unknown_partner: elsewhere'],
    [{ ...embedded, ex_id: undefined }, 'missing_ex_id'],
    [{ ...embedded, embed_url: 'https://evil.example/embed/1' }, 'embed_origin: https://evil.example'],
    [{ ...embedded, thumb_url: undefined }, 'missing_thumb'],
    [{ ...embedded, thumb_url: 'data:image/png;base64,AAAA' }, 'bad_url: thumb_url'],
    [{ ...embedded, categories: undefined }, 'no_category'],
    [{ ...embedded, categories: 'cosplay|knitting' }, 'unknown_category: knitting'],
    [{ ...embedded, categories: 'cosplay|outdoor|travel|music' }, 'too_many_categories'],
    [{ ...embedded, models: 'a|b|c|d|e|f' }, 'too_many_models'],
    [{ ...embedded, section: 'other' }, 'bad_section: other'],
    [{ ...embedded, duration: '12:75' }, 'bad_duration: 12:75'],
    [{ ...embedded, duration: undefined }, 'missing_duration'],
    [{ ...embedded, duration: '599' }, 'too_short'],
    [{ ...embedded, post_date: '27/11/2026' }, 'bad_post_date: 27/11/2026'],
    [{ ...embedded, post_date: '2027-01-01' }, 'bad_post_date: 2027-01-01'],
    [{ ...embedded, ex_id: 'taken' }, 'duplicate'],
  ])('refuses %o: %s', (fields, expected) => {
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
    expect(refusal(defined)).toBe(expected);
  });

  it('takes a partner video or a source URL once per file: the later rows name the first', () => {
    const verdicts = judge([embedded, hosted, embedded, hosted]);
    expect(verdicts.map((v) => (v.ok ? 'created' : `${v.refusal} ${v.detail}`))).toEqual(['created', 'created', 'repeated 2', 'repeated 3']);
  });

  it('keeps the rows the parser refused in line order, as malformed', () => {
    const rows: ImportRow[] = [{ line: 2, fields: embedded }, { line: 4, fields: hosted }];
    const verdicts = judgeRows(rows, [{ line: 3, problem: 'too_many_fields' }, { line: 5, problem: 'bad_value', column: 'models' }], lookups, { partners, now: NOW, givenFiles: null });
    expect(verdicts.map((v) => [v.line, v.ok ? 'created' : `${v.refusal}: ${v.detail}`])).toEqual([
      [2, 'created'], [3, 'malformed: too_many_fields'], [4, 'created'], [5, 'malformed: bad_value: models'],
    ]);
  });

  it.each([['754', 754], ['12:34', 754], ['1:02:03', 3723], ['01:00:00', 3600], ['12:60', null], ['1:60:00', null], ['1.5', null], ['', null]])(
    'duration %s is %s seconds', (text, seconds) => expect(parseDuration(text)).toBe(seconds),
  );

  it.each([
    ['2026-11-27', Date.UTC(2026, 10, 27) / 1000], ['2026-11-27T08:30:00Z', Date.UTC(2026, 10, 27, 8, 30) / 1000],
    ['2026-11-27T08:30:00+09:00', Date.UTC(2026, 10, 26, 23, 30) / 1000], ['2026-11-27 08:30Z', Date.UTC(2026, 10, 27, 8, 30) / 1000],
    ['2026-11-27T08:30:00', null], ['2026-13-01', null], ['yesterday', null],
  ])('post date %s is %s', (text, seconds) => expect(parsePostDate(text)).toBe(seconds));
});
