// The card shown when a video ends: the next video with a countdown (spec: 20 s) that plays it, or cancel.
import { useEffect, useState } from 'react';

export const NEXT_VIDEO_SECONDS = 20;

export interface NextVideo {
  href: string;
  title: string;
  thumb: string;
}

export interface NextVideoLabels {
  upNext: string;
  /** With {seconds}. */
  countdown: string;
  playNow: string;
  cancel: string;
}

export function NextVideoCard({ next, labels, onCancel }: { next: NextVideo; labels: NextVideoLabels; onCancel: () => void }) {
  const [left, setLeft] = useState(NEXT_VIDEO_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      window.location.assign(next.href);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, next.href]);
  return (
    <div className="next-video" role="dialog" aria-labelledby="next-video-title">
      <img src={next.thumb} alt={next.title} width={160} height={90} />
      <div className="next-video__text">
        <p className="next-video__label">{labels.upNext}</p>
        <p id="next-video-title" className="next-video__title">{next.title}</p>
        <p className="next-video__countdown" aria-live="polite">{labels.countdown.replace('{seconds}', String(left))}</p>
        <div className="next-video__actions">
          <a className="button button--primary" href={next.href}>{labels.playNow}</a>
          <button type="button" className="button" onClick={onCancel}>{labels.cancel}</button>
        </div>
      </div>
    </div>
  );
}
