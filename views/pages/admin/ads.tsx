// Ad clicks in the console: clicks per zone and creative over a chosen range of days, with totals per creative and the
// rows per day (newest first); each row names the zone's placement and the creative's kind and target as configured now.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import type { PaginationProps } from '../../parts/pagination';
import { DayReport } from './day-report';
import { AdminShell } from './shell';

export interface AdCreativeClicksView {
  zone: string;
  /** The zone's placement in words; null when the zone is no longer configured. */
  placement: string | null;
  creative: string;
  /** The creative's kind in words and where it leads or loads from; null when it is no longer configured. */
  configured: { kind: string; target: string } | null;
  clicks: number;
}

export interface AdClickDayView extends AdCreativeClicksView {
  day: string;
}

export interface AdsPageProps {
  t: Translate;
  isAdmin: boolean;
  days: number;
  ranges: readonly { value: string; label: string }[];
  totals: readonly AdCreativeClicksView[];
  rows: readonly AdClickDayView[];
  pagination: Omit<PaginationProps, 't'>;
}

function CreativeCells({ t, row }: { t: Translate; row: AdCreativeClicksView }) {
  return (
    <>
      <td>{row.zone}</td>
      <td>{row.placement ?? ''}</td>
      <td>{row.creative}</td>
      {row.configured
        ? <><td>{row.configured.kind}</td><td>{row.configured.target}</td></>
        : <td colSpan={2}><em>{t('admin.ads.unconfigured')}</em></td>}
      <td>{row.clicks}</td>
    </>
  );
}

export function AdsPage({ t, isAdmin, days, ranges, totals, rows, pagination }: AdsPageProps) {
  return (
    <AdminShell t={t} area="ads" isAdmin={isAdmin} title={t('admin.ads.title')}>
      <DayReport
        t={t}
        intro={t('admin.ads.intro')}
        action={adminUrls.ads()}
        days={days}
        ranges={ranges}
        labels={{ totals: t('admin.ads.totals'), byDay: t('admin.ads.byDay'), day: t('admin.ads.day'), empty: t('admin.ads.empty') }}
        head={[t('admin.ads.zone'), t('admin.ads.placement'), t('admin.ads.creative'), t('admin.ads.kind'), t('admin.ads.target'), t('admin.ads.clicks')]}
        totals={totals}
        rows={rows}
        pagination={pagination}
        keyOf={(row) => `${row.zone}/${row.creative}`}
        cells={(row) => <CreativeCells t={t} row={row} />}
      />
    </AdminShell>
  );
}
