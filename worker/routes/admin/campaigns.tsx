// Campaigns in the console (/admin/campaigns/): the per-campaign daily rollup of navigation analytics over the last
// 7, 30 or 90 days (?days=, anything else is the default range), newest day first, with totals per campaign.
import { Hono } from 'hono';
import { adminUrls } from '../../../views/admin-urls';
import { formatDate } from '../../../views/format';
import { CampaignsPage } from '../../../views/pages/admin/campaigns';
import { DAY_SECONDS } from '../../config/limits';
import { siteNamesByFeed } from '../../config/sites';
import { listCampaignDays, listCampaignSites } from '../../db/analytics';
import type { AppEnv } from '../../env';
import { requireStaff } from '../../moderation/staff';
import { paging } from '../listing-helpers';
import { oneOf, queryPage } from '../../http/params';
import { CONSOLE_PAGE_SIZE, consolePage } from './console';
import { readDayRange } from './day-range';

export const campaignRoutes = new Hono<AppEnv>();

campaignRoutes.get('/admin/campaigns/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const range = readDayRange(c);
  const page = queryPage(c.req.query('page'));
  const names = siteNamesByFeed();
  // A site of the network, or (anything else) every site.
  const site = oneOf([...names.keys()], c.req.query('site')) ?? null;
  const [counted, { items, total, totals }] = await Promise.all([
    listCampaignSites(c.env.DB), listCampaignDays(c.env.DB, range.sinceDay, page, CONSOLE_PAGE_SIZE, site),
  ]);
  const nameOf = (feed: string) => names.get(feed) ?? feed;
  return consolePage(c, t('admin.campaigns.title'), (
    <CampaignsPage
      t={t} isAdmin={staff.role === 'admin'} days={range.days} ranges={range.choices} totals={totals}
      rows={items.map((row) => ({ ...row, site: row.site && nameOf(row.site), day: formatDate(lang, row.day * DAY_SECONDS) }))}
      pagination={paging(page, total, CONSOLE_PAGE_SIZE, (n) => adminUrls.campaigns(range.linkDays, n, site))}
      sites={counted.filter((feed) => feed !== '').map((feed) => ({ value: feed, label: nameOf(feed) }))} site={site}
    />
  ));
});
