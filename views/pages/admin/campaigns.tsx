// Campaigns in the console: visits, sign-ups and uploads per campaign and day (newest day first) over a chosen range
// of days, with each campaign's totals over that range.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import type { PaginationProps } from '../../parts/pagination';
import { DayReport } from './day-report';
import { AdminShell } from './shell';

export interface CampaignCountsView {
  campaign: string;
  visits: number;
  signups: number;
  uploads: number;
}

export interface CampaignDayView extends CampaignCountsView {
  day: string;
}

export interface CampaignsPageProps {
  t: Translate;
  isAdmin: boolean;
  days: number;
  ranges: readonly { value: string; label: string }[];
  totals: readonly CampaignCountsView[];
  rows: readonly CampaignDayView[];
  pagination: Omit<PaginationProps, 't'>;
}

export function CampaignsPage({ t, isAdmin, days, ranges, totals, rows, pagination }: CampaignsPageProps) {
  return (
    <AdminShell t={t} area="campaigns" isAdmin={isAdmin} title={t('admin.campaigns.title')}>
      <DayReport
        t={t}
        intro={t('admin.campaigns.intro')}
        action={adminUrls.campaigns()}
        days={days}
        ranges={ranges}
        labels={{ totals: t('admin.campaigns.totals'), byDay: t('admin.campaigns.byDay'), day: t('admin.campaigns.day'), empty: t('admin.campaigns.empty') }}
        head={[t('admin.campaigns.campaign'), t('admin.campaigns.visits'), t('admin.campaigns.signups'), t('admin.campaigns.uploads')]}
        totals={totals}
        rows={rows}
        pagination={pagination}
        keyOf={(row) => row.campaign}
        cells={(row) => <><td>{row.campaign}</td><td>{row.visits}</td><td>{row.signups}</td><td>{row.uploads}</td></>}
      />
    </AdminShell>
  );
}
