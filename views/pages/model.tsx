// One model: header with photo and statistics, tabs (videos, info, wall) and the tab's content.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { ModelDetail } from '../../worker/db/models';
import { formatNumber } from '../format';
import { Tabs } from '../parts/tabs';
import { urls } from '../urls';

export type ModelTab = 'videos' | 'info' | 'wall';

export function ModelHeader({ t, lang, model, tab }: { t: Translate; lang: string; model: ModelDetail; tab: ModelTab }) {
  const stats = [
    { label: t('models.statVideos'), value: model.total_videos },
    { label: t('models.statViewed'), value: model.viewed },
    { label: t('models.statSubscribers'), value: model.subscribers },
  ];
  return (
    <header className="profile">
      <img className="profile__photo" src={model.thumb ? urls.media(model.thumb) : '/img/avatar.svg'} alt="" width={120} height={160} />
      <div>
        <h1 className="headline">{model.title}</h1>
        <dl className="stats">
          {stats.map((stat) => (
            <div key={stat.label}><dt>{stat.label}</dt><dd>{formatNumber(lang, stat.value)}</dd></div>
          ))}
        </dl>
      </div>
      <Tabs
        label={model.title}
        items={[
          { href: urls.modelVideos(model.dir), label: t('models.videos'), current: tab === 'videos' },
          { href: urls.modelInfo(model.dir), label: t('models.info'), current: tab === 'info' },
          { href: urls.modelWall(model.dir), label: t('models.wall'), current: tab === 'wall' },
        ]}
      />
    </header>
  );
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
