// The console's reporting period (?days=): the last 7, 30 or 90 UTC days, today included; any other value is the
// default. Shared by the console's report pages so their range forms and links agree.
import type { Context } from 'hono';
import { DAY_SECONDS } from '../../config/limits';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/clock';
import { oneOf } from '../../http/params';

const DAY_RANGES = ['7', '30', '90'] as const;
const DEFAULT_RANGE = '30';

export interface DayRange {
  days: number;
  /** The first day of the range, in days since 1970-01-01 (UTC). */
  sinceDay: number;
  /** The value for links to other pages of the range: null for the default, which they leave out. */
  linkDays: number | null;
  choices: { value: string; label: string }[];
}

export function readDayRange(c: Context<AppEnv>): DayRange {
  const t = c.get('t');
  const range = oneOf(DAY_RANGES, c.req.query('days')) ?? DEFAULT_RANGE;
  const days = Number(range);
  return {
    days,
    // Today counts as one of the days.
    sinceDay: Math.floor(nowSeconds() / DAY_SECONDS) - days + 1,
    linkDays: range === DEFAULT_RANGE ? null : days,
    choices: DAY_RANGES.map((value) => ({ value, label: t(`admin.range.last${value}`) })),
  };
}
