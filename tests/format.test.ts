// The spec's display formats: durations, shortened counts in each language, rating percentages.
import { describe, expect, it } from 'vitest';
import { formatDuration, ratingPercent, shortCount, shortCountParam } from '../views/format';

describe('formats', () => {
  it.each([
    [0, '00:00'], [59, '00:59'], [75, '01:15'], [3599, '59:59'], [3600, '1:00:00'], [3725, '1:02:05'], [36000, '10:00:00'],
  ])('duration %i s is %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it.each([
    [0, '0'], [999, '999'], [1000, '1K'], [1234, '1.2K'], [3690, '3.6K'], [999_999, '999K'], [1_000_000, '1M'], [2_500_000, '2.5M'],
    [123_456_789, '123M'],
  ])('count %i is %s in English', (n, text) => expect(shortCount('en', n)).toBe(text));

  it.each([
    ['de', '3,6K', '2,5M'], ['fr', '3,6K', '2,5M'], ['ru', '3,6K', '2,5M'], ['pl', '3,6K', '2,5M'], ['es', '3,6K', '2,5M'],
    ['it', '3,6K', '2,5M'], ['pt', '3,6K', '2,5M'], ['nl', '3,6K', '2,5M'], ['ja', '3.6K', '2.5M'],
  ])("%s shortens counts with its own decimal mark: %s, %s", (lang, thousands, millions) => {
    expect(shortCount(lang, 3600)).toBe(thousands);
    expect(shortCount(lang, 2_500_000)).toBe(millions);
    expect(shortCount(lang, 999)).toBe('999');
  });

  it('a shortened count takes the plural form of its unit, a count below 1000 its own', () => {
    expect(shortCountParam('de', 3600)).toEqual({ value: 1000, text: '3,6K' });
    expect(shortCountParam('ru', 59_003)).toEqual({ value: 1000, text: '59K' });
    expect(shortCountParam('fr', 2_500_000)).toEqual({ value: 1_000_000, text: '2,5M' });
    expect(shortCountParam('pl', 22)).toEqual({ value: 22, text: '22' });
  });

  it.each([[0, 0], [2.5, 50], [4.99, 100], [5, 100], [7, 100]])('rating %d is %i%%', (rating, percent) =>
    expect(ratingPercent(rating)).toBe(percent),
  );
});
