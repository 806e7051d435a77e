// The spec's display formats: durations, shortened counts in each language's compact form, rating percentages.
import { describe, expect, it } from 'vitest';
import { formatDuration, ratingPercent, shortCount, shortCountParam } from '../../views/format';

describe('formats', () => {
  it.each([
    [0, '00:00'], [59, '00:59'], [75, '01:15'], [3599, '59:59'], [3600, '1:00:00'], [3725, '1:02:05'], [36000, '10:00:00'],
  ])('duration %i s is %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it.each([
    [0, '0'], [999, '999'], [1000, '1K'], [1234, '1.2K'], [3690, '3.6K'], [12_345, '12K'], [999_999, '999K'], [1_000_000, '1M'],
    [2_500_000, '2.5M'], [123_456_789, '123M'],
  ])('count %i is %s in English, never rounded up', (n, text) => expect(shortCount('en', n)).toBe(text));

  // Each language's compact form, its unit after a no-break space where the language spaces it.
  it.each([
    ['ru', '3,6 тыс.', '2,5 млн'], ['pl', '3,6 tys.', '2,5 mln'], ['fr', '3,6 k', '2,5 M'], ['es', '3,6 mil', '2,5 M'],
    ['pt', '3,6 mil', '2,5 mi'], ['nl', '3,6K', '2,5 mln.'], ['de', '3600', '2,5 Mio.'], ['it', '3600', '2,5 Mln'], ['ja', '3600', '250万'],
  ])("%s shortens counts in its own compact form: %s, %s", (lang, thousands, millions) => {
    expect(shortCount(lang, 3600)).toBe(thousands.replace(' ', '\u00a0'));
    expect(shortCount(lang, 2_500_000)).toBe(millions.replace(' ', '\u00a0'));
    expect(shortCount(lang, 999)).toBe('999');
  });

  it('a shortened count takes the plural form of its unit, a count written whole its own', () => {
    expect(shortCountParam('ru', 59_003)).toEqual({ value: 1000, text: '59\u00a0тыс.' });
    expect(shortCountParam('fr', 2_500_000)).toEqual({ value: 1_000_000, text: '2,5\u00a0M' });
    expect(shortCountParam('ja', 200_000)).toEqual({ value: 10_000, text: '20万' });
    expect(shortCountParam('de', 200_000)).toEqual({ value: 200_000, text: '200.000' });
    expect(shortCountParam('pl', 22)).toEqual({ value: 22, text: '22' });
  });

  it.each([[0, 0], [2.5, 50], [4.99, 100], [5, 100], [7, 100]])('rating %d is %i%%', (rating, percent) =>
    expect(ratingPercent(rating)).toBe(percent),
  );
});
