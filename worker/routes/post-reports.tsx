// A report on one comment or wall post: /report/{comment|wall-post}/{id}/ shows the form (a page without JavaScript, the
// form modal's content with it) and takes it: members and guests, at most 5 an hour per address (the contact form's
// allowance), filed for moderators with the post it names (worker/db/reports.ts). Then back where the reader was.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { PostReportPage } from '../../views/pages/post-report';
import { urls } from '../../views/urls';
import { clientIp } from '../auth/accounts';
import { takeAttempt } from '../auth/rate-limit';
import { insertPostReport } from '../db/reports';
import { readReportablePost } from '../db/posts';
import { POST_REPORT_REASONS, type ReportedPost } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { redirectWith, safeBack } from '../http/location';
import { assertFound, idParam, readForm } from '../http/params';
import { OutOfBandNotice, fragment, isHtmx } from './action-helpers';

export const postReportRoutes = new Hono<AppEnv>();

const DETAILS_MAX = 1000;

const reportForm = z.object({
  reason: z.enum(POST_REPORT_REASONS),
  details: z.string().trim().max(DETAILS_MAX),
}).refine((value) => value.reason !== 'other' || value.details.length > 0, { path: ['details'] });

type Refusal = { values: { reason: string; details: string }; errors: Partial<Record<'reason' | 'details' | 'notify', string>> };

async function reportPage(c: Context<AppEnv>, post: ReportedPost, id: number, back: string, refused?: Refusal) {
  const t = c.get('t');
  const found = assertFound(await readReportablePost(c.env.DB, post, id));
  c.header('Cache-Control', 'no-store');
  if (refused) c.status(422);
  return c.render(
    <PostReportPage
      t={t} post={post} action={urls.reportPost(post, id)} quote={{ author: found.username, text: found.text }} back={back}
      values={refused?.values} errors={refused?.errors ?? {}}
    />,
    { meta: { title: t(post === 'comment' ? 'postReport.titleComment' : 'postReport.titleWallPost'), robots: 'noindex' } },
  );
}

const postParam = (c: Context<AppEnv>): ReportedPost => (c.req.param('post') === 'comment' ? 'comment' : 'wall-post');

postReportRoutes.get('/report/:post{comment|wall-post}/:id{[0-9]+}/', (c) => reportPage(c, postParam(c), idParam(c.req.param('id')), safeBack(c.req.query('back') ?? '/')));

postReportRoutes.post('/report/:post{comment|wall-post}/:id{[0-9]+}/', async (c) => {
  const t = c.get('t');
  const post = postParam(c);
  const id = idParam(c.req.param('id'));
  const form = await readForm(c);
  const back = safeBack(typeof form.back === 'string' ? form.back : '/');
  const values = { reason: String(form.reason ?? ''), details: String(form.details ?? '') };
  const parsed = reportForm.safeParse(values);
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    return reportPage(c, post, id, back, {
      values,
      errors: { ...(fields.has('reason') ? { reason: t('postReport.errors.reason') } : {}), ...(fields.has('details') ? { details: t('postReport.errors.details') } : {}) },
    });
  }
  const now = nowSeconds();
  if (!(await takeAttempt(c.env.DB, [['contact_ip', clientIp(c)]], now))) {
    return reportPage(c, post, id, back, { values, errors: { notify: t('auth.errors.too_many_attempts') } });
  }
  const user = c.get('user');
  const reportId = await insertPostReport(c.env.DB, {
    post, postId: id, message: parsed.data.details ? `${parsed.data.reason}: ${parsed.data.details}` : parsed.data.reason,
    email: '', ref: back, userId: user?.userId ?? null, now,
  });
  // The post went (deleted meanwhile): the reader is told so, where they were.
  const notice = reportId === null ? 'post_report_gone' : 'post_report_sent';
  if (isHtmx(c)) return fragment(c, 200, <OutOfBandNotice c={c} code={notice} />);
  return redirectWith(c, back, notice);
});
