// A notice toast: shown once after a redirect, it fades after 4 s by CSS alone; the page script also closes it on click.
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
