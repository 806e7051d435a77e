// "Add to" for members: favourites and watch later as toggle forms, the member's playlists (add to one, remove from
// those that hold the video) and a link to a new playlist with this video; htmx swaps this section in place.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { AddToState } from '../../worker/db/lists';
import { urls } from '../urls';
import { ActionForm } from './action-form';

export const ADD_TO_ID = 'add-to';

/** One posted form of the input call; htmx swaps the section with the answer. */
function InputForm({ fields, back, children }: { fields: Record<string, string | number>; back: string; children: ReactNode }) {
  return <ActionForm action={urls.input()} fields={fields} back={back} target={`#${ADD_TO_ID}`}>{children}</ActionForm>;
}

export function AddTo({ t, videoId, state, back }: { t: Translate; videoId: number; state: AddToState; back: string }) {
  const toggles = [
    { act: 'favourite', inList: state.favourites, add: t('video.favouriteAdd'), remove: t('video.favouriteRemove') },
    { act: 'watch_later', inList: state.watch_later, add: t('video.watchLaterAdd'), remove: t('video.watchLaterRemove') },
  ];
  const holding = state.playlists.filter((p) => p.has_video === 1);
  const others = state.playlists.filter((p) => p.has_video !== 1);
  return (
    <section id={ADD_TO_ID} className="add-to" aria-label={t('video.addTo')}>
      {toggles.map((toggle) => (
        <InputForm key={toggle.act} fields={{ act: toggle.act, section: toggle.inList ? 'rem' : 'add', video_id: videoId }} back={back}>
          <button type="submit" className="button" aria-pressed={toggle.inList}>{toggle.inList ? toggle.remove : toggle.add}</button>
        </InputForm>
      ))}
      {others.length > 0 && (
        <InputForm fields={{ act: 'playlist', section: 'add', video_id: videoId }} back={back}>
          <label className="add-to__playlist">
            <span className="visually-hidden">{t('video.playlistChoose')}</span>
            <select name="object_id">
              {others.map((p) => <option key={p.playlist_id} value={p.playlist_id}>{p.title}</option>)}
            </select>
          </label>
          <button type="submit" className="button">{t('video.playlistAdd')}</button>
        </InputForm>
      )}
      {holding.map((p) => (
        <InputForm key={p.playlist_id} fields={{ act: 'playlist', section: 'rem', object_id: p.playlist_id, video_id: videoId }} back={back}>
          <button type="submit" className="button" aria-pressed>{t('video.playlistRemove', { title: p.title })}</button>
        </InputForm>
      ))}
      <a className="button" href={urls.playlistNew(videoId, back)} data-modal="">{t('video.playlistNew')}</a>
    </section>
  );
}
