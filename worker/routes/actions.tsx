// Votes, comments, favourites and watch later as plain forms (303 back with a notice) and htmx fragments (the vote
// bar, the comments section or the "Add to" section swapped in place, the notice out of band); /api/input.php answers
// the lists' JSON (the stat operation's act=vote / act=comm is in stat.ts).
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { COMMENTS_ID, Comments } from '../../views/parts/comments';
import { NOTICES_ID, Toast } from '../../views/parts/toast';
import { VoteBar } from '../../views/parts/vote-bar';
import { ADD_TO_ID, AddTo } from '../../views/parts/add-to';
import { readListMembership } from '../db/lists';
import { urls } from '../../views/urls';
import { listAction } from '../actions/lists';
import { COMMENT_INFO, comment, vote, type CommentCode } from '../actions/vote-comment';
import { text } from '../auth/accounts';
import { COMMENTS_PAGE_SIZE, PAGINATION_WINDOW } from '../config/limits';
import type { AppEnv } from '../env';
import { loadCommentsPage, type CommentSection } from '../loaders/comments';
import { NOTICES, noticeText, setFlash, type NoticeCode } from '../middleware/flash';
import { readForm, safeBack } from './params';

export const actionRoutes = new Hono<AppEnv>();

/** The notice of a fragment answer: swapped into the page's notice area out of band. */
function OutOfBandNotice({ c, code }: { c: Context<AppEnv>; code: NoticeCode }) {
  return (
    <div id={NOTICES_ID} hx-swap-oob="true">
      <Toast text={noticeText(c.get('t'), code)} kind={NOTICES[code]} />
    </div>
  );
}

function isHtmx(c: Context<AppEnv>): boolean {
  return c.req.header('HX-Request') === 'true';
}

/** Without JavaScript: back to the page (at the part that changed) with the notice. */
function backWith(c: Context<AppEnv>, back: string, anchor: string, code: NoticeCode) {
  setFlash(c, code);
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${back.split('#')[0]}#${anchor}`, 303);
}

function fragment(c: Context<AppEnv>, status: 200 | 422, node: ReactNode) {
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'HX-Request');
  return c.html(renderToString(node), status);
}

/** Parses the posted form and runs the action; a guest is sent to log in (and back), a malformed form is a 400. */
async function perform<O extends { ok: true } | { ok: false; code: string }>(
  c: Context<AppEnv>, action: (c: Context<AppEnv>, form: Record<string, unknown>) => Promise<O>,
) {
  const form = await readForm(c);
  const back = safeBack(text(form.back));
  const outcome = await action(c, form);
  const code = outcome.ok ? null : (outcome as { code: string }).code;
  const early = code === 'login_required' ? c.redirect(urls.signin(back), 303)
    : code === 'invalid_request' ? c.json({ error: true, code }, 400) : null;
  return { form, back, outcome, early };
}

actionRoutes.post(urls.vote(), async (c) => {
  const { form, back, outcome, early } = await perform(c, vote);
  if (early) return early;
  const code: NoticeCode = outcome.ok ? 'vote_success' : outcome.code === 'already_voted' ? 'vote_already_voted' : 'vote_not_found';
  if (!isHtmx(c)) return backWith(c, back, 'votes', code);
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

const COMMENT_NOTICES: Record<Exclude<CommentCode, 'login_required' | 'invalid_request'>, NoticeCode> = {
  required: 'comment_required', min_length: 'comment_min_length', max_length: 'comment_max_length',
  too_many: 'comment_too_many', not_found: 'comment_not_found',
};

actionRoutes.post(urls.comment(), async (c) => {
  const { form, back, outcome, early } = await perform(c, comment);
  if (early) return early;
  const code: NoticeCode = outcome.ok ? 'comment_added' : COMMENT_NOTICES[outcome.code as keyof typeof COMMENT_NOTICES];
  if (!isHtmx(c)) return backWith(c, back, COMMENTS_ID, code);
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

actionRoutes.post(urls.input(), async (c) => {
  const { back, outcome, early } = await perform(c, listAction);
  if (early) return early;
  if (!outcome.ok && outcome.code === 'not_found') return c.json({ error: true, code: outcome.code }, 400);
  const user = c.get('user')!;
  const videoId = outcome.videoId!;
  const notice = outcome.notice;
  if (!isHtmx(c)) {
    if (notice) setFlash(c, notice);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${back.split('#')[0]}#${ADD_TO_ID}`, 303);
  }
  const lists = await readListMembership(c.env.DB, user.userId, videoId);
  return fragment(c, 200, (
    <>
      <AddTo t={c.get('t')} videoId={videoId} lists={lists} back={back} />
      {notice && <OutOfBandNotice c={c} code={notice} />}
    </>
  ));
});

/** The spec's input call for JS clients: ok, or error with its code and the field it belongs to (notify: a toast). */
actionRoutes.post('/api/input.php', async (c) => {
  const outcome = await listAction(c, await readForm(c));
  c.header('Cache-Control', 'no-store');
  if (outcome.ok) return c.json({ ok: true, message: noticeText(c.get('t'), outcome.notice) });
  const status = ({ login_required: 403, invalid_request: 400, not_found: 404 } as const)[outcome.code as 'not_found'] ?? 200;
  return c.json({ error: true, code: outcome.code, field: 'notify', ...(outcome.notice && { message: noticeText(c.get('t'), outcome.notice) }) }, status);
});
