// Ad clicks in the console (/admin/ads/): the clicks the click redirect counted per zone, creative and UTC day over the
// last 7, 30 or 90 days (?days=), newest day first, with totals per creative, described by the current ad configuration.
import { Hono } from 'hono';
import type { Translate } from '../../../locales';
import { adminUrls } from '../../../views/admin-urls';
import { formatDate } from '../../../views/format';
import { AdsPage, type AdCreativeClicksView } from '../../../views/pages/admin/ads';
import { findCreative } from '../../ads/select';
import { adsConfig } from '../../config/ads';
import type { AdsConfig } from '../../config/ads-schema';
import { DAY_SECONDS } from '../../config/limits';
import { listAdClickDays, type AdClickTotalRow } from '../../db/ad-clicks';
import type { AppEnv } from '../../env';
import { requireStaff } from '../../moderation/staff';
import { paging } from '../listing-helpers';
import { queryPage } from '../../http/params';
import { CONSOLE_PAGE_SIZE, consolePage } from './console';
import { readDayRange } from './day-range';

export const adConsoleRoutes = new Hono<AppEnv>();

/** A counted creative as the configuration describes it now; the counts outlive zones and creatives taken out of it. */
function describeClicks(config: AdsConfig, t: Translate, row: AdClickTotalRow): AdCreativeClicksView {
  const placed = findCreative(config, row.zone_id, row.creative_id);
  const zone = placed?.zone ?? config.zones.find((each) => each.id === row.zone_id);
  const creative = placed?.creative;
  return {
    zone: row.zone_id,
    placement: zone ? t(`admin.ads.placements.${zone.placement}`) : null,
    creative: row.creative_id,
    configured: creative
      ? { kind: t(`admin.ads.kinds.${creative.kind}`), target: creative.kind === 'image' ? creative.target : creative.src }
      : null,
    clicks: row.clicks,
  };
}

/** A day number (days since 1970-01-01) as the table's YYYY-MM-DD. */
const isoDay = (day: number) => new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10);

adConsoleRoutes.get('/admin/ads/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const config = adsConfig(c.env);
  const range = readDayRange(c);
  const page = queryPage(c.req.query('page'));
  const { items, total, totals } = await listAdClickDays(c.env.DB, isoDay(range.sinceDay), page, CONSOLE_PAGE_SIZE);
  return consolePage(c, t('admin.ads.title'), (
    <AdsPage
      t={t} isAdmin={staff.role === 'admin'} days={range.days} ranges={range.choices}
      totals={totals.map((row) => describeClicks(config, t, row))}
      rows={items.map((row) => ({ ...describeClicks(config, t, row), day: formatDate(lang, Date.parse(row.day) / 1000) }))}
      pagination={paging(page, total, CONSOLE_PAGE_SIZE, (n) => adminUrls.ads(range.linkDays, n))}
    />
  ));
});
