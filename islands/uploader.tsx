// The upload island: turns the plain upload form into a resumable upload. On submit it sends the fields (not the file)
// to the start call, shows the server's refusals on their fields, then uploads the file (each photo of an album) with
// the tus protocol in 8 MiB chunks: a progress bar with speed and time left, pause and resume, and, after a reload or
// a dropped connection, resuming where the upload stopped. A video's length is checked in the browser first where it
// can read it. Without JavaScript the form posts the whole file instead.
import { useEffect, useRef, useState } from 'react';
import { interpolate } from '../locales/interpolate';
import { browserOnly } from './browser-only';
import { apiFetch } from './notify-interceptor';
import { VIDEO_EXTENSION, VIDEO_FORMATS } from '../worker/config/uploads';

export interface UploaderProps {
  formId: string;
  kind: 'video' | 'album';
  /** The start call (/api/video_edit.php or /api/album_edit.php). */
  startUrl: string;
  tusEndpoint: string;
  chunkSize: number;
  maxBytes: number;
  /** A video's minimum length in seconds, exclusive or not. */
  minSeconds: { exclusive: number; other: number };
  /** Where the member goes once the file is in: `{id}` is the video or album. */
  sentUrl: string;
  labels: {
    preparing: string;
    uploading: string;
    speed: string;
    paused: string;
    pause: string;
    resume: string;
    resumeFound: string;
    resumeButton: string;
    done: string;
    failed: string;
    photo: string;
  };
  /** Refusals the browser can tell by itself, by code, as the server words them (a video's file checks for videos only). */
  messages: { required: string; error: string; too_short?: string; format?: string; too_large?: string };
}

type Phase =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'offer'; resume: () => void }
  | { phase: 'uploading' | 'paused'; percent: number; speed: number; left: number; photo?: string }
  | { phase: 'done' }
  | { phase: 'failed'; message: string };

interface TusUpload {
  start(): void;
  abort(): Promise<void>;
  findPreviousUploads(): Promise<{ metadata: Record<string, string> }[]>;
  resumeFromPreviousUpload(previous: { metadata: Record<string, string> }): void;
}

interface StartAnswer {
  ok?: boolean;
  video_id?: number;
  album_id?: number;
  messages?: Record<string, string>;
}

/** Whether a file's extension names a format we take; the rest of its name may be anything. */
const isVideoFormat = (name: string) => (VIDEO_FORMATS as readonly string[]).includes(VIDEO_EXTENSION.exec(name)?.[1]?.toLowerCase() ?? '');

function readableBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 && unit > 0 ? 1 : 0)} ${units[unit]}`;
}

function readableTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '…';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}` : `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** The length the browser reads from a video file, or null when it cannot play that format. */
function videoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    setTimeout(() => done(null), 5000);
    video.src = url;
  });
}

/**
 * Shows (or clears) the server's refusals on the form's fields and at its top. Earlier errors go first, the server's
 * of a plain post as well (a form sent before the island woke), and each field is described by its hint again.
 */
function showErrors(form: HTMLFormElement, kind: string, messages: Record<string, string>) {
  const island = form.querySelector('[data-island="uploader"]');
  for (const old of form.querySelectorAll('[data-client-error], .field-error, .form-error')) if (!island?.contains(old)) old.remove();
  for (const invalid of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    invalid.removeAttribute('aria-invalid');
    const hint = document.getElementById(`${invalid.id}-hint`);
    if (hint) invalid.setAttribute('aria-describedby', hint.id);
    else invalid.removeAttribute('aria-describedby');
  }
  for (const [field, message] of Object.entries(messages)) {
    const note = document.createElement(field === 'notify' ? 'p' : 'span');
    note.dataset.clientError = '';
    note.textContent = message;
    if (field === 'notify') {
      note.className = 'form-error';
      note.setAttribute('role', 'alert');
      form.insertBefore(note, form.firstChild);
      continue;
    }
    const control = form.querySelector<HTMLElement>(`#${kind}-${field}`);
    if (!control) continue;
    note.className = 'field-error';
    note.id = `${kind}-${field}-client-error`;
    control.setAttribute('aria-invalid', 'true');
    const hint = document.getElementById(`${control.id}-hint`);
    control.setAttribute('aria-describedby', hint ? `${note.id} ${hint.id}` : note.id);
    (control.tagName === 'FIELDSET' ? control : control.parentElement!).appendChild(note);
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"], .form-error')?.focus?.();
}

/** Progress with speed and time left, from the bytes sent over the last few seconds. */
function progressMeter(total: number) {
  const samples: { at: number; sent: number }[] = [];
  return (sent: number) => {
    const at = Date.now();
    samples.push({ at, sent });
    while (samples.length > 2 && at - samples[0]!.at > 5000) samples.shift();
    const first = samples[0]!;
    const speed = at > first.at ? ((sent - first.sent) * 1000) / (at - first.at) : 0;
    return { percent: total > 0 ? Math.floor((sent / total) * 100) : 100, speed, left: speed > 0 ? (total - sent) / speed : Infinity };
  };
}

async function tusUpload(): Promise<new (file: File, options: Record<string, unknown>) => TusUpload> {
  return (await browserOnly().tus()).Upload as unknown as new (file: File, options: Record<string, unknown>) => TusUpload;
}

export default function Uploader(props: UploaderProps) {
  const { labels } = props;
  const root = useRef<HTMLDivElement>(null);
  const current = useRef<TusUpload | null>(null);
  /** From a submit until its refusal or failure: another submit would make a second draft and upload the file twice. */
  const busy = useRef(false);
  const [view, setView] = useState<Phase>({ phase: 'idle' });

  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const setBusy = (value: boolean) => {
      busy.current = value;
      if (submitButton) submitButton.disabled = value;
    };

    /** Uploads one file; resolves when it is in, rejects with the message to show. */
    const send = async (file: File, metadata: Record<string, string>, total: { before: number; all: number; photo?: string }, previous?: { metadata: Record<string, string> }) => {
      const Upload = await tusUpload();
      const meter = progressMeter(total.all);
      await new Promise<void>((resolve, reject) => {
        const upload = new Upload(file, {
          endpoint: props.tusEndpoint,
          chunkSize: props.chunkSize,
          retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
          metadata,
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: true,
          onProgress: (sent: number) => setView({ phase: 'uploading', ...meter(total.before + sent), photo: total.photo }),
          onSuccess: () => resolve(),
          onError: (error: { originalResponse?: { getBody(): string; getStatus(): number } | null; message: string }) => {
            let code = 'error';
            try {
              code = (JSON.parse(error.originalResponse?.getBody() ?? '{}') as { code?: string }).code ?? 'error';
            } catch {
              // Not JSON: a network failure.
            }
            reject(new Error(code));
          },
        });
        if (previous) upload.resumeFromPreviousUpload(previous);
        current.current = upload;
        upload.start();
      });
    };

    const fail = (code: string, info: Record<string, string | number> = {}) => {
      const message = props.messages[code as keyof UploaderProps['messages']] ?? props.messages.error;
      setView({ phase: 'failed', message: interpolate(message, { code, ...info }) });
    };

    const sentTo = (id: number) => window.location.assign(props.sentUrl.replace('{id}', String(id)));

    /** Each submit resolves true once the file is in (the page is then leaving), false when refused. */
    const submitVideo = async (file: File | undefined): Promise<boolean> => {
      const exclusive = form.querySelector<HTMLInputElement>('input[name="exclusive"]')?.checked ?? false;
      const local: Record<string, string> = {};
      if (!file) local.file = props.messages.required;
      else if (!isVideoFormat(file.name)) local.file = props.messages.format!;
      else if (file.size > props.maxBytes) local.file = props.messages.too_large!;
      if (file && !local.file) {
        const minimum = exclusive ? props.minSeconds.exclusive : props.minSeconds.other;
        const duration = await videoDuration(file);
        if (duration !== null && duration < minimum) local.file = interpolate(props.messages.too_short!, { minutes: minimum / 60 });
      }
      if (Object.keys(local).length > 0) {
        showErrors(form, props.kind, local);
        return false;
      }
      const fields = new FormData(form);
      fields.delete('file');
      fields.set('resumable', '1');
      fields.set('filename', file!.name);
      fields.set('size', String(file!.size));
      const id = await start(fields, 'video_id');
      if (id === null) return false;
      await send(file!, { video: String(id), filename: file!.name }, { before: 0, all: file!.size });
      setView({ phase: 'done' });
      sentTo(id);
      return true;
    };

    const submitAlbum = async (photos: File[]): Promise<boolean> => {
      const fields = new FormData(form);
      fields.delete('photos');
      fields.set('resumable', '1');
      fields.set('photos_count', String(photos.length));
      const id = await start(fields, 'album_id');
      if (id === null) return false;
      const all = photos.reduce((sum, photo) => sum + photo.size, 0);
      let before = 0;
      for (const [index, photo] of photos.entries()) {
        const label = interpolate(labels.photo, { n: index + 1, total: photos.length });
        await send(photo, { album: String(id), position: String(index + 1), filename: photo.name }, { before, all, photo: label });
        before += photo.size;
      }
      setView({ phase: 'done' });
      sentTo(id);
      return true;
    };

    /** Sends the fields to the start call: the new draft's id, or null when refused (shown on the fields). */
    const start = async (fields: FormData, idKey: 'video_id' | 'album_id'): Promise<number | null> => {
      setView({ phase: 'preparing' });
      const response = await apiFetch(props.startUrl, { method: 'POST', body: fields, credentials: 'same-origin' });
      const answer = (await response.json().catch(() => ({}))) as StartAnswer;
      if (answer.ok && answer[idKey]) {
        showErrors(form, props.kind, {});
        return answer[idKey]!;
      }
      setView({ phase: 'idle' });
      showErrors(form, props.kind, answer.messages ?? { notify: interpolate(props.messages.error, { code: response.status }) });
      return null;
    };

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busy.current) return;
      setBusy(true);
      const input = form.querySelector<HTMLInputElement>(props.kind === 'video' ? 'input[name="file"]' : 'input[name="photos"]');
      const chosen = [...(input?.files ?? [])];
      const work = props.kind === 'video' ? submitVideo(chosen[0]) : submitAlbum(chosen);
      work
        .then((sent) => {
          if (!sent) setBusy(false);
        })
        .catch((error: Error) => {
          setBusy(false);
          fail(error.message);
        });
    };

    /** A file whose upload stopped before (another visit, a reload): offer to go on with it. */
    const onFileChosen = async () => {
      const file = form.querySelector<HTMLInputElement>('input[name="file"]')?.files?.[0];
      if (!file || props.kind !== 'video') return;
      const Upload = await tusUpload();
      const previous = (await new Upload(file, { endpoint: props.tusEndpoint }).findPreviousUploads()).find((p) => p.metadata.video);
      if (!previous) return;
      const id = Number(previous.metadata.video);
      setView({
        phase: 'offer',
        resume: () => {
          if (busy.current) return;
          setBusy(true);
          send(file, previous.metadata, { before: 0, all: file.size }, previous)
            .then(() => sentTo(id))
            .catch((error: Error) => {
              setBusy(false);
              fail(error.message);
            });
        },
      });
    };

    /** Back on the form from the sent page out of the back/forward cache: it may be sent again. */
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusy(false);
      setView({ phase: 'idle' });
    };

    form.addEventListener('submit', onSubmit);
    const fileInput = form.querySelector('input[name="file"]');
    fileInput?.addEventListener('change', onFileChosen);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      fileInput?.removeEventListener('change', onFileChosen);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const pause = () => {
    void current.current?.abort();
    setView((v) => (v.phase === 'uploading' ? { ...v, phase: 'paused' } : v));
  };
  const resume = () => {
    current.current?.start();
    setView((v) => (v.phase === 'paused' ? { ...v, phase: 'uploading' } : v));
  };

  return (
    <div ref={root} className="upload-progress" hidden={view.phase === 'idle'} aria-live="polite">
      {view.phase === 'preparing' && <p>{labels.preparing}</p>}
      {view.phase === 'offer' && (
        <p>
          {labels.resumeFound} <button type="button" className="button" onClick={view.resume}>{labels.resumeButton}</button>
        </p>
      )}
      {(view.phase === 'uploading' || view.phase === 'paused') && (
        <>
          {view.photo && <p>{view.photo}</p>}
          <progress max={100} value={view.percent} aria-label={interpolate(labels.uploading, { percent: view.percent })} />
          <p className="upload-progress__status">
            {view.phase === 'paused'
              ? interpolate(labels.paused, { percent: view.percent })
              : `${interpolate(labels.uploading, { percent: view.percent })} · ${interpolate(labels.speed, { speed: readableBytes(view.speed), left: readableTime(view.left) })}`}
          </p>
          {view.phase === 'uploading'
            ? <button type="button" className="button" onClick={pause}>{labels.pause}</button>
            : <button type="button" className="button button--primary" onClick={resume}>{labels.resume}</button>}
        </>
      )}
      {view.phase === 'done' && <p>{labels.done}</p>}
      {view.phase === 'failed' && <p className="form-error" role="alert">{interpolate(labels.failed, { message: view.message })}</p>}
    </div>
  );
}
