// The spec's display formats: durations, shortened counts, rating percentages.
import { describe, expect, it } from 'vitest';
import { formatDuration, ratingPercent, shortCount } from '../views/format';

describe('formats', () => {
  it.each([
    [0, '00:00'], [59, '00:59'], [75, '01:15'], [3599, '59:59'], [3600, '1:00:00'], [3725, '1:02:05'], [36000, '10:00:00'],
  ])('duration %i s is %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it.each([
    [0, '0'], [999, '999'], [1000, '1K'], [1234, '1.2K'], [999_999, '999K'], [1_000_000, '1M'], [2_500_000, '2.5M'], [123_456_789, '123M'],
  ])('count %i is %s', (n, text) => expect(shortCount(n)).toBe(text));

  it.each([[0, 0], [2.5, 50], [4.99, 100], [5, 100], [7, 100]])('rating %d is %i%%', (rating, percent) =>
    expect(ratingPercent(rating)).toBe(percent),
  );
});
