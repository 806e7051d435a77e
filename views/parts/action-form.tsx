// A posted form of a member action: its fields as hidden inputs (and the page to come back to), working as a plain
// form without JavaScript; with a `target`, htmx posts it and swaps the target with the answer.
import type { ReactNode } from 'react';

export interface ActionFormProps {
  action: string;
  fields: Record<string, string | number>;
  back?: string;
  /** The element the htmx answer replaces ("#id", "closest li"); none: a plain form only. */
  target?: string;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}

export function ActionForm({ action, fields, back, target, className, noValidate, children }: ActionFormProps) {
  const htmx = target ? { 'hx-post': action, 'hx-target': target, 'hx-swap': 'outerHTML' } : {};
  return (
    <form className={className} method="post" action={action} noValidate={noValidate} {...htmx}>
      {Object.entries(back === undefined ? fields : { ...fields, back }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
