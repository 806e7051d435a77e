// The owner's uploads that are not live yet (on their uploaded videos and albums): each with where it stands and a
// link to its page. Nobody else is shown this list.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import { EditDetailsLink } from './owner-controls';

export interface OwnUploadItem {
  id: number;
  title: string;
  date: string;
  state: string;
  href: string;
  /** Deleted by its owner, who may re-add it. */
  ownerDeleted: boolean;
  /** Its owner's edit of its details, while it may still be edited. */
  editHref: string | null;
}

export function OwnUploads({ t, items, controls }: { t: Translate; items: readonly OwnUploadItem[]; controls?: (item: OwnUploadItem) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <section className="own-uploads" aria-labelledby="own-uploads-title">
      <h2 id="own-uploads-title">{t('upload.own.heading')}</h2>
      <p className="form__hint">{t('upload.own.hint')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href}>{item.title}</a> <time>{item.date}</time> <span className="upload-state">{item.state}</span>
            {item.editHref && <> <EditDetailsLink t={t} href={item.editHref} /></>}
            {controls?.(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
