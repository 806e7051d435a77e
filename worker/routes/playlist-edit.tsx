// The playlist form pages (/playlist/new/, /playlist/{id}/edit/) and the answers to the input call's act=playlist:
// plain forms go where the change shows (303 with a notice; a refused form comes back with 422 and its errors),
// htmx requests get the changed part (the "Add to" section or, for a removal on the playlist page, nothing in place of
// the card) with the notice out of band; the form modal's playlist made, changed or deleted goes where a plain form goes
// (HX-Redirect, the notice as a flash).
import { Hono, type Context } from 'hono';
import type { Translate } from '../../locales';
import { ADD_TO_ID, AddTo } from '../../views/parts/add-to';
import { PlaylistFormPage } from '../../views/pages/playlist-form';
import { MessagePanel } from '../../views/pages/error';
import { urls } from '../../views/urls';
import { type FieldErrors, type PlaylistDraft, type PlaylistOutcome } from '../actions/playlists';
import { text } from '../auth/accounts';
import { readAddToState } from '../db/lists';
import { readPlaylist } from '../db/playlists';
import type { AppEnv } from '../env';
import { signedInMember } from '../middleware/session';
import { MEMBER_PAGE } from '../middleware/page-cache';
import { setFlash } from '../middleware/flash';
import { OutOfBandNotice, fragment, isHtmx, removedCard } from './action-helpers';
import { redirectWith, safeBack } from '../http/location';
import { assertFound, idParam } from '../http/params';

export const playlistEditRoutes = new Hono<AppEnv>();

const EMPTY_DRAFT: PlaylistDraft = { title: '', desc: '', visible: '1', orientation: '0' };

function fieldMessages(t: Translate, errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, t(`playlistForm.error.${error.code}`, error.info)]));
}

function renderForm(c: Context<AppEnv>, props: { playlistId: number | null; videoId?: number; draft: PlaylistDraft; errors?: FieldErrors; back: string }, status: 200 | 422 = 200) {
  const t = c.get('t');
  c.status(status);
  c.header('Cache-Control', MEMBER_PAGE);
  return c.render(
    <PlaylistFormPage t={t} playlistId={props.playlistId} videoId={props.videoId} draft={props.draft} errors={fieldMessages(t, props.errors ?? {})} back={props.back} />,
    { meta: { title: t(props.playlistId === null ? 'playlistForm.newTitle' : 'playlistForm.editTitle'), robots: 'noindex' } },
  );
}

playlistEditRoutes.get('/playlist/new/', (c) => {
  const back = safeBack(c.req.query('back'));
  if (!signedInMember(c)) return c.redirect(urls.signin(c.req.path + new URL(c.req.url).search), 303);
  const video = Number(c.req.query('video_id'));
  const videoId = Number.isSafeInteger(video) && video > 0 ? video : undefined;
  return renderForm(c, { playlistId: null, videoId, draft: EMPTY_DRAFT, back });
});

playlistEditRoutes.get('/playlist/:id{[0-9]+}/edit/', async (c) => {
  const user = signedInMember(c);
  const playlistId = idParam(c.req.param('id'));
  if (!user) return c.redirect(urls.signin(c.req.path), 303);
  const playlist = assertFound(await readPlaylist(c.env.DB, playlistId));
  if (playlist.user_id !== user.userId) {
    c.status(403);
    return c.render(<MessagePanel title={c.get('t')('empty.noPermission')} />, { meta: { title: c.get('t')('empty.noPermission'), robots: 'noindex' } });
  }
  const draft: PlaylistDraft = {
    title: playlist.title,
    desc: playlist.description,
    visible: playlist.is_private === 1 ? '0' : '1',
    orientation: String(playlist.orientation) as PlaylistDraft['orientation'],
  };
  return renderForm(c, { playlistId, draft, back: urls.playlist(playlistId) });
});

/** Where a plain form goes after a playlist change, and which part of that page changed. */
function destination(c: Context<AppEnv>, outcome: PlaylistOutcome, back: string): { to: string; anchor?: string } {
  const user = c.get('user')!;
  if (outcome.ok && outcome.section === 'del') return { to: urls.memberTab(user.userId, 'playlists') };
  if (outcome.ok && (outcome.section === 'upd' || (outcome.section === 'new' && outcome.videoId === undefined))) return { to: urls.playlist(outcome.playlistId) };
  if (outcome.ok && outcome.section === 'new') return { to: back, anchor: ADD_TO_ID };
  return { to: back, anchor: back.startsWith('/videos/') ? ADD_TO_ID : undefined };
}

/** The answer to a playlist change sent by a page's form (the JSON call answers in actions.tsx). */
export async function answerPlaylist(c: Context<AppEnv>, form: Record<string, unknown>, back: string, outcome: PlaylistOutcome) {
  if (!outcome.ok && outcome.code === 'invalid_fields') {
    const playlistId = outcome.section === 'upd' ? outcome.playlistId! : null;
    return renderForm(c, { playlistId, videoId: outcome.videoId, draft: outcome.draft!, errors: outcome.errors, back }, 422);
  }
  const notice = outcome.ok ? outcome.notice : outcome.notice ?? (outcome.code === 'not_found' ? 'not_available' : null);
  if (!isHtmx(c)) {
    const { to, anchor } = destination(c, outcome, back);
    return redirectWith(c, to, notice, anchor);
  }
  if (outcome.ok && outcome.section !== 'add' && outcome.section !== 'rem' && outcome.videoId === undefined) {
    if (notice) setFlash(c, notice);
    c.header('HX-Redirect', destination(c, outcome, back).to);
    return fragment(c, 200, null);
  }
  const noticeNode = notice && <OutOfBandNotice c={c} code={notice} />;
  // A removal from the playlist page takes the card away; the "Add to" section is swapped whole.
  if (text(form.part) === 'card') return removedCard(c, outcome.ok || outcome.code === 'not_in_list', notice);
  const videoId = outcome.videoId;
  if (videoId === undefined) return fragment(c, 200, <>{noticeNode}</>);
  const state = await readAddToState(c.env.DB, { userId: c.get('user')!.userId }, videoId);
  return fragment(c, 200, <><AddTo t={c.get('t')} videoId={videoId} state={state} back={back} />{noticeNode}</>);
}
