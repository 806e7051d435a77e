// Playlists through the spec's input call (act playlist): section new | upd (title, desc, visible, orientation;
// new may carry a video_id to add at once), del (object_id), add | rem (object_id, video_id). Only the owner changes a
// playlist; a change drops the playlist's cached pages so others see it within the page cache's minute.
import type { Context } from 'hono';
import * as z from 'zod';
import { text } from '../auth/accounts';
import { PLAYLIST_DESC_MAX, PLAYLIST_DESC_MIN, PLAYLIST_TITLE_MAX, PLAYLIST_TITLE_MIN } from '../config/limits';
import { objectIsOpen } from '../db/object-tables';
import {
  addPlaylistVideo, createPlaylist, deletePlaylist, removePlaylistVideo, updatePlaylist, type PlaylistFields,
} from '../db/playlist-edit';
import type { AppEnv } from '../env';
import { forgetPlaylist } from '../loaders/playlist';
import type { NoticeCode } from '../middleware/flash';
import { idSchema } from '../http/params';
import { checkLength, memberText, type LengthError } from './text-rules';
import { nowSeconds } from '../http/clock';


export type PlaylistField = 'title' | 'desc';
export type FieldErrors = Partial<Record<PlaylistField, LengthError>>;

/** The form's values as typed, for showing them again after a refusal. */
export interface PlaylistDraft { title: string; desc: string; visible: '0' | '1'; orientation: '0' | '1' | '2' }

export type PlaylistSection = 'new' | 'upd' | 'del' | 'add' | 'rem';
export type PlaylistCode = 'login_required' | 'invalid_request' | 'not_found' | 'forbidden' | 'invalid_fields' | 'already_added' | 'not_in_list';
export type PlaylistOutcome =
  | { ok: true; section: PlaylistSection; notice: NoticeCode; playlistId: number; videoId?: number }
  | { ok: false; code: PlaylistCode; section?: PlaylistSection; notice?: NoticeCode; playlistId?: number; videoId?: number; errors?: FieldErrors; draft?: PlaylistDraft; field?: PlaylistField };

/** Reads the form's fields: the draft as typed, and either the values to store or each field's error. */
function readPlaylistFields(form: Record<string, unknown>): { draft: PlaylistDraft; fields?: PlaylistFields; errors: FieldErrors } {
  const draft: PlaylistDraft = {
    title: text(form.title).trim(),
    desc: memberText(form.desc),
    // The playlist form labels 0 Private and 1 Public (spec section 4); anything else reads as Public.
    visible: text(form.visible) === '0' ? '0' : '1',
    orientation: (['0', '1', '2'] as const).find((o) => o === text(form.orientation)) ?? '0',
  };
  const errors: FieldErrors = {};
  const title = checkLength(draft.title, PLAYLIST_TITLE_MIN, PLAYLIST_TITLE_MAX);
  const desc = checkLength(draft.desc, PLAYLIST_DESC_MIN, PLAYLIST_DESC_MAX);
  if (title) errors.title = title;
  if (desc) errors.desc = desc;
  if (title || desc) return { draft, errors };
  const fields: PlaylistFields = {
    title: draft.title,
    description: draft.desc,
    isPrivate: draft.visible === '0' ? 1 : 0,
    orientation: Number(draft.orientation) as 0 | 1 | 2,
  };
  return { draft, fields, errors };
}

export async function playlistAction(c: Context<AppEnv>, form: Record<string, unknown>): Promise<PlaylistOutcome> {
  const user = c.get('user');
  if (!user) return { ok: false, code: 'login_required', notice: 'login_required' };
  const section = z.enum(['new', 'upd', 'del', 'add', 'rem']).safeParse(text(form.section));
  if (!section.success) return { ok: false, code: 'invalid_request' };
  const db = c.env.DB;
  const now = nowSeconds();
  const videoParam = text(form.video_id);
  const video = videoParam === '' ? undefined : idSchema.safeParse(videoParam);
  if (video && !video.success) return { ok: false, code: 'invalid_request' };
  const videoId = video?.data;

  if (section.data === 'new') {
    const { draft, fields, errors } = readPlaylistFields(form);
    if (!fields) return { ok: false, code: 'invalid_fields', section: 'new', errors, draft, field: firstField(errors), videoId };
    const playlistId = await createPlaylist(db, user.userId, fields, now);
    if (videoId !== undefined && (await objectIsOpen(db, 'video', videoId))) {
      await addPlaylistVideo(db, user.userId, playlistId, videoId, now);
      return { ok: true, section: 'new', notice: 'playlist_added', playlistId, videoId };
    }
    return { ok: true, section: 'new', notice: 'playlist_created', playlistId, videoId };
  }

  const playlist = idSchema.safeParse(text(form.object_id));
  if (!playlist.success) return { ok: false, code: 'invalid_request' };
  const playlistId = playlist.data;
  const refused = { ok: false, code: 'forbidden', notice: 'playlist_forbidden', section: section.data, playlistId, videoId } as const;

  switch (section.data) {
    case 'upd': {
      const { draft, fields, errors } = readPlaylistFields(form);
      if (!fields) return { ok: false, code: 'invalid_fields', section: 'upd', errors, draft, field: firstField(errors), playlistId };
      const total = await updatePlaylist(db, user.userId, playlistId, fields, now);
      if (total === null) return refused;
      await forgetPlaylist(c, playlistId, total);
      return { ok: true, section: 'upd', notice: 'playlist_changed', playlistId };
    }
    case 'del': {
      const total = await deletePlaylist(db, user.userId, playlistId);
      if (total === null) return refused;
      await forgetPlaylist(c, playlistId, total);
      return { ok: true, section: 'del', notice: 'playlist_deleted', playlistId };
    }
    case 'add': {
      if (videoId === undefined) return { ok: false, code: 'invalid_request' };
      if (!(await objectIsOpen(db, 'video', videoId))) return { ok: false, code: 'not_found', section: 'add', playlistId, videoId };
      const { result, total } = await addPlaylistVideo(db, user.userId, playlistId, videoId, now);
      if (result === 'not_owner') return refused;
      if (result === 'already') return { ok: false, code: 'already_added', notice: 'already_in_playlist', section: 'add', playlistId, videoId };
      await forgetPlaylist(c, playlistId, total);
      return { ok: true, section: 'add', notice: 'playlist_added', playlistId, videoId };
    }
    case 'rem': {
      if (videoId === undefined) return { ok: false, code: 'invalid_request' };
      const { result, total } = await removePlaylistVideo(db, user.userId, playlistId, videoId, now);
      if (result === 'not_owner') return refused;
      if (result === 'absent') return { ok: false, code: 'not_in_list', section: 'rem', playlistId, videoId };
      await forgetPlaylist(c, playlistId, total + 1);
      return { ok: true, section: 'rem', notice: 'playlist_removed', playlistId, videoId };
    }
  }
}

function firstField(errors: FieldErrors): PlaylistField {
  return errors.title ? 'title' : 'desc';
}
