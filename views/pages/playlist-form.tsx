// The playlist form (spec's ActionPlaylist): a new playlist (optionally with the video it was opened from) or the
// owner's changes to one, with the delete button; title 3–100, description 5–500, 0 Private / 1 Public, orientation.
// With JavaScript the form modal shows the whole form (its [data-modal-part]) over the page it was opened from.
import type { Translate } from '../../locales';
import { PLAYLIST_DESC_MAX, PLAYLIST_TITLE_MAX } from '../../worker/config/limits';
import { SECTIONS } from '../../worker/domain/vocabularies';
import type { PlaylistDraft } from '../../worker/actions/playlists';
import { ActionForm } from '../parts/action-form';
import { FormError, FormField, FormSelect, FormTextarea } from '../parts/form-field';
import { urls } from '../urls';

export interface PlaylistFormProps {
  t: Translate;
  /** The playlist being changed, or null for a new one. */
  playlistId: number | null;
  /** For a new playlist: the video to add to it. */
  videoId?: number;
  draft: PlaylistDraft;
  /** Translated errors by field (title, desc) and for the form as a whole (notify). */
  errors: Record<string, string>;
  back: string;
}

export function PlaylistFormPage({ t, playlistId, videoId, draft, errors, back }: PlaylistFormProps) {
  const editing = playlistId !== null;
  const hidden: Record<string, string | number> = {
    act: 'playlist',
    section: editing ? 'upd' : 'new',
    back,
    ...(editing && { object_id: playlistId }),
    ...(videoId && { video_id: videoId }),
  };
  return (
    <div className="profile-edit" data-modal-part="">
      <h1 className="headline">{t(editing ? 'playlistForm.editTitle' : 'playlistForm.newTitle')}</h1>
      <section className="profile-edit__part">
        <ActionForm className="form" action={urls.input()} fields={hidden} noValidate>
          <FormError error={errors.notify} />
          <FormField form="playlist" name="title" label={t('playlistForm.title')} required maxLength={PLAYLIST_TITLE_MAX}
            defaultValue={draft.title} error={errors.title} />
          <FormTextarea form="playlist" name="desc" label={t('playlistForm.desc')} required maxLength={PLAYLIST_DESC_MAX} rows={4}
            defaultValue={draft.desc} error={errors.desc} />
          <FormSelect form="playlist" name="visible" label={t('playlistForm.visibility')} defaultValue={draft.visible}
            options={[{ value: '0', label: t('playlistForm.private') }, { value: '1', label: t('playlistForm.public') }]} />
          <FormSelect form="playlist" name="orientation" label={t('playlistForm.orientation')} defaultValue={draft.orientation}
            options={SECTIONS.map((section, i) => ({ value: String(i), label: t(`sections.${section}`) }))} />
          <button type="submit" className="button button--primary">{t(editing ? 'playlistForm.save' : 'playlistForm.create')}</button>
        </ActionForm>
      </section>
      {editing && (
        <section className="profile-edit__part">
          <ActionForm action={urls.input()} fields={{ act: 'playlist', section: 'del', object_id: playlistId }}>
            <button type="submit" className="button">{t('playlistForm.delete')}</button>
          </ActionForm>
        </section>
      )}
    </div>
  );
}
