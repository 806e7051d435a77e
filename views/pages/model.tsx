// One model's pages: the tabs (videos, info, wall) under the profile header, and the info list they share with members.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { TabItem } from '../parts/tabs';
import { urls } from '../urls';

export type ModelTab = 'videos' | 'info' | 'wall';

export function modelTabs(t: Translate, dir: string, tab: ModelTab): TabItem[] {
  return [
    { href: urls.modelVideos(dir), label: t('models.videos'), current: tab === 'videos' },
    { href: urls.modelInfo(dir), label: t('models.info'), current: tab === 'info' },
    { href: urls.modelWall(dir), label: t('models.wall'), current: tab === 'wall' },
  ];
}

export function InfoList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="info-list">
      {rows.map((row) => (
        <div key={row.label}><dt>{row.label}</dt><dd>{row.value}</dd></div>
      ))}
    </dl>
  );
}
