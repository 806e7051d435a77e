// A grid of cards with the spec's empty state when there is nothing to show.
import type { ReactNode } from 'react';

export function Grid({ children, empty, variant }: { children: ReactNode[]; empty: string; variant?: 'portrait' | 'members' }) {
  if (children.length === 0) return <p className="empty" role="status">{empty}</p>;
  return <ul className={variant ? `grid grid--${variant}` : 'grid'}>{children}</ul>;
}
