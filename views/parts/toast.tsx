// A notice toast: shown once after a redirect, it fades after 4 s by CSS alone; the page script also closes it on click.
import { toastLook, type ToastKind } from './toast-look';

export { NOTICES_ID } from './toast-look';

export interface ToastProps {
  text: string;
  kind: ToastKind;
}

export function Toast({ text, kind }: ToastProps) {
  return (
    <div {...toastLook(kind)} data-toast="">
      {text}
    </div>
  );
}
