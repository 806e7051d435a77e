// A listing's filter form folded behind one "Filters" control on phones (a <details>: no script needed), which counts
// the filters set, so the list keeps the first screen. From 768 px the form shows without the control (site.css).
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';

export function FilterFold({ t, active, children }: { t: Translate; active: number; children: ReactNode }) {
  return (
    <details className="filter-fold">
      <summary className="button">
        {t('listing.filters')}
        {active > 0 && <span className="filter-fold__count">{active}</span>}
      </summary>
      {children}
    </details>
  );
}
