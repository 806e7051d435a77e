// The partner's player on a page (islands/partner-player.tsx): its frame now, hydrated to keep a guest's history. With
// no player of ours to tell when it plays, the page itself counts the view, with the page's signed view token.
import PartnerPlayerIsland, { type PartnerPlayerProps as IslandProps } from '../../islands/partner-player';
import { Island } from './island';
import { ViewPixel } from './view-pixel';

export interface PartnerPlayerProps extends IslandProps {
  viewOf?: number;
  viewToken?: string;
}

export function PartnerPlayer({ viewOf, viewToken, ...props }: PartnerPlayerProps) {
  return (
    <>
      <Island name="partner-player" component={PartnerPlayerIsland} props={props} hydrate="idle" />
      {viewOf && viewToken && <ViewPixel videoId={viewOf} token={viewToken} scriptless={false} />}
    </>
  );
}
