// An uploader changes the title, description, categories and (videos) models of their own video or album, under the
// upload form's rules. An item not live yet takes the change at once: moderators review it as it now reads. A live one
// goes back to moderation with it (hidden until approved again), unless its owner is a trusted uploader (status_id 6),
// whose change is live at once. Rejected and deleted items cannot be edited. One batch holds the change, the status it
// moves to, the list totals and the audit entry with both versions (docs/moderation.md).
import type { Context } from 'hono';
import { bumpCatalogueGeneration } from '../cache/generation';
import { auditStatement } from '../db/audit';
import { listingCountDeltaStatements } from '../db/listing-counters';
import { TRUSTED_UPLOADER } from '../db/member-admin';
import { categoryIds, editStatements, readModerationItem, statusChangeStatement, type ModerationDetail } from '../db/moderation';
import type { UploadKind } from '../db/own-uploads';
import { OWNER_EDITABLE, STATUS } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { modelNames, one, readDescribing, readModels, type FieldErrors, type PostedForm } from './forms';

export type OwnedItem = { state: 'missing' } | { state: 'closed'; item: ModerationDetail } | { state: 'editable'; item: ModerationDetail };

/** The member's own video or album and whether they may edit it; another member's is missing. */
export async function readOwnedItem(c: Context<AppEnv>, kind: UploadKind, id: number): Promise<OwnedItem> {
  const item = await readModerationItem(c.env.DB, kind, id, c.get('lang'));
  if (!item || item.user_id !== c.get('user')!.userId) return { state: 'missing' };
  return { state: OWNER_EDITABLE.includes(item.status_id) ? 'editable' : 'closed', item };
}

/** Whether saving an edit of this live item sends it back to moderation (its owner is not a trusted uploader). */
export function editReturnsToModeration(c: Context<AppEnv>, item: Pick<ModerationDetail, 'status_id'>): boolean {
  return item.status_id === STATUS.active && c.get('user')!.statusId !== TRUSTED_UPLOADER;
}

export type OwnerEditOutcome =
  | { ok: true; result: 'saved' | 'to_moderation' }
  | { ok: false; errors: FieldErrors; values: { title: string; description: string; categories: string[]; models: string } };

export async function saveOwnerEdit(c: Context<AppEnv>, kind: UploadKind, item: ModerationDetail, form: PostedForm): Promise<OwnerEditOutcome> {
  const db = c.env.DB;
  const errors: FieldErrors = {};
  const fields = await readDescribing(c, form, errors, item.gender as 0 | 1 | 2);
  const modelIds = kind === 'video' ? await readModels(c, form, errors) : [];
  if (Object.keys(errors).length > 0) {
    return { ok: false, errors, values: { title: fields.title, description: fields.description, categories: fields.categoryDirs, models: one(form, 'models') } };
  }
  const now = nowSeconds();
  const toModeration = editReturnsToModeration(c, item);
  const wasPublic = kind === 'video' && item.status_id === STATUS.active && item.is_private === 0;
  const statusAfter = toModeration ? STATUS.awaitingModeration : item.status_id;
  const edit = { title: fields.title, description: fields.description, categoryIds: await categoryIds(db, fields.categoryDirs), modelIds };
  // A public video leaves the list totals of its old categories and models, and joins those of its new ones if it stays.
  await db.batch([
    ...(wasPublic ? listingCountDeltaStatements(db, item.id, -1, now) : []),
    ...(toModeration ? [statusChangeStatement(db, kind, item.id, STATUS.active, { to: STATUS.awaitingModeration, reason: null, note: null })] : []),
    ...editStatements(db, kind, item.id, edit),
    auditStatement(db, c.get('user')!, {
      action: `${kind}.owner_edit`, targetType: kind, targetId: item.id,
      before: { title: item.title, description: item.description, categories: item.categories.map((category) => category.dir), models: item.models, status_id: item.status_id },
      after: { title: edit.title, description: edit.description, categories: fields.categoryDirs, models: modelNames(one(form, 'models')), status_id: statusAfter },
    }, now),
    ...(wasPublic && !toModeration ? listingCountDeltaStatements(db, item.id, 1, now) : []),
  ]);
  // A live item's words are in cached lists, pages and search results: a new generation, whether it stays or leaves.
  if (item.status_id === STATUS.active) await bumpCatalogueGeneration(c.env);
  return { ok: true, result: toModeration ? 'to_moderation' : 'saved' };
}
