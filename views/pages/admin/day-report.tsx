// A console report over a range of days: the range form, each counted thing's totals over the range, then its rows per
// day (newest first, paged). The campaigns and ad clicks pages are this report with their own columns.
import type { ReactNode } from 'react';
import type { Translate } from '../../../locales';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { DayRangeForm } from './day-range-form';
import { AdminTable } from './shell';

export interface DayReportProps<Row> {
  t: Translate;
  intro: string;
  /** The page the range form reloads. */
  action: string;
  days: number;
  ranges: readonly { value: string; label: string }[];
  /** The report's own filters, in the range form. */
  filters?: ReactNode;
  labels: { totals: string; byDay: string; day: string; empty: string };
  /** The headings of a row's own cells. */
  head: readonly string[];
  totals: readonly Row[];
  rows: readonly (Row & { day: string })[];
  pagination: Omit<PaginationProps, 't'>;
  /** What tells a row apart within a day. */
  keyOf: (row: Row) => string;
  cells: (row: Row) => ReactNode;
}

export function DayReport<Row>(props: DayReportProps<Row>) {
  const { t, labels } = props;
  return (
    <>
      <p>{props.intro}</p>
      <DayRangeForm t={t} action={props.action} days={props.days} choices={props.ranges} filters={props.filters} />
      <h2>{labels.totals}</h2>
      <AdminTable
        caption={labels.totals}
        empty={labels.empty}
        head={[...props.head]}
        rows={props.totals.map((row) => <tr key={props.keyOf(row)}>{props.cells(row)}</tr>)}
      />
      {props.rows.length > 0 && (
        <>
          <h2>{labels.byDay}</h2>
          <AdminTable
            caption={labels.byDay}
            empty={labels.empty}
            head={[labels.day, ...props.head]}
            rows={props.rows.map((row) => <tr key={`${row.day}/${props.keyOf(row)}`}><td>{row.day}</td>{props.cells(row)}</tr>)}
          />
          <Pagination {...props.pagination} t={t} />
        </>
      )}
    </>
  );
}
