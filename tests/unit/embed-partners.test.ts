// The embed partners of a deployment (EMBED_PARTNERS): the demo partner when unset, the operator's when valid, nobody
// (never an unvetted origin) when not.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_EMBED_PARTNERS, embedOrigins, embedPartners } from '../../worker/config/embeds';

describe('embed partners', () => {
  it('are the demo partner when the variable is unset or blank', () => {
    expect(embedPartners({})).toEqual(DEMO_EMBED_PARTNERS);
    expect(embedPartners({ EMBED_PARTNERS: '  ' })).toEqual(DEMO_EMBED_PARTNERS);
  });

  it("are the operator's, from JSON text or a table, origins as browsers write them", () => {
    const partners = [{ name: 'sister-one', label: 'Sister One', origins: ['https://Embed.Sister-One.example', 'http://127.0.0.1:8787'] }];
    const expected = [{ ...partners[0]!, origins: ['https://embed.sister-one.example', 'http://127.0.0.1:8787'] }];
    expect(embedPartners({ EMBED_PARTNERS: JSON.stringify(partners) })).toEqual(expected);
    expect(embedPartners({ EMBED_PARTNERS: partners })).toEqual(expected);
    expect(embedOrigins([...expected, { name: 'b', label: 'B', origins: ['http://127.0.0.1:8787'] }])).toEqual(['https://embed.sister-one.example', 'http://127.0.0.1:8787']);
  });

  it.each([
    ['not JSON', '[{'],
    ['an origin with a path', JSON.stringify([{ name: 'p', label: 'P', origins: ['https://p.example/embed/'] }])],
    ['a script origin', JSON.stringify([{ name: 'p', label: 'P', origins: ['javascript:alert(1)'] }])],
    ['a name twice', JSON.stringify([{ name: 'p', label: 'P', origins: ['https://p.example'] }, { name: 'p', label: 'Q', origins: ['https://q.example'] }])],
    ['a name with capitals', JSON.stringify([{ name: 'Partner', label: 'P', origins: ['https://p.example'] }])],
  ])('are nobody when the value is %s (and the worker says why)', (_, value) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(embedPartners({ EMBED_PARTNERS: value })).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^EMBED_PARTNERS is not/));
    log.mockRestore();
  });
});
