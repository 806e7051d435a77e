// The form modal (spec: ContactUs, AddTo, ActionPlaylist, DownloadTg): one dialog that every `a[data-modal]` opens; the
// page script wakes this island on the first such click. A link to a part of this page (`#add-to`) moves that part into
// the dialog while it is open; a link to another page loads that page's content (as an htmx swap does) and shows its
// `[data-modal-part]`, islands hydrated. Forms inside post the same way: a 422 answer (field errors) takes the form's
// place, an HX-Redirect is followed, and any other success swaps what it names by id into the page (the notice, the
// "Add to" section) and closes the dialog. Without JavaScript, or when a request fails, each link and form is a page.
// While the dialog is open the page's notice area sits in it, so notices show above the backdrop.
import { useLayoutEffect, useRef } from 'react';
import { NOTICES_ID } from '../views/parts/toast';
import { browserOnly } from './browser-only';
import { FORM_MODAL_ID, FORM_MODAL_OPEN_EVENT, type FormModalOpenDetail } from './form-modal-events';

export interface FormModalProps {
  labels: { close: string };
}

declare global {
  interface Window {
    htmx?: { process: (element: HTMLElement) => void };
  }
}

/** Sent with every request of the dialog: the server answers with the page's content alone (worker/middleware/htmx.ts). */
const CONTENT_ONLY = { 'HX-Request': 'true', 'HX-Target': `dialog#${FORM_MODAL_ID}` };
const PART = '[data-modal-part]';

function partOf(html: string): HTMLElement | null {
  return new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLElement>(PART);
}

/**
 * Moves a part of the page into the dialog, leaving a placeholder; the returned function puts back whatever carries the
 * part's id by then (htmx may have swapped it).
 */
function borrow(part: HTMLElement, into: HTMLElement): () => void {
  const placeholder = document.createComment(part.id);
  part.parentNode?.insertBefore(placeholder, part);
  into.appendChild(part);
  return () => {
    const current = into.querySelector(`#${CSS.escape(part.id)}`);
    if (current) placeholder.replaceWith(current);
    else placeholder.remove();
  };
}

export default function FormModal({ labels }: FormModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);

  // A layout effect: it is listening as soon as hydration returns, when the page script sends the first open event.
  useLayoutEffect(() => {
    const modal = dialog.current!;
    const box = body.current!;
    /** Put back the page's part shown in the dialog, and the notice area, when they are borrowed. */
    let returnPart: (() => void) | null = null;
    let returnNotices: (() => void) | null = null;
    let opener: HTMLElement | null = null;

    const clear = () => {
      returnPart?.();
      returnPart = null;
      box.replaceChildren();
    };

    const show = (part: HTMLElement, own: boolean) => {
      clear();
      if (own) returnPart = borrow(part, box);
      else box.appendChild(part);
      const heading = box.querySelector('h1, h2');
      if (heading) {
        heading.id ||= `${FORM_MODAL_ID}-title`;
        modal.setAttribute('aria-labelledby', heading.id);
      }
      if (!modal.open) {
        modal.showModal();
        const notices = document.getElementById(NOTICES_ID);
        // Earlier notices have faded; moved, their animation would start again.
        notices?.replaceChildren();
        if (notices) returnNotices = borrow(notices, modal);
      }
      // A refused form: its first field in error; else the first field.
      const first = box.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
      first?.focus();
      const islands = box.querySelectorAll<HTMLElement>('[data-island]');
      if (islands.length > 0) void browserOnly().islandRuntime().then(({ hydrateNow }) => islands.forEach((island) => void hydrateNow(island)));
    };

    const open = async (event: Event) => {
      const { link } = (event as CustomEvent<FormModalOpenDetail>).detail;
      if (!modal.open) opener = link;
      const url = new URL(link.href);
      const here = url.origin + url.pathname + url.search === location.origin + location.pathname + location.search;
      const own = here && url.hash ? document.getElementById(url.hash.slice(1)) : null;
      if (own) {
        if (!box.contains(own)) show(own, true);
        return;
      }
      try {
        const response = await fetch(url, { headers: CONTENT_ONLY });
        const part = response.ok ? partOf(await response.text()) : null;
        // A part with a script of its own (the captcha, when it is on) would not run here: it opens as the page.
        if (!part || part.querySelector('script')) throw new Error(`no ${PART} to show from ${url}`);
        show(part, false);
      } catch {
        location.assign(url);
      }
    };

    const submit = async (event: SubmitEvent) => {
      const form = event.target;
      // Islands and htmx post their own forms; the close button's form is method="dialog".
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented || form.method !== 'post' || form.hasAttribute('hx-post')) return;
      event.preventDefault();
      try {
        const response = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: CONTENT_ONLY });
        const redirect = response.headers.get('HX-Redirect');
        if (redirect) return location.assign(redirect);
        const html = await response.text();
        const refused = response.status === 422 ? partOf(html) : null;
        if (refused) return show(refused, false);
        if (!response.ok) throw new Error(String(response.status));
        for (const element of new DOMParser().parseFromString(html, 'text/html').body.querySelectorAll<HTMLElement>(':scope > [id]')) {
          const current = document.getElementById(element.id);
          if (!current) continue;
          current.replaceWith(element);
          window.htmx?.process(element);
        }
        modal.close();
      } catch {
        // Let the server answer the plain form (and explain a refusal) as a page.
        form.submit();
      }
    };

    const closed = () => {
      clear();
      returnNotices?.();
      returnNotices = null;
      // A link from a menu that has closed since: its menu's summary takes the focus.
      const menu = opener?.closest('details:not([open])');
      (menu?.querySelector('summary') ?? opener)?.focus();
      opener = null;
    };
    document.addEventListener(FORM_MODAL_OPEN_EVENT, open);
    modal.addEventListener('submit', submit);
    modal.addEventListener('close', closed);
    return () => {
      document.removeEventListener(FORM_MODAL_OPEN_EVENT, open);
      modal.removeEventListener('submit', submit);
      modal.removeEventListener('close', closed);
    };
  }, []);

  return (
    <dialog ref={dialog} id={FORM_MODAL_ID} className="modal form-modal">
      <form method="dialog">
        <button type="submit" className="link-button modal__close" aria-label={labels.close}>×</button>
      </form>
      <div ref={body} className="form-modal__body" />
    </dialog>
  );
}
