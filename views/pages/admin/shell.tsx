// The frame of every console screen: the console's own navigation (the audit log for admins only) and the heading.
import type { ReactNode } from 'react';
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { Tabs } from '../../parts/tabs';

export type ConsoleArea = 'home' | 'videos' | 'albums' | 'reports' | 'members' | 'processing' | 'campaigns' | 'ads' | 'searches' | 'import' | 'keys' | 'audit';

export interface ShellProps {
  t: Translate;
  area: ConsoleArea;
  isAdmin: boolean;
  title: string;
  children: ReactNode;
}

export function AdminShell({ t, area, isAdmin, title, children }: ShellProps) {
  const items: { area: ConsoleArea; href: string }[] = [
    { area: 'home', href: adminUrls.home() },
    { area: 'videos', href: adminUrls.queue('video') },
    { area: 'albums', href: adminUrls.queue('album') },
    { area: 'reports', href: adminUrls.reports() },
    { area: 'members', href: adminUrls.members() },
    { area: 'processing', href: adminUrls.processing() },
    { area: 'campaigns', href: adminUrls.campaigns() },
    { area: 'ads', href: adminUrls.ads() },
    { area: 'searches', href: adminUrls.searches() },
    { area: 'import', href: adminUrls.importFile() },
    { area: 'keys', href: adminUrls.keys() },
    ...(isAdmin ? [{ area: 'audit' as const, href: adminUrls.audit() }] : []),
  ];
  return (
    <div className="admin">
      <Tabs label={t('admin.nav.label')} items={items.map((item) => ({ href: item.href, label: t(`admin.nav.${item.area}`), current: item.area === area }))} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** A table of rows with its column headings; `empty` when there is nothing to show. */
export function AdminTable({ caption, head, rows, empty }: { caption: string; head: readonly string[]; rows: readonly ReactNode[]; empty: string }) {
  if (rows.length === 0) return <p className="admin__empty">{empty}</p>;
  return (
    <div className="admin__table">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead><tr>{head.map((cell) => <th key={cell} scope="col">{cell}</th>)}</tr></thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

export interface DashboardProps {
  t: Translate;
  isAdmin: boolean;
  counts: { videos: number; albums: number; reports: number; failedJobs: number; pendingJobs: number };
}

export function AdminHomePage({ t, isAdmin, counts }: DashboardProps) {
  const cards = [
    { label: t('admin.home.videos'), value: counts.videos, href: adminUrls.queue('video') },
    { label: t('admin.home.albums'), value: counts.albums, href: adminUrls.queue('album') },
    { label: t('admin.home.reports'), value: counts.reports, href: adminUrls.reports() },
    { label: t('admin.home.pendingJobs'), value: counts.pendingJobs, href: adminUrls.processing('pending') },
    { label: t('admin.home.failedJobs'), value: counts.failedJobs, href: adminUrls.processing('failed') },
  ];
  return (
    <AdminShell t={t} area="home" isAdmin={isAdmin} title={t('admin.home.title')}>
      <ul className="admin__cards">
        {cards.map((card) => (
          <li key={card.href}><a href={card.href}><strong>{card.value}</strong> {card.label}</a></li>
        ))}
      </ul>
    </AdminShell>
  );
}

/** A table row's one-button form: its hidden fields, the button's text and its full accessible name. */
export function RowAction({ action, fields, label, name }: { action: string; fields: Record<string, string>; label: string; name: string }) {
  return (
    <form method="post" action={action}>
      {Object.entries(fields).map(([field, value]) => <input key={field} type="hidden" name={field} value={value} />)}
      <button type="submit" className="button button--small" aria-label={name}>{label}</button>
    </form>
  );
}
