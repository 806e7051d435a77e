// A notice toast: shown once after a redirect, it fades after 4 s by CSS alone; the page script also closes it on click.
/** The page's notice area: a redirect's notice renders in it, htmx answers swap theirs into it. */
export const NOTICES_ID = 'notices';

export interface ToastProps {
  text: string;
  kind: 'success' | 'error';
}

export function Toast({ text, kind }: ToastProps) {
  return (
    <div className={`toast toast--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-toast="">
      {text}
    </div>
  );
}
