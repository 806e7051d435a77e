// The player on a page: the player island's own HTML (a native <video> that plays without script) now,
// upgraded to video.js after load; without JavaScript a view pixel carries the page's view token instead of the beacon.
import PlayerIsland, { type PlayerProps } from '../../islands/player';
import { Island } from './island';

export type { PlayerProps };

/** A 1x1 GIF request counting the view; out of the flow, so it never moves the page. */
function ViewPixel({ videoId, token }: { videoId: number; token: string }) {
  const query = new URLSearchParams({ act: 'view', section: 'videos', object_id: String(videoId), token });
  return (
    <noscript>
      <img src={`/api/stat.php?${query}`} width={1} height={1} alt="" style={{ position: 'absolute' }} />
    </noscript>
  );
}

export function Player(props: PlayerProps) {
  return (
    <>
      <Island name="player" component={PlayerIsland} props={props} />
      {props.viewOf && props.viewToken && <ViewPixel videoId={props.viewOf} token={props.viewToken} />}
    </>
  );
}
