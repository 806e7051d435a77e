// Votes, comments, favourites, watch later and playlists as plain forms (303 back with a notice) and htmx fragments
// (the vote bar, the comments section or the "Add to" section swapped in place, the notice out of band);
// /api/input.php answers the lists' JSON (the stat operation's act=vote / act=comm is in stat.ts).
import { Hono, type Context } from 'hono';
import { COMMENTS_ID, Comments } from '../../views/parts/comments';
import { VoteBar } from '../../views/parts/vote-bar';
import { ADD_TO_ID, AddTo } from '../../views/parts/add-to';
import { readAddToState } from '../db/lists';
import { urls } from '../../views/urls';
import { listAction } from '../actions/lists';
import { playlistAction } from '../actions/playlists';
import { COMMENT_INFO, COMMENT_NOTICES, VOTE_NOTICES, comment, vote } from '../actions/vote-comment';
import { text } from '../auth/accounts';
import { COMMENTS_PAGE_SIZE, PAGINATION_WINDOW } from '../config/limits';
import type { AppEnv } from '../env';
import { loadCommentsPage, type CommentSection } from '../loaders/comments';
import type { NoticeCode } from '../middleware/flash';
import { OutOfBandNotice, fragment, isHtmx, jsonOutcome, perform, removedCard } from './action-helpers';
import { redirectWith } from '../http/location';
import { readForm } from '../http/params';
import { answerPlaylist } from './playlist-edit';

export const actionRoutes = new Hono<AppEnv>();

actionRoutes.post(urls.vote(), async (c) => {
  const { form, back, outcome, early } = await perform(c, vote);
  if (early) return early;
  const code: NoticeCode = outcome.ok ? 'vote_success' : VOTE_NOTICES[outcome.code];
  if (!isHtmx(c)) return redirectWith(c, back, code, 'votes');
  const section = text(form.section) === 'albums' ? 'albums' : 'videos';
  // An object gone meanwhile has no counts: only the notice is swapped in, the bar stays as it was.
  const { counts } = outcome;
  return fragment(c, 200, (
    <>
      {counts && <VoteBar t={c.get('t')} section={section} objectId={Number(text(form.object_id))} likes={counts.likes} dislikes={counts.dislikes} signedIn back={back} />}
      <OutOfBandNotice c={c} code={code} />
    </>
  ));
});

actionRoutes.post(urls.comment(), async (c) => {
  const { form, back, outcome, early } = await perform(c, comment);
  if (early) return early;
  const code: NoticeCode = outcome.ok ? 'comment_added' : COMMENT_NOTICES[outcome.code];
  if (!isHtmx(c)) return redirectWith(c, back, code, COMMENTS_ID);
  const section: CommentSection = text(form.section) === 'albums' ? 'albums' : 'videos';
  const objectId = Number(text(form.object_id));
  const t = c.get('t');
  const page = await loadCommentsPage(c, { section, objectId, page: 1, perPage: COMMENTS_PAGE_SIZE });
  const base = back.split(/[?#]/)[0]!;
  return fragment(c, outcome.ok ? 200 : 422, (
    <>
      <Comments
        t={t} lang={c.get('lang')} comments={page.items} total={page.total} signedIn back={back}
        pagination={{ page: 1, total: page.total, perPage: COMMENTS_PAGE_SIZE, window: PAGINATION_WINDOW, href: (n) => urls.commentsPage(base, n) }}
        form={outcome.ok ? { section, objectId } : { section, objectId, error: t(`form.error.${outcome.code}`, COMMENT_INFO[outcome.code]), draft: text(form.msg) }}
      />
      <OutOfBandNotice c={c} code={code} />
    </>
  ));
});

/** The input call's acts: favourites and watch later, or playlists. */
async function inputAction(c: Context<AppEnv>, form: Record<string, unknown>) {
  return text(form.act) === 'playlist'
    ? { ...(await playlistAction(c, form)), act: 'playlist' as const }
    : { ...(await listAction(c, form)), act: 'list' as const };
}

actionRoutes.post(urls.input(), async (c) => {
  const { form, back, outcome, early } = await perform(c, inputAction);
  if (early) return early;
  if (outcome.act === 'playlist') return answerPlaylist(c, form, back, outcome);
  const notice = outcome.ok ? outcome.notice : outcome.notice ?? (outcome.code === 'not_found' ? 'not_available' : null);
  const card = text(form.part) === 'card';
  if (!isHtmx(c)) return redirectWith(c, back, notice, card ? undefined : ADD_TO_ID);
  if (card) return removedCard(c, outcome.ok || outcome.code === 'not_in_list', notice);
  const videoId = outcome.videoId!;
  const state = await readAddToState(c.env.DB, { userId: c.get('user')!.userId }, videoId);
  return fragment(c, 200, (
    <>
      <AddTo t={c.get('t')} videoId={videoId} state={state} back={back} />
      {notice && <OutOfBandNotice c={c} code={notice} />}
    </>
  ));
});

/** The spec's input call for JS clients: ok (with the new playlist's id), or error with its code and field (notify: a toast). */
actionRoutes.post('/api/input.php', async (c) => {
  const outcome = await inputAction(c, await readForm(c));
  if (outcome.act === 'list' || outcome.ok || outcome.code !== 'invalid_fields') {
    const created = outcome.act === 'playlist' && outcome.ok && outcome.section === 'new' ? { playlist_id: outcome.playlistId } : {};
    return jsonOutcome(c, outcome, created);
  }
  const field = outcome.field!;
  const error = outcome.errors![field]!;
  return jsonOutcome(c, { ok: false, code: error.code, field, message: c.get('t')(`playlistForm.error.${error.code}`, error.info) });
});
