// A grid of cards with the spec's empty state when there is nothing to show.
import type { ReactNode } from 'react';

export function Grid({ children, empty }: { children: ReactNode[]; empty: string }) {
  if (children.length === 0) return <p className="empty" role="status">{empty}</p>;
  return <ul className="grid">{children}</ul>;
}
