// The moderation queues and one item under review: /admin/queue/{videos|albums}/ (bulk decisions) and
// /admin/{videos|albums}/{id}/ with approve, reject, edit, take down and restore.
import { Hono, type Context } from 'hono';
import type { Translate } from '../../../locales';
import * as z from 'zod';
import { adminUrls, type ConsoleKind } from '../../../views/admin-urls';
import { formatDate, formatDuration } from '../../../views/format';
import { ItemPage, QueuePage, queueSize, type DecisionErrors, type ItemPageProps, type QueueFilterValues, type QueueRow, type UndoOffer } from '../../../views/pages/admin/items';
import { urls } from '../../../views/urls';
import { MODERATION_NOTE_MAX, REJECT_REASONS, TAKEN_DOWN } from '../../config/moderation';
import {
  categoryIds, editStatements, listQueue, nextInQueue, type QueueFilters, readModerationItem, readUploaderHistory, type ModerationDetail,
} from '../../db/moderation';
import type { AppEnv } from '../../env';
import { partnerEmbedOf } from '../../domain/partner-videos';
import { listingCountDeltaStatements } from '../../db/listing-counters';
import { loadCatalogueCategories } from '../../loaders/categories';
import { videoFileUrl } from '../../media/video-files';
import { decide, restore, takeDown, undoableDecision, undoDecision, type Decision } from '../../moderation/items';
import type { AuditActor } from '../../db/audit';
import { requireStaff } from '../../moderation/staff';
import { readDescribing, readModels, type FieldErrors, type PostedForm } from '../../uploads/forms';
import { otherLanguages, readOtherLanguages, textsOf, videoTextRows } from '../../moderation/video-texts';
import { uploadMessages, uploadStateText } from '../../uploads/messages';
import { posterKeys } from '../../uploads/targets';
import { paging } from '../listing-helpers';
import { assertFound, idParam, idSchema, notFound, oneOf, queryPage } from '../../http/params';
import { nowSeconds } from '../../http/clock';
import { redirectWith, safeBack } from '../../http/location';
import { auditedChange, CONSOLE_PAGE_SIZE, consolePage, reasonChoices, staffForm } from './console';
import { SECTIONS, sectionGender, STATUS, type Section } from '../../domain/vocabularies';

export const itemRoutes = new Hono<AppEnv>();

const KINDS: Record<string, ConsoleKind> = { videos: 'video', albums: 'album' };

function kindParam(value: string | undefined): ConsoleKind {
  const kind = value ? KINDS[value] : undefined;
  if (!kind) throw new Error('unreachable: the route pattern names the kinds');
  return kind;
}

const rejection = z.object({
  reason: z.enum(REJECT_REASONS),
  note: z.string().max(MODERATION_NOTE_MAX),
}).refine((value) => value.reason !== 'other' || value.note.length > 0, { path: ['note'] });

/** The rejection a form asks for, or the errors that refuse it (no reason chosen, "other" without a note). */
function readRejection(t: Translate, reason: string, note: string): Decision | DecisionErrors {
  const parsed = rejection.safeParse({ reason, note });
  if (parsed.success) return { action: 'reject', reason: parsed.data.reason, note: parsed.data.note || null };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return {
    ...(fields.has('reason') ? { reason: t('admin.decisionErrors.reason') } : {}),
    ...(fields.has('note') ? { note: t('admin.decisionErrors.note') } : {}),
  };
}

const isDecision = (value: Decision | DecisionErrors): value is Decision => 'action' in value;

const WAITING_SECONDS = { '1h': 3600, '24h': 86_400, '7d': 7 * 86_400 } as const;
const WAITING = Object.keys(WAITING_SECONDS) as (keyof typeof WAITING_SECONDS)[];

/** The queue's filters as its query holds them, known values only (anything else is no filter). */
function queueFilterValues(query: (name: string) => string | undefined): QueueFilterValues {
  const uploader = query('uploader')?.trim().slice(0, 40);
  return {
    section: oneOf(SECTIONS, query('section')),
    uploader: uploader || undefined,
    trusted: oneOf(['yes', 'no'] as const, query('trusted')),
    waiting: oneOf(WAITING, query('waiting')),
    reported: query('reported') === '1' ? '1' : undefined,
    category: /^[a-z0-9-]{1,60}$/.test(query('category') ?? '') ? query('category') : undefined,
    sort: oneOf(['oldest', 'trusted'] as const, query('sort')),
  };
}

function queueFilters(values: QueueFilterValues): QueueFilters {
  return {
    gender: values.section ? sectionGender(values.section as Section) : undefined,
    uploader: values.uploader,
    trusted: values.trusted === undefined ? undefined : values.trusted === 'yes',
    sentBefore: values.waiting ? nowSeconds() - WAITING_SECONDS[values.waiting as keyof typeof WAITING_SECONDS] : undefined,
    reported: values.reported === '1',
    category: values.category,
    sort: values.sort as QueueFilters['sort'],
  };
}

/** A queue's page; `filters` are the query's unless given (a refused bulk form brings those of the queue it was sent from). */
async function queuePage(
  c: Context<AppEnv>, kind: ConsoleKind, page: number,
  refused?: { errors: DecisionErrors; values: { ids: readonly string[]; reason: string; note: string } },
  filters: QueueFilterValues = queueFilterValues((name) => c.req.query(name)),
) {
  const staff = requireStaff(c);
  const t = c.get('t');
  const gender = filters.section ? sectionGender(filters.section as Section) : c.get('gender');
  const [{ items, total }, undo, categories] = await Promise.all([
    listQueue(c.env.DB, kind, page, CONSOLE_PAGE_SIZE, queueFilters(filters)), undoOffer(c, kind, staff), loadCatalogueCategories(c, { gender, lang: c.get('lang') }),
  ]);
  const rows: QueueRow[] = await Promise.all(items.map(async (item) => ({
    id: item.id, title: item.title, date: formatDate(c.get('lang'), item.post_date), picture: item.picture,
    uploader: item.user_id !== null && item.username ? {
      id: item.user_id, name: item.username, live: item.uploader_live, rejected: item.uploader_rejected, reports: item.uploader_reports,
    } : null,
    size: queueSize(t, kind, item.size),
    media: item.file_key ? {
      src: await videoFileUrl(c.env, item.file_key, 'play'),
      preview: item.preview_key ? urls.media(item.preview_key) : null,
      sprite: item.timeline_key ? urls.media(`${item.timeline_key}.jpg`) : null,
    } : null,
  })));
  const title = t(kind === 'video' ? 'admin.queue.videosTitle' : 'admin.queue.albumsTitle');
  return consolePage(c, title, (
    <QueuePage
      t={t} isAdmin={staff.role === 'admin'} kind={kind} rows={rows} total={total} reasons={reasonChoices(t)}
      pagination={paging(page, total, CONSOLE_PAGE_SIZE, (n) => adminUrls.queue(kind, n, { ...filters }))}
      errors={refused?.errors ?? {}} values={refused?.values} filters={filters} selectPage={c.req.query('select') === 'page'}
      sections={SECTIONS.map((section) => ({ value: section, label: t(`sections.${section}`) }))} undo={undo}
      categories={categories.map((category) => ({ value: category.dir, label: category.title }))}
    />
  ), refused ? 422 : 200);
}

itemRoutes.get('/admin/queue/:kind{videos|albums}/', (c) => queuePage(c, kindParam(c.req.param('kind')), queryPage(c.req.query('page'))));

/** Bulk: approve or reject the chosen items of the queue; a form that asks for nothing valid is shown again with why. */
itemRoutes.post('/admin/queue/:kind{videos|albums}/', async (c) => {
  const { staff, one, all } = await staffForm(c);
  const t = c.get('t');
  const kind = kindParam(c.req.param('kind'));
  const chosen = [...new Set(all('ids'))];
  const ids = chosen.map((id) => idSchema.safeParse(id));
  const choice = one('decision');
  const rejecting = choice === 'reject' ? readRejection(t, one('reason'), one('note')) : null;
  // The queue the form was sent from, filters and all.
  const back = safeBack(one('back'));
  const from = back.startsWith(adminUrls.queue(kind)) ? back : adminUrls.queue(kind);
  const errors: DecisionErrors = {
    ...(ids.length === 0 || ids.length > CONSOLE_PAGE_SIZE || ids.some((id) => !id.success) ? { ids: t('admin.decisionErrors.noneChosen') } : {}),
    ...(choice !== 'approve' && choice !== 'reject' ? { decision: t('admin.decisionErrors.noDecision') } : {}),
    ...(rejecting && !isDecision(rejecting) ? rejecting : {}),
  };
  if (Object.keys(errors).length > 0) {
    const query = new URL(from, 'http://console').searchParams;
    return queuePage(c, kind, queryPage(query.get('page') ?? undefined), { errors, values: { ids: chosen, reason: one('reason'), note: one('note') } }, queueFilterValues((name) => query.get(name) ?? undefined));
  }
  const decision: Decision = rejecting && isDecision(rejecting) ? rejecting : { action: 'approve' };
  const decided = await decide(c, kind, ids.map((id) => id.data!), decision, staff);
  return redirectWith(c, from, decided > 0 ? 'staff_done' : 'staff_unchanged');
});

/**
 * After a decision on one item: the next item waiting in the queue it was opened from (its filters came with the form
 * as queue_{name}), or that queue when none is left, with what came of it.
 */
async function afterDecision(c: Context<AppEnv>, kind: ConsoleKind, id: number, decided: number, one: (name: string) => string) {
  const queue = queueFilterValues((name) => one(`queue_${name}`) || undefined);
  const next = await nextInQueue(c.env.DB, kind, id, queueFilters(queue));
  // The next page offers to undo this decision (?decided=), for UNDO_SECONDS.
  const undo = decided > 0 ? { decided: String(id) } : {};
  const to = next === null ? adminUrls.queue(kind, 1, { ...queue, ...undo }) : adminUrls.item(kind, next, { ...queue, ...undo });
  return redirectWith(c, to, decided > 0 ? null : 'staff_unchanged');
}

/** The decision the page's ?decided= names, while its moderator may still undo it: what the page offers to undo. */
async function undoOffer(c: Context<AppEnv>, kind: ConsoleKind, staff: AuditActor): Promise<UndoOffer | undefined> {
  const id = idSchema.safeParse(c.req.query('decided') ?? '');
  if (!id.success) return undefined;
  const decision = await undoableDecision(c, kind, id.data, staff);
  const item = decision && (await readModerationItem(c.env.DB, kind, id.data, c.get('lang')));
  return item ? { kind, id: id.data, title: item.title, action: decision.action } : undefined;
}

/** One item under review; `queue` is the queue it came from (its filters), read from the address unless given. */
async function itemPage(
  c: Context<AppEnv>, kind: ConsoleKind, id: number, refused?: Pick<ItemPageProps, 'errors' | 'values' | 'rejectErrors'>,
  queue: QueueFilterValues = queueFilterValues((name) => c.req.query(name)),
) {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const item: ModerationDetail = assertFound(await readModerationItem(c.env.DB, kind, id, lang));
  const [history, categories, player, undo] = await Promise.all([
    item.user_id !== null ? readUploaderHistory(c.env.DB, item.user_id) : null,
    loadCatalogueCategories(c, { gender: item.gender as 0 | 1 | 2, lang }),
    kind === 'video' && item.file_key && item.status_id !== STATUS.processing && item.status_id !== STATUS.failed ? videoFileUrl(c.env, item.file_key, 'play') : null,
    undoOffer(c, kind, staff),
  ]);
  const view: ItemPageProps['item'] = {
    kind, id, title: item.title, description: item.description, statusId: item.status_id,
    state: uploadStateText(t, { ...item, progress: null }),
    takenDown: item.status_id === STATUS.deleted && item.status_reason === TAKEN_DOWN,
    date: formatDate(lang, item.post_date),
    publicHref: kind === 'video' ? urls.video(id, item.dir) : urls.album(id, item.dir),
    player: player ? { src: player, poster: item.picture ? urls.media(item.picture) : null, width: item.width, height: item.height } : null,
    partnerPlayer: kind === 'video' && item.file_key !== null ? partnerEmbedOf({ file_key: item.file_key, ex_tube: item.ex_tube, ex_url: item.ex_url }) : null,
    duration: kind === 'video' && item.duration > 0 ? formatDuration(item.duration) : null,
    posters: item.media_prefix ? posterKeys(item.media_prefix, item.poster_candidates).map(urls.media) : [],
    sprite: item.timeline_key ? urls.media(`${item.timeline_key}.jpg`) : null,
    photos: item.photos.map(urls.media),
    categories: item.categories.map((category) => category.dir),
    models: item.models.join(', '),
    otherLanguages: kind === 'video' ? otherLanguages(item.original_lang ?? '') : [],
    texts: textsOf(item.texts),
  };
  const uploader = history && item.user_id !== null ? {
    id: item.user_id, name: item.username ?? '',
    counts: { live: history.live, pending: history.pending, rejected: history.rejected, takenDown: history.takenDown, reports: history.reports },
    refusals: history.refusals.map((refusal) => ({
      href: adminUrls.item(refusal.kind, refusal.id), title: refusal.title, state: uploadStateText(t, { ...refusal, progress: null }),
    })),
  } : null;
  return consolePage(c, item.title, (
    <ItemPage
      t={t} isAdmin={staff.role === 'admin'} item={view} uploader={uploader} reasons={reasonChoices(t)}
      categoryChoices={categories.map((category) => ({ value: category.dir, label: category.title }))}
      errors={refused?.errors ?? {}} values={refused?.values} rejectErrors={refused?.rejectErrors}
      queue={queue} undo={undo}
    />
  ), refused ? 422 : 200);
}

itemRoutes.get('/admin/:kind{videos|albums}/:id{[0-9]+}/', (c) => itemPage(c, kindParam(c.req.param('kind')), idParam(c.req.param('id'))));

itemRoutes.post('/admin/:kind{videos|albums}/:id{[0-9]+}/approve/', async (c) => {
  const { staff, one } = await staffForm(c);
  const kind = kindParam(c.req.param('kind'));
  const id = idParam(c.req.param('id'));
  return afterDecision(c, kind, id, await decide(c, kind, [id], { action: 'approve' }, staff), one);
});

itemRoutes.post('/admin/:kind{videos|albums}/:id{[0-9]+}/reject/', async (c) => {
  const { staff, one } = await staffForm(c);
  const kind = kindParam(c.req.param('kind'));
  const id = idParam(c.req.param('id'));
  const decision = readRejection(c.get('t'), one('reason'), one('note'));
  if (!isDecision(decision)) return itemPage(c, kind, id, { errors: {}, rejectErrors: decision }, queueFilterValues((name) => one(`queue_${name}`) || undefined));
  return afterDecision(c, kind, id, await decide(c, kind, [id], decision, staff), one);
});

itemRoutes.post('/admin/:kind{videos|albums}/:id{[0-9]+}/edit/', async (c) => {
  const { staff, form } = await staffForm(c);
  const kind = kindParam(c.req.param('kind'));
  const id = idParam(c.req.param('id'));
  const item = assertFound(await readModerationItem(c.env.DB, kind, id, c.get('lang')));
  const errors: FieldErrors = {};
  const fields = await readDescribing(c, form as PostedForm, errors, item.gender as 0 | 1 | 2, loadCatalogueCategories);
  const modelIds = kind === 'video' ? await readModels(c, form as PostedForm, errors) : [];
  const texts = kind === 'video' ? readOtherLanguages(form as PostedForm, errors, item.original_lang ?? '') : {};
  if (Object.keys(errors).length > 0) {
    const models = typeof form.models === 'string' ? form.models : '';
    return itemPage(c, kind, id, {
      errors: uploadMessages(c.get('t'), errors),
      values: { title: fields.title, description: fields.description, categories: fields.categoryDirs, models, texts },
    });
  }
  const edit = {
    title: fields.title, description: fields.description, categoryIds: await categoryIds(c.env.DB, fields.categoryDirs), modelIds,
    texts: videoTextRows(texts),
  };
  // A public video leaves the list totals of its old categories and models and joins those of its new ones.
  const recount = kind === 'video' && item.status_id === STATUS.active && item.is_private === 0;
  const now = nowSeconds();
  const leave = recount ? listingCountDeltaStatements(c.env.DB, id, -1, now) : [];
  return auditedChange(c, staff, {
    statements: [...leave, ...editStatements(c.env.DB, kind, id, edit), ...(recount ? listingCountDeltaStatements(c.env.DB, id, 1, now) : [])],
    decidedBy: leave.length,
    audit: {
      action: `${kind}.edit`, targetType: kind, targetId: id,
      before: {
        title: item.title, description: item.description, categories: item.categories.map((category) => category.dir), models: item.models,
        ...(kind === 'video' ? { texts: textsOf(item.texts) } : {}),
      },
      after: {
        title: edit.title, description: edit.description, categories: fields.categoryDirs, models: modelIds,
        ...(kind === 'video' ? { texts } : {}),
      },
    },
    back: adminUrls.item(kind, id),
    always: true,
    catalogue: item.status_id === STATUS.active,
  });
});

/** Undoes its moderator's recent decision on one item: back in the queue as it was; they land on the item again. */
itemRoutes.post('/admin/:kind{videos|albums}/:id{[0-9]+}/undo/', async (c) => {
  const { staff, one } = await staffForm(c);
  const kind = kindParam(c.req.param('kind'));
  const id = idParam(c.req.param('id'));
  const queue = queueFilterValues((name) => one(`queue_${name}`) || undefined);
  const undone = await undoDecision(c, kind, id, staff);
  return redirectWith(c, adminUrls.item(kind, id, { ...queue }), undone ? 'staff_undone' : 'staff_undo_late');
});

itemRoutes.post('/admin/videos/:id{[0-9]+}/take-down/', async (c) => {
  const { staff, one } = await staffForm(c);
  const id = idParam(c.req.param('id'));
  const note = one('note');
  if (!note || [...note].length > MODERATION_NOTE_MAX) return redirectWith(c, adminUrls.item('video', id), 'staff_invalid');
  const outcome = await takeDown(c, id, note, staff, null);
  if (outcome === 'missing') notFound();
  return redirectWith(c, adminUrls.item('video', id), outcome === 'done' ? 'staff_done' : 'staff_unchanged');
});

itemRoutes.post('/admin/videos/:id{[0-9]+}/restore/', async (c) => {
  const { staff } = await staffForm(c);
  const id = idParam(c.req.param('id'));
  const outcome = await restore(c, id, staff);
  if (outcome === 'missing') notFound();
  return redirectWith(c, adminUrls.item('video', id), outcome === 'done' ? 'staff_done' : 'staff_unchanged');
});
