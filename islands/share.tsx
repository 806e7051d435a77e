// Sharing a video: without JavaScript a section reachable by the menu's #share anchor; hydrated, the same
// anchor opens it as a modal dialog, and each field gets a copy button.
import { useEffect, useRef, useState } from 'react';

export interface ShareProps {
  url: string;
  /** The iframe code (426x265, spec section 9). */
  embedCode: string;
  labels: { title: string; link: string; embed: string; copy: string; copied: string; close: string };
}

function Fields({ props, copyable }: { props: ShareProps; copyable: boolean }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(text);
  };
  // The copy button sits beside the label, not in it: a label names one control.
  const field = (label: string, value: string, multiline: boolean) => (
    <div className="share__field">
      <label>
        {label}
        {multiline ? <textarea readOnly rows={3} value={value} /> : <input type="text" readOnly value={value} />}
      </label>
      {copyable && (
        <button type="button" className="button" onClick={() => void copy(value)}>
          {copied === value ? props.labels.copied : props.labels.copy}
        </button>
      )}
    </div>
  );
  return (
    <>
      {field(props.labels.link, props.url, false)}
      {field(props.labels.embed, props.embedCode, true)}
    </>
  );
}

export default function Share(props: ShareProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const open = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href="#share"]')) return;
      event.preventDefault();
      event.target.closest('details')?.removeAttribute('open');
      dialog.current?.showModal();
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, []);
  return (
    <>
      <section id="share" className="share" aria-labelledby="share-title">
        <h2 id="share-title">{props.labels.title}</h2>
        <Fields props={props} copyable={hydrated} />
      </section>
      <dialog ref={dialog} className="modal" aria-labelledby="share-dialog-title">
        <form method="dialog" className="share">
          <h2 id="share-dialog-title">{props.labels.title}</h2>
          <Fields props={props} copyable />
          <button type="submit" className="button button--primary">{props.labels.close}</button>
        </form>
      </dialog>
    </>
  );
}
