// Campaigns in the console (/admin/campaigns/): the per-campaign daily rollup of navigation analytics over the last
// 7, 30 or 90 days (?days=, anything else is the default range), newest day first, with totals per campaign.
import { Hono } from 'hono';
import { adminUrls } from '../../../views/admin-urls';
import { formatDate } from '../../../views/format';
import { CampaignsPage } from '../../../views/pages/admin/campaigns';
import { DAY_SECONDS } from '../../config/limits';
import { listCampaignDays } from '../../db/analytics';
import type { AppEnv } from '../../env';
import { requireStaff } from '../../moderation/staff';
import { nowSeconds, paging } from '../listing-helpers';
import { oneOf, queryPage } from '../params';
import { CONSOLE_PAGE_SIZE, consolePage } from './console';

export const campaignRoutes = new Hono<AppEnv>();

const RANGES = ['7', '30', '90'] as const;
const DEFAULT_RANGE = '30';

campaignRoutes.get('/admin/campaigns/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const range = oneOf(RANGES, c.req.query('days')) ?? DEFAULT_RANGE;
  const days = Number(range);
  const page = queryPage(c.req.query('page'));
  // Today counts as one of the days.
  const since = Math.floor(nowSeconds() / DAY_SECONDS) - days + 1;
  const { items, total, totals } = await listCampaignDays(c.env.DB, since, page, CONSOLE_PAGE_SIZE);
  return consolePage(c, t('admin.campaigns.title'), (
    <CampaignsPage
      t={t} isAdmin={staff.role === 'admin'} days={days} totals={totals}
      ranges={RANGES.map((value) => ({ value, label: t(`admin.campaigns.last${value}`) }))}
      rows={items.map((row) => ({ ...row, day: formatDate(lang, row.day * DAY_SECONDS) }))}
      pagination={paging(page, total, CONSOLE_PAGE_SIZE, (n) => adminUrls.campaigns(range === DEFAULT_RANGE ? null : days, n))}
    />
  ));
});
