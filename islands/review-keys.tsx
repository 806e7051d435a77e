// Keyboard shortcuts of moderation, with JavaScript. In the queue: j and k move to the next and previous item (its
// video opens in its row), o opens it, a approves it, r selects it alone and moves to the reason picker of the bulk
// rejection. On one item: a approves it (the console then opens the next one), r moves to the reason picker of its
// rejection. On both, u undoes the decision just taken while the page offers it. Keys typed in a text field, a list or with a modifier are the
// field's. The list of keys is server-rendered, so the page says what they do.
import { useEffect, useState } from 'react';

export interface ReviewKeysProps {
  /** The queue: the bulk form's action (approve posts ids and decision there) and where it comes back to (the queue
   * as filtered). None on one item's page, whose own forms decide. */
  queue?: { action: string; back: string };
  labels: { title: string; keys: readonly { key: string; text: string }[] };
}

const CURRENT = 'admin__row--current';

function rows(): HTMLTableRowElement[] {
  return [...document.querySelectorAll<HTMLTableRowElement>('tr[data-item]')];
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Posts the bulk form's approve for one item, as its button would. */
function approve(action: string, back: string, id: string) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  for (const [name, value] of [['ids', id], ['decision', 'approve'], ['back', back]]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name!;
    input.value = value!;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

export default function ReviewKeys({ queue, labels }: ReviewKeysProps) {
  // Marks the list once the keys answer (data-ready), for whoever waits on them.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    let index = -1;
    const move = (to: number) => {
      const all = rows();
      if (all.length === 0) return;
      all[index]?.classList.remove(CURRENT);
      all[index]?.querySelector('details')?.removeAttribute('open');
      index = Math.max(0, Math.min(all.length - 1, to));
      const row = all[index]!;
      row.classList.add(CURRENT);
      // The current item's video shows in its row, ready to play.
      row.querySelector('details')?.setAttribute('open', '');
      row.querySelector<HTMLAnchorElement>('a[data-item-link]')?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const row = queue ? rows()[index] : undefined;
      const approveForm = document.querySelector<HTMLFormElement>('form[data-decision="approve"]');
      const undo = document.querySelector<HTMLButtonElement>('button[data-undo]');
      switch (event.key) {
        case 'j': if (!queue) return; move(index + 1); break;
        case 'k': if (!queue) return; move(index - 1); break;
        case 'o': if (row) location.assign(row.querySelector<HTMLAnchorElement>('a[data-item-link]')!.href); break;
        case 'a':
          if (queue && row) approve(queue.action, queue.back, row.dataset.item!);
          else if (!queue && approveForm) approveForm.requestSubmit();
          else return;
          break;
        case 'r':
          if (queue && row) {
            for (const box of document.querySelectorAll<HTMLInputElement>('input[name="ids"]')) box.checked = box.value === row.dataset.item;
          } else if (queue || !document.querySelector('form[data-decision="reject"]')) return;
          (document.querySelector(queue ? 'select[name="reason"]' : 'form[data-decision="reject"] select[name="reason"]') as HTMLElement | null)?.focus();
          break;
        case 'u': if (!undo) return; undo.click(); break;
        default: return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [queue?.action, queue?.back]);

  return (
    <details className="review-keys" data-ready={ready ? '' : undefined}>
      <summary>{labels.title}</summary>
      <dl>
        {labels.keys.map(({ key, text }) => (
          <div key={key}><dt><kbd>{key}</kbd></dt><dd>{text}</dd></div>
        ))}
      </dl>
    </details>
  );
}
