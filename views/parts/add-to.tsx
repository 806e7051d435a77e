// "Add to" for members: favourites and watch later as toggle forms (htmx swaps this section in place).
import type { Translate } from '../../locales';
import type { VideoList } from '../../worker/db/lists';
import { urls } from '../urls';

export const ADD_TO_ID = 'add-to';

export function AddTo({ t, videoId, lists, back }: { t: Translate; videoId: number; lists: Record<VideoList, boolean>; back: string }) {
  const toggles = [
    { act: 'favourite', inList: lists.favourites, add: t('video.favouriteAdd'), remove: t('video.favouriteRemove') },
    { act: 'watch_later', inList: lists.watch_later, add: t('video.watchLaterAdd'), remove: t('video.watchLaterRemove') },
  ];
  return (
    <section id={ADD_TO_ID} className="add-to" aria-label={t('video.addTo')}>
      {toggles.map((toggle) => (
        <form key={toggle.act} method="post" action={urls.input()} hx-post={urls.input()} hx-target={`#${ADD_TO_ID}`} hx-swap="outerHTML">
          <input type="hidden" name="act" value={toggle.act} />
          <input type="hidden" name="section" value={toggle.inList ? 'rem' : 'add'} />
          <input type="hidden" name="video_id" value={videoId} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button" aria-pressed={toggle.inList}>{toggle.inList ? toggle.remove : toggle.add}</button>
        </form>
      ))}
    </section>
  );
}
