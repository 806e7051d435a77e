// Favourites and watch later through the spec's input call (act favourite | watch_later, section add | rem, video_id):
// adding is allowed when the video is not there, otherwise the "already in" notice; removing when it is.
import type { Context } from 'hono';
import * as z from 'zod';
import { text } from '../auth/accounts';
import { addToList, removeFromList, type VideoList } from '../db/lists';
import { objectIsOpen } from '../db/object-tables';
import type { AppEnv } from '../env';
import type { NoticeCode } from '../middleware/flash';
import { nowSeconds } from '../http/clock';
import { idSchema } from '../http/params';

const LISTS: Record<'favourite' | 'watch_later', VideoList> = { favourite: 'favourites', watch_later: 'watch_later' };

const inputSchema = z.object({
  act: z.enum(['favourite', 'watch_later']),
  section: z.enum(['add', 'rem']),
  video_id: idSchema,
});

export type ListCode = 'login_required' | 'invalid_request' | 'not_found' | 'already_added' | 'not_in_list';
export type ListOutcome =
  | { ok: true; notice: NoticeCode; list: VideoList; videoId: number }
  | { ok: false; code: ListCode; notice?: NoticeCode; list?: VideoList; videoId?: number };

const NOTICES: Record<VideoList, { added: NoticeCode; removed: NoticeCode; already: NoticeCode }> = {
  favourites: { added: 'favourite_added', removed: 'favourite_removed', already: 'already_favourite' },
  watch_later: { added: 'watch_later_added', removed: 'watch_later_removed', already: 'already_watch_later' },
};

export async function listAction(c: Context<AppEnv>, form: Record<string, unknown>): Promise<ListOutcome> {
  const user = c.get('user');
  if (!user) return { ok: false, code: 'login_required', notice: 'login_required' };
  const parsed = inputSchema.safeParse({ act: text(form.act), section: text(form.section), video_id: text(form.video_id) });
  if (!parsed.success) return { ok: false, code: 'invalid_request' };
  const list = LISTS[parsed.data.act];
  const videoId = parsed.data.video_id;
  if (parsed.data.section === 'add') {
    if (!(await objectIsOpen(c.env.DB, 'video', videoId))) return { ok: false, code: 'not_found' };
    return (await addToList(c.env.DB, list, user.userId, videoId, nowSeconds()))
      ? { ok: true, notice: NOTICES[list].added, list, videoId }
      : { ok: false, code: 'already_added', notice: NOTICES[list].already, list, videoId };
  }
  return (await removeFromList(c.env.DB, list, user.userId, videoId))
    ? { ok: true, notice: NOTICES[list].removed, list, videoId }
    : { ok: false, code: 'not_in_list', list, videoId };
}
