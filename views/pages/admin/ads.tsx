// Ad clicks in the console: clicks per zone and creative over a chosen range of days, with totals per creative and the
// rows per day (newest first); each row names the zone's placement and the creative's kind and target as configured now.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { DayRangeForm } from './day-range-form';
import { AdminShell, AdminTable } from './shell';

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
  const head = [t('admin.ads.zone'), t('admin.ads.placement'), t('admin.ads.creative'), t('admin.ads.kind'), t('admin.ads.target'), t('admin.ads.clicks')];
  const key = (row: AdCreativeClicksView) => `${row.zone}/${row.creative}`;
  return (
    <AdminShell t={t} area="ads" isAdmin={isAdmin} title={t('admin.ads.title')}>
      <p>{t('admin.ads.intro')}</p>
      <DayRangeForm t={t} action={adminUrls.ads()} days={days} choices={ranges} />
      <h2>{t('admin.ads.totals')}</h2>
      <AdminTable
        caption={t('admin.ads.totals')}
        empty={t('admin.ads.empty')}
        head={head}
        rows={totals.map((row) => <tr key={key(row)}><CreativeCells t={t} row={row} /></tr>)}
      />
      {rows.length > 0 && (
        <>
          <h2>{t('admin.ads.byDay')}</h2>
          <AdminTable
            caption={t('admin.ads.byDay')}
            empty={t('admin.ads.empty')}
            head={[t('admin.ads.day'), ...head]}
            rows={rows.map((row) => <tr key={`${row.day}/${key(row)}`}><td>{row.day}</td><CreativeCells t={t} row={row} /></tr>)}
          />
          <Pagination {...pagination} t={t} />
        </>
      )}
    </AdminShell>
  );
}
