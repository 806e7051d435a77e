// Like and dislike: for members two plain forms (htmx swaps the bar in place with the new counts), for guests links to
// log in (the Login modal with JavaScript).
import type { Translate } from '../../locales';
import { shortCount } from '../format';
import { urls } from '../urls';
import { ActionForm } from './action-form';

export interface VoteBarProps {
  t: Translate;
  section: 'videos' | 'albums';
  objectId: number;
  likes: number;
  dislikes: number;
  signedIn: boolean;
  /** The page to come back to after the vote (or the login). */
  back: string;
}

export const VOTE_BAR_ID = 'votes';

export function VoteBar({ t, section, objectId, likes, dislikes, signedIn, back }: VoteBarProps) {
  const choices = [
    { vote: '1', icon: '👍', label: t('video.like'), count: likes },
    { vote: '0', icon: '👎', label: t('video.dislike'), count: dislikes },
  ];
  if (!signedIn) {
    return (
      <span id={VOTE_BAR_ID} className="watch__votes">
        {choices.map((choice) => (
          <a key={choice.vote} className="button" href={urls.signin(back)} data-login="" title={t('video.loginToVote')}>
            {choice.icon} {choice.label} {shortCount(t.lang, choice.count)}
          </a>
        ))}
      </span>
    );
  }
  return (
    <span id={VOTE_BAR_ID} className="watch__votes">
      {choices.map((choice) => (
        <ActionForm key={choice.vote} action={urls.vote()} fields={{ section, object_id: objectId }} back={back} target={`#${VOTE_BAR_ID}`}>
          <button type="submit" className="button" name="vote" value={choice.vote}>
            {choice.icon} {choice.label} {shortCount(t.lang, choice.count)}
          </button>
        </ActionForm>
      ))}
    </span>
  );
}
