// Campaigns in the console: visits, sign-ups and uploads per campaign and day (newest day first) over a chosen range
// of days, with each campaign's totals over that range. Sister sites sharing a catalogue count theirs apart: the report
// then names each row's site and filters by site.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { FormSelect } from '../../parts/form-field';
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
  /** The site's name ('' for counts from before sites were named). */
  site: string;
}

export interface CampaignsPageProps {
  t: Translate;
  isAdmin: boolean;
  days: number;
  ranges: readonly { value: string; label: string }[];
  totals: readonly CampaignCountsView[];
  rows: readonly CampaignDayView[];
  pagination: Omit<PaginationProps, 't'>;
  /** The sites counted in this database, by value (feedName) and name: a filter only when there are several. */
  sites: readonly { value: string; label: string }[];
  site: string | null;
}

export function CampaignsPage({ t, isAdmin, days, ranges, totals, rows, pagination, sites, site }: CampaignsPageProps) {
  const bySite = sites.length > 1;
  const filters = bySite && (
    <FormSelect
      form="range" name="site" label={t('admin.campaigns.site')} defaultValue={site ?? ''}
      options={[{ value: '', label: t('admin.campaigns.allSites') }, ...sites]}
    />
  );
  return (
    <AdminShell t={t} area="campaigns" isAdmin={isAdmin} title={t('admin.campaigns.title')}>
      <DayReport
        t={t}
        intro={t('admin.campaigns.intro')}
        action={adminUrls.campaigns()}
        days={days}
        ranges={ranges}
        filters={filters}
        labels={{ totals: t('admin.campaigns.totals'), byDay: t('admin.campaigns.byDay'), day: t('admin.campaigns.day'), empty: t('admin.campaigns.empty') }}
        head={[t('admin.campaigns.campaign'), t('admin.campaigns.visits'), t('admin.campaigns.signups'), t('admin.campaigns.uploads')]}
        totals={totals}
        rows={rows.map((row) => (bySite && !site ? { ...row, campaign: `${row.campaign} · ${row.site || '—'}` } : row))}
        pagination={pagination}
        keyOf={(row) => row.campaign}
        cells={(row) => <><td>{row.campaign}</td><td>{row.visits}</td><td>{row.signups}</td><td>{row.uploads}</td></>}
      />
    </AdminShell>
  );
}
