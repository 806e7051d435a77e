// A grid of cards with the spec's empty state when there is nothing to show. An inset (a listing's banner) spans the
// grid's second row, after the first row of cards at every width (site.css); in the markup it follows a phone's first
// row, so it is read where a phone shows it.
import type { ReactNode } from 'react';

/** Cards before the inset in the markup: a phone's first row (site.css: two columns, three of portraits). */
const INSET_AFTER = { cards: 2, portraits: 3 };

/**
 * `portraits`: people (models, members), in more and narrower columns, so that a portrait card is about the size of a
 * video card.
 */
export function Grid({ children, empty, inset, portraits = false }: { children: ReactNode[]; empty: string; inset?: ReactNode; portraits?: boolean }) {
  if (children.length === 0) return <>{inset}<p className="empty" role="status">{empty}</p></>;
  const after = portraits ? INSET_AFTER.portraits : INSET_AFTER.cards;
  return (
    <ul className={portraits ? 'grid grid--portraits' : 'grid'}>
      {children.slice(0, after)}
      {inset && <li className="grid__inset">{inset}</li>}
      {children.slice(after)}
    </ul>
  );
}
