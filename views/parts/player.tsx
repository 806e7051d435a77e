// The player on a page: the player island's own HTML (a native <video> that plays without script) now,
// upgraded to video.js after load.
import PlayerIsland, { type PlayerProps } from '../../islands/player';
import { Island } from './island';

export type { PlayerProps };

export function Player(props: PlayerProps) {
  return <Island name="player" component={PlayerIsland} props={props} />;
}
