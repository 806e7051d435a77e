// Importing videos in the console (/admin/import/, docs/import.md): staff send a CSV or JSON Lines file and get its dry
// run, a verdict for every row (what it would create, or why it is refused), with nothing in the catalogue changed; the
// file is held so that the import can be started from the dry run without sending it again. A started import runs in
// the background (worker/imports/run.ts), and its page follows it row by row. Only admins may start a trusted import,
// whose videos go live without moderation. Staff also keep the category synonyms the verdicts accept.
import { Hono, type Context } from 'hono';
import { ImportPage, ImportRunPage, importUnderWay, type ImportCheck } from '../../../views/pages/admin/import';
import { STATUS_POLL_SECONDS } from '../../../views/pages/upload';
import { adminUrls } from '../../../views/admin-urls';
import { embedPartners } from '../../config/embeds';
import { IMPORT_FILE_MAX_BYTES } from '../../config/limits';
import { addCategorySynonymStatement, listCategorySynonyms, removeCategorySynonymStatement } from '../../db/category-synonyms';
import { listImportRows, listImportRuns, readImportRun } from '../../db/import-runs';
import { readImportCatalogue } from '../../db/imports';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/clock';
import { assertFound, idParam, readFormAll } from '../../http/params';
import { redirectWith } from '../../http/location';
import { checkImport } from '../../imports/check';
import { lookupKey } from '../../imports/verdicts';
import { loadCatalogueCategories } from '../../loaders/categories';
import { findHeldImportFile, holdImportFile } from '../../imports/held-files';
import { startHeldImport } from '../../imports/run';
import { requireStaff } from '../../moderation/staff';
import { takeDownVideos } from '../../moderation/items';
import { listFailingEmbeds } from '../../db/embed-checks';
import { EMBED_FAILURES_LISTED } from '../../imports/embed-check';
import { pullFeed } from '../../imports/feed-pull';
import { listFeedPulls } from '../../db/feed-pulls';
import { SITE } from '../../config/site';
import { formatDateTime } from '../../../views/format';
import { files } from '../../uploads/forms';
import { auditedChange, consolePage, staffForm } from './console';

export const importRoutes = new Hono<AppEnv>();

const IMPORT_FILE_MAX_MEGABYTES = IMPORT_FILE_MAX_BYTES / 1024 / 1024;
/** Imports the console lists, newest first, and rows an import's page shows. */
const RUNS_SHOWN = 20;
export const RUN_ROWS_SHOWN = 1000;

type SynonymForm = { values: { synonym: string; category: string }; error: string };

async function importPage(c: Context<AppEnv>, result: { error?: string; check?: ImportCheck; synonymForm?: SynonymForm } = {}) {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const [runs, list, categories, failing, pulls] = await Promise.all([
    listImportRuns(c.env.DB, RUNS_SHOWN), listCategorySynonyms(c.env.DB, lang), loadCatalogueCategories(c, { gender: 0, lang }),
    listFailingEmbeds(c.env.DB, EMBED_FAILURES_LISTED, DEAD_EMBEDS_SHOWN), listFeedPulls(c.env.DB),
  ]);
  const feeds = SITE.importFeeds.map((feed) => {
    const pull = pulls.get(feed.name);
    const last = pull ? { at: formatDateTime(lang, pull.pulled_at), status: pull.status, detail: pull.detail, rowsRead: pull.rows_read, importId: pull.import_id } : null;
    return { name: feed.name, label: feed.label, everyHours: feed.everyHours, trusted: feed.trusted, keySecret: feed.keySecret, last };
  });
  const dead = { failures: EMBED_FAILURES_LISTED, embeds: failing.map((embed) => ({ ...embed, since: formatDateTime(lang, embed.failing_since) })) };
  const { synonymForm, ...rest } = result;
  const synonyms = {
    list,
    categories: categories.map((category) => ({ value: category.dir, label: category.title })),
    values: synonymForm?.values,
    error: synonymForm?.error,
  };
  return consolePage(
    c, t('admin.import.title'),
    <ImportPage t={t} isAdmin={staff.role === 'admin'} maxMegabytes={IMPORT_FILE_MAX_MEGABYTES} runs={runs} synonyms={synonyms} dead={dead} feeds={feeds} {...rest} />,
    result.error || synonymForm ? 422 : 200,
  );
}

importRoutes.get(adminUrls.importFile(), (c) => importPage(c));

importRoutes.post(adminUrls.importCheck(), async (c) => {
  requireStaff(c);
  const t = c.get('t');
  const [file] = files(await readFormAll(c), 'file');
  if (!file) return importPage(c, { error: t('admin.import.errors.noFile') });
  if (file.size > IMPORT_FILE_MAX_BYTES) return importPage(c, { error: t('admin.import.errors.tooLarge', { mb: IMPORT_FILE_MAX_MEGABYTES }) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The console takes no video files: a source_path row needs the command-line importer.
  const checked = await checkImport(c.env.DB, { bytes, filename: file.name }, { partners: embedPartners(c.env), now: nowSeconds(), givenFiles: new Set() });
  if (!checked.ok) {
    return importPage(c, { error: t(`admin.import.fileProblems.${checked.problem}`, { line: checked.line, column: checked.column ?? '' }) });
  }
  // A file with something to create is held for its start; the catalogue is not touched.
  const held = checked.verdicts.some((verdict) => verdict.ok) ? await holdImportFile(c.env.MEDIA, bytes, file.name) : undefined;
  return importPage(c, { check: { filename: file.name, format: checked.format, unknownColumns: checked.unknownColumns, verdicts: checked.verdicts, titles: checked.titles, held } });
});

importRoutes.post(adminUrls.importStart(), async (c) => {
  const { staff, one } = await staffForm(c);
  const t = c.get('t');
  const held = await findHeldImportFile(c.env.MEDIA, one('held'));
  if (!held) return importPage(c, { error: t('admin.import.errors.notHeld') });
  const trusted = one('trusted') === '1';
  if (trusted && staff.role !== 'admin') return importPage(c, { error: t('admin.import.errors.trustedAdminsOnly') });
  const importId = await startHeldImport(c.env, staff, { held, trusted, givenFiles: [] });
  return redirectWith(c, adminUrls.importRun(importId), null);
});

importRoutes.get('/admin/import/:id/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const run = assertFound(await readImportRun(c.env.DB, idParam(c.req.param('id'))));
  const rows = await listImportRows(c.env.DB, run.import_id, RUN_ROWS_SHOWN);
  const page = <ImportRunPage t={t} isAdmin={staff.role === 'admin'} run={run} rows={rows} rowsShown={RUN_ROWS_SHOWN} />;
  return consolePage(c, t('admin.import.runTitle', { file: run.filename }), page, 200, { refreshSeconds: importUnderWay(run, rows) ? STATUS_POLL_SECONDS : undefined });
});

/** The longest synonym taken. */
const SYNONYM_MAX = 100;
const SYNONYMS_BACK = `${adminUrls.importFile()}#synonyms`;

importRoutes.post(adminUrls.categorySynonyms(), async (c) => {
  const { staff, one } = await staffForm(c);
  const t = c.get('t');
  const values = { synonym: one('synonym'), category: one('category') };
  const synonym = lookupKey(values.synonym);
  const category = (await loadCatalogueCategories(c, { gender: 0, lang: c.get('lang') })).find((candidate) => candidate.dir === values.category);
  const names = (await readImportCatalogue(c.env.DB, { models: [], externals: [], sourceUrls: [] })).categoryNames;
  const error = synonym === '' ? t('admin.import.synonyms.errors.empty')
    : [...synonym].length > SYNONYM_MAX ? t('admin.import.synonyms.errors.tooLong', { max: SYNONYM_MAX })
    : !category ? t('admin.import.synonyms.errors.unknownCategory')
    : names.some((name) => lookupKey(name.name) === synonym) ? t('admin.import.synonyms.errors.taken', { synonym: values.synonym })
    : null;
  if (error || !category) return importPage(c, { synonymForm: { values, error: error ?? '' } });
  return auditedChange(c, staff, {
    statements: [addCategorySynonymStatement(c.env.DB, synonym, category.category_id, nowSeconds())],
    audit: { action: 'category_synonym.add', targetType: 'category', targetId: category.category_id, after: { synonym } },
    back: SYNONYMS_BACK,
  });
});

importRoutes.post(adminUrls.categorySynonymRemove(), async (c) => {
  const { staff, one } = await staffForm(c);
  const synonym = lookupKey(one('synonym'));
  const found = (await listCategorySynonyms(c.env.DB, c.get('lang'))).find((entry) => entry.synonym === synonym);
  return auditedChange(c, staff, {
    statements: [removeCategorySynonymStatement(c.env.DB, synonym)],
    audit: { action: 'category_synonym.remove', targetType: 'category', targetId: found?.category_id ?? 0, before: { synonym } },
    back: SYNONYMS_BACK,
  });
});

/** Partner videos the console lists as no longer answering, at most. */
const DEAD_EMBEDS_SHOWN = 200;

/** Pulls a sister site's feed now, outside its schedule (admins: its videos may go live at once). */
importRoutes.post(adminUrls.pullFeed(), async (c) => {
  const { one } = await staffForm(c, 'admin');
  const name = one('feed');
  const feed = SITE.importFeeds.find((candidate) => candidate.name === name);
  if (!feed) return redirectWith(c, `${adminUrls.importFile()}#sister-feeds`, 'staff_invalid');
  const report = await pullFeed(c.env, feed, (await listFeedPulls(c.env.DB)).get(feed.name), nowSeconds());
  return redirectWith(c, `${adminUrls.importFile()}#sister-feeds`, report.status === 'ok' ? 'staff_done' : 'staff_unchanged');
});

/** Takes down the selected (or all listed) partner videos whose embed no longer answers, each audited. */
importRoutes.post(adminUrls.deadEmbeds(), async (c) => {
  const { staff, one, all } = await staffForm(c);
  const chosen = new Set((one('which') === 'all' ? all('listed') : all('video')).filter((id) => /^[0-9]{1,10}$/.test(id)).map(Number));
  // Only videos the list holds now: a video that answers again, or is gone, stays as it is.
  const failing = (await listFailingEmbeds(c.env.DB, EMBED_FAILURES_LISTED, DEAD_EMBEDS_SHOWN)).filter((embed) => chosen.has(embed.video_id));
  if (failing.length === 0) return redirectWith(c, `${adminUrls.importFile()}#dead-embeds`, chosen.size === 0 ? 'staff_invalid' : 'staff_unchanged');
  const taken = await takeDownVideos(c, failing.map((embed) => embed.video_id), c.get('t')('admin.import.deadEmbeds.note'), staff);
  return redirectWith(c, `${adminUrls.importFile()}#dead-embeds`, taken > 0 ? 'staff_done' : 'staff_unchanged');
});
