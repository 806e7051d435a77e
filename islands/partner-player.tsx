// An embedded partner video's player (docs/import.md): the partner's own player page in a 16:9 frame, which plays
// without any script of ours. The frame is sandboxed (scripts and the partner's own storage, fullscreen; no popups, no
// navigating this page) and sends only our origin as referrer. Hydrated, it keeps a guest's watch history, as our
// player does.
import { useEffect } from 'react';
import { rememberWatched, type GuestHistoryEntry } from './guest-history-store';

export interface PartnerPlayerProps {
  /** The partner's embed address, of an origin its configuration allows (the CSP's frame-src names them). */
  src: string;
  /** The frame's accessible name: the video's title. */
  title: string;
  /** A guest's local history entry for this video. */
  history?: GuestHistoryEntry;
}

export default function PartnerPlayer({ src, title, history }: PartnerPlayerProps) {
  useEffect(() => {
    if (history) rememberWatched(history);
  }, [history]);
  return (
    <div className="player player--partner">
      <iframe
        className="player__media"
        src={src}
        title={title}
        width={1280}
        height={720}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin"
      />
    </div>
  );
}
