// The player on a page: the player island's own HTML (a native <video> that plays without script) now,
// upgraded to video.js after load; without JavaScript a view pixel carries the page's view token instead of the beacon.
import PlayerIsland, { type PlayerProps } from '../../islands/player';
import { Island } from './island';
import { PartnerPlayer, type PartnerPlayerProps } from './partner-player';
import { ViewPixel } from './view-pixel';

export type { PartnerPlayerProps, PlayerProps };

/** A video's player: ours (its files here), or a partner's (an embedded video, docs/import.md). */
export type VideoPlayerProps = { kind: 'own'; props: PlayerProps } | { kind: 'partner'; props: PartnerPlayerProps };

export function Player(props: PlayerProps) {
  return (
    <>
      <Island name="player" component={PlayerIsland} props={props} />
      {props.viewOf && props.viewToken && <ViewPixel videoId={props.viewOf} token={props.viewToken} scriptless />}
    </>
  );
}

export function VideoPlayer(player: VideoPlayerProps) {
  return player.kind === 'partner' ? <PartnerPlayer {...player.props} /> : <Player {...player.props} />;
}
