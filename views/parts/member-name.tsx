// A member's name or byline: a link to their profile while it answers, plain text once the member is hidden.
import type { ReactNode } from 'react';
import { urls } from '../urls';

export function MemberName({ id, visible, children }: { id: number; visible: boolean; children: ReactNode }) {
  return visible ? <a href={urls.member(id)}>{children}</a> : <span>{children}</span>;
}
