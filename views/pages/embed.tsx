// The embeddable player document: the player alone, with a link back to the video page. Its view counts here, on the
// site that hosts the video, whichever site or page embeds it: the document runs no script, so by its pixel.
import { VideoPlayer, type VideoPlayerProps } from '../parts/player';
import { ViewPixel } from '../parts/view-pixel';

export interface EmbedDocumentProps {
  lang: string;
  title: string;
  message: string | null;
  player: VideoPlayerProps | null;
  /** The video whose view the pixel counts, with the signed view token it carries. */
  view: { videoId: number; token: string } | null;
  backHref: string;
  backLabel: string;
}

export function EmbedDocument(props: EmbedDocumentProps) {
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{props.title}</title>
        <link rel="stylesheet" href="/build/site.css" />
      </head>
      <body className="embed">
        {props.player ? <VideoPlayer {...props.player} /> : <p className="embed__message">{props.message}</p>}
        {props.view && <ViewPixel videoId={props.view.videoId} token={props.view.token} scriptless={false} />}
        <a className="embed__back" href={props.backHref} target="_blank" rel="noopener">{props.backLabel}</a>
      </body>
    </html>
  );
}
