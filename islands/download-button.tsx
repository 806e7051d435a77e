// The download landing's buttons, one per rendition with its size: a GET form the server checks (it works without
// JavaScript once the wait is over); hydrated, it counts down, flashes an error when pressed early, then fetches the
// chosen file's link and follows it.
import { useEffect, useState, type FormEvent } from 'react';
import type { Lang } from '../locales';
import { formatMessage, type Message } from '../locales/plural';
import { apiFetch } from './notify-interceptor';

export interface DownloadButtonProps {
  videoId: number;
  telegram: boolean;
  issuedAt: number;
  signature: string;
  /** Seconds left when the page was made. */
  wait: number;
  /** Largest first: "1080p HD" and "31.4 MB". */
  renditions: { height: number; label: string; size: string }[];
  lang: Lang;
  /** wait and tooEarly count the seconds left in the visitor's plural forms. */
  labels: { button: string; wait: Message; tooEarly: Message; ready: string; whenTimeIsUp: string };
}

/** How long an early press shows its error (spec: 700 ms). */
export const EARLY_FLASH_MS = 700;

export default function DownloadButton(props: DownloadButtonProps) {
  const [left, setLeft] = useState(props.wait);
  const seconds = (message: Message) => formatMessage(props.lang, message, { count: left });
  const [flash, setFlash] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated || left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [hydrated, left]);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), EARLY_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (left > 0) {
      setFlash(true);
      return;
    }
    const form = event.currentTarget;
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    // React wraps the browser's SubmitEvent; Preact, which ships, hands it over as it is.
    const native = ((event as unknown as { nativeEvent?: SubmitEvent }).nativeEvent ?? event) as unknown as SubmitEvent;
    const pressed = native.submitter as HTMLButtonElement | null;
    if (pressed?.name === 'quality') query.set('quality', pressed.value);
    query.set('download', '1');
    const response = await apiFetch(`/api/videofile.php?${query}`);
    const files = (await response.json()) as { video_url?: string }[] | { error: true };
    if (Array.isArray(files) && files[0]?.video_url) window.location.assign(atob(files[0].video_url));
    else form.submit(); // let the server explain (expired or refused)
  };

  return (
    <form className="download-form" method="get" action="/download/file/" onSubmit={submit}>
      <input type="hidden" name="video_id" value={props.videoId} />
      {props.telegram && <input type="hidden" name="tg" value="1" />}
      <input type="hidden" name="t" value={props.issuedAt} />
      <input type="hidden" name="s" value={props.signature} />
      <p className={flash ? 'notice notice--error' : 'notice'} role="status" aria-live="polite">
        {flash ? seconds(props.labels.tooEarly) : left > 0 ? seconds(props.labels.wait) : props.labels.ready}
      </p>
      <ul className="download-form__files">
        {props.renditions.map((r) => (
          <li key={r.height}>
            <button type="submit" name="quality" value={r.height} className={left > 0 ? 'button button--waiting' : 'button button--primary'}>
              {props.labels.button} {r.label}
            </button>
            <span className="download-form__size">{r.size}</span>
          </li>
        ))}
      </ul>
      {!hydrated && <p className="subline">{props.labels.whenTimeIsUp}</p>}
    </form>
  );
}
