// An owner's actions on what they uploaded: a trusted uploader's on a video (spec: status_id 6: make it private or
// public, delete it, re-add it after a number of days), any owner's on an album (private or public, delete). Without
// JavaScript these are plain forms through /api/video_edit.php or /api/album_edit.php (the delete asks for a ticked
// confirmation); hydrated, Delete and Re-add open the DeleteUploaded and ReAdd modals, which post with fetch and reload
// the page on success, or show the server's code followed by ', call administrator'.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiFetch } from './notify-interceptor';

export interface OwnerActionsProps {
  /** The field naming what is acted on, and its id. */
  target: { field: 'video_id' | 'album_id'; id: number };
  isPrivate: boolean;
  /** Deleted by its owner: only the re-add is offered (nothing for an album). */
  deleted: boolean;
  action: string;
  back: string;
  /** The re-add's days; none: no re-add (albums). */
  days?: { initial: number; max: number };
  labels: {
    manage: string;
    makePrivate: string;
    makePublic: string;
    delete: string;
    deleteTitle: string;
    deleteText: string;
    deleteConfirm: string;
    readd?: string;
    readdTitle?: string;
    readdText?: string;
    days?: string;
    cancel: string;
    /** '{code}, call administrator' */
    failed: string;
  };
}

type Modal = 'delete' | 'readd';

export default function OwnerActions(props: OwnerActionsProps) {
  const { labels } = props;
  const dialogs = { delete: useRef<HTMLDialogElement>(null), readd: useRef<HTMLDialogElement>(null) };
  const [hydrated, setHydrated] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `owner-${props.target.field}-${props.target.id}`;

  // Once hydrated, Delete and Re-add open their modals instead of posting the plain forms.
  useEffect(() => setHydrated(true), []);

  const open = (modal: Modal) => (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    dialogs[modal].current?.showModal();
  };

  async function send(event: FormEvent<HTMLFormElement>, act: '2' | '4') {
    event.preventDefault();
    setBusy(true);
    const body = new URLSearchParams({ act, [props.target.field]: String(props.target.id) });
    const days = new FormData(event.currentTarget).get('days');
    if (typeof days === 'string') body.set('days', days);
    let code = 'error';
    try {
      const response = await apiFetch(props.action, { method: 'POST', body, headers: { Accept: 'application/json' } });
      const answer = (await response.json()) as { ok?: boolean; code?: string };
      if (answer.ok) {
        location.reload();
        return;
      }
      code = answer.code ?? code;
    } catch {
      // The network failed: the code stays 'error'.
    }
    setError(labels.failed.replace('{code}', code));
    setBusy(false);
  }

  const hidden = (act: string) => (
    <>
      <input type="hidden" name="act" value={act} />
      <input type="hidden" name={props.target.field} value={props.target.id} />
      <input type="hidden" name="back" value={props.back} />
    </>
  );

  return (
    <details className="owner-actions">
      <summary>{labels.manage}</summary>
      {!props.deleted && (
        <form method="post" action={props.action}>
          {hidden('3')}
          <button type="submit" className="button button--small">{props.isPrivate ? labels.makePublic : labels.makePrivate}</button>
        </form>
      )}
      {!props.deleted && (
        <form method="post" action={props.action} onSubmit={hydrated ? open('delete') : undefined}>
          {hidden('2')}
          {!hydrated && <label><input type="checkbox" name="confirm" value="1" required /> {labels.deleteConfirm}</label>}
          <button type="submit" className="button button--small">{labels.delete}</button>
        </form>
      )}
      {props.days && (
        <form method="post" action={props.action} onSubmit={hydrated ? open('readd') : undefined}>
          {hidden('4')}
          {!hydrated && (
            <label>{labels.days} <input type="number" name="days" defaultValue={props.days.initial} min={0} max={props.days.max} required inputMode="numeric" /></label>
          )}
          <button type="submit" className="button button--small">{labels.readd}</button>
        </form>
      )}
      {hydrated && (
        <>
          <dialog ref={dialogs.delete} className="modal" aria-labelledby={`${id}-delete`}>
            <form onSubmit={(event) => void send(event, '2')}>
              <h2 id={`${id}-delete`}>{labels.deleteTitle}</h2>
              <p>{labels.deleteText}</p>
              {error && <p className="form-error" role="alert">{error}</p>}
              <button type="submit" className="button button--primary" disabled={busy}>{labels.delete}</button>{' '}
              <button type="button" className="button" onClick={() => dialogs.delete.current?.close()}>{labels.cancel}</button>
            </form>
          </dialog>
          {props.days && <dialog ref={dialogs.readd} className="modal" aria-labelledby={`${id}-readd`}>
            <form onSubmit={(event) => void send(event, '4')}>
              <h2 id={`${id}-readd`}>{labels.readdTitle}</h2>
              <p>{labels.readdText}</p>
              <label>{labels.days} <input type="number" name="days" defaultValue={props.days?.initial} min={0} max={props.days?.max} required inputMode="numeric" /></label>
              {error && <p className="form-error" role="alert">{error}</p>}
              <button type="submit" className="button button--primary" disabled={busy}>{labels.readd}</button>{' '}
              <button type="button" className="button" onClick={() => dialogs.readd.current?.close()}>{labels.cancel}</button>
            </form>
          </dialog>}
        </>
      )}
    </details>
  );
}
