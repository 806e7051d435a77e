// Campaigns in the console: visits, sign-ups and uploads per campaign and day (newest day first) over a chosen range
// of days, with each campaign's totals over that range.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { DayRangeForm } from './day-range-form';
import { AdminShell, AdminTable } from './shell';

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

function CountCells({ row }: { row: CampaignCountsView }) {
  return <><td>{row.visits}</td><td>{row.signups}</td><td>{row.uploads}</td></>;
}

export function CampaignsPage({ t, isAdmin, days, ranges, totals, rows, pagination }: CampaignsPageProps) {
  const counts = [t('admin.campaigns.visits'), t('admin.campaigns.signups'), t('admin.campaigns.uploads')];
  return (
    <AdminShell t={t} area="campaigns" isAdmin={isAdmin} title={t('admin.campaigns.title')}>
      <p>{t('admin.campaigns.intro')}</p>
      <DayRangeForm t={t} action={adminUrls.campaigns()} days={days} choices={ranges} />
      <h2>{t('admin.campaigns.totals')}</h2>
      <AdminTable
        caption={t('admin.campaigns.totals')}
        empty={t('admin.campaigns.empty')}
        head={[t('admin.campaigns.campaign'), ...counts]}
        rows={totals.map((row) => <tr key={row.campaign}><td>{row.campaign}</td><CountCells row={row} /></tr>)}
      />
      {rows.length > 0 && (
        <>
          <h2>{t('admin.campaigns.byDay')}</h2>
          <AdminTable
            caption={t('admin.campaigns.byDay')}
            empty={t('admin.campaigns.empty')}
            head={[t('admin.campaigns.day'), t('admin.campaigns.campaign'), ...counts]}
            rows={rows.map((row) => <tr key={`${row.day}/${row.campaign}`}><td>{row.day}</td><td>{row.campaign}</td><CountCells row={row} /></tr>)}
          />
          <Pagination {...pagination} t={t} />
        </>
      )}
    </AdminShell>
  );
}
