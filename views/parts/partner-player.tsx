// An embedded partner video's player (docs/import.md): the partner's own player page in a 16:9 frame, which plays
// without any script of ours. The frame is sandboxed (scripts and the partner's own storage, fullscreen; no popups, no
// navigating this page) and sends only our origin as referrer. With no player of ours to tell when it plays, the page
// itself counts the view, with the page's signed view token.
import { ViewPixel } from './view-pixel';

export interface PartnerPlayerProps {
  /** The partner's embed address, of an origin its configuration allows (the CSP's frame-src names them). */
  src: string;
  /** The frame's accessible name: the video's title. */
  title: string;
  viewOf?: number;
  viewToken?: string;
}

export function PartnerPlayer({ src, title, viewOf, viewToken }: PartnerPlayerProps) {
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
      {viewOf && viewToken && <ViewPixel videoId={viewOf} token={viewToken} scriptless={false} />}
    </div>
  );
}
