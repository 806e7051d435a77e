// /upload-{video|album}/edit/{id}/: the owner's edit of their upload's title, description, categories and models, as a
// plain form. A refusal shows the form again with its errors (422); a save answers 303 to the public page of an item
// that stays live, or else to the upload's own page, with what came of it.
import { Hono, type Context } from 'hono';
import { OwnerEditPage } from '../../views/pages/owner-edit';
import { urls } from '../../views/urls';
import type { ModerationDetail } from '../db/moderation';
import type { UploadKind } from '../db/own-uploads';
import { STATUS } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { redirectWith } from '../http/location';
import { idParam, notFound, readFormAll } from '../http/params';
import { loadCategories } from '../loaders/categories';
import { uploadMessages } from '../uploads/messages';
import { editReturnsToModeration, readOwnedItem, saveOwnerEdit } from '../uploads/owner-edit';
import type { FieldErrors } from '../uploads/forms';
import type { DescribingValues } from '../../views/parts/describing-fields';

export const ownerEditRoutes = new Hono<AppEnv>();

/** Where the owner follows the item: its public page while it is live, its own upload page otherwise. */
function itemHome(kind: UploadKind, item: Pick<ModerationDetail, 'id' | 'dir' | 'status_id'>): string {
  if (item.status_id !== STATUS.active) return urls.uploadSent(kind, item.id);
  return kind === 'video' ? urls.video(item.id, item.dir) : urls.album(item.id, item.dir);
}

/** The owner's item, or the answer that ends the request: 404 for what is not theirs, their upload page when closed. */
async function ownedOrAnswer(c: Context<AppEnv>, kind: UploadKind): Promise<{ item: ModerationDetail } | Response> {
  const owned = await readOwnedItem(c, kind, idParam(c.req.param('id')));
  if (owned.state === 'missing') notFound();
  if (owned.state === 'closed') return redirectWith(c, urls.uploadSent(kind, owned.item.id), 'owner_edit_closed');
  return { item: owned.item };
}

async function editForm(c: Context<AppEnv>, kind: UploadKind, item: ModerationDetail, refused?: { values: DescribingValues; errors: FieldErrors }) {
  const t = c.get('t');
  const categories = (await loadCategories(c, { gender: item.gender as 0 | 1 | 2, lang: c.get('lang') })).map((cat) => ({ value: cat.dir, label: cat.title }));
  const stored: DescribingValues = { title: item.title, description: item.description, categories: item.categories.map((category) => category.dir), models: item.models.join(', ') };
  const values = refused?.values ?? stored;
  const effect = item.status_id !== STATUS.active ? 'applies' : editReturnsToModeration(c, item) ? 'to_moderation' : 'live_at_once';
  c.header('Cache-Control', 'no-store');
  if (refused) c.status(422);
  return c.render(
    <OwnerEditPage
      t={t} kind={kind} id={item.id} title={item.title} categories={categories} effect={effect} back={itemHome(kind, item)}
      values={{ ...values, models: kind === 'video' ? values.models : undefined }} errors={refused ? uploadMessages(t, refused.errors) : {}}
    />,
    { meta: { title: t('ownerEdit.heading', { title: item.title }), robots: 'noindex' } },
  );
}

for (const kind of ['video', 'album'] as const) {
  const path = `/upload-${kind}/edit/:id{[0-9]+}/`;

  ownerEditRoutes.get(path, async (c) => {
    const owned = await ownedOrAnswer(c, kind);
    return owned instanceof Response ? owned : editForm(c, kind, owned.item);
  });

  ownerEditRoutes.post(path, async (c) => {
    const owned = await ownedOrAnswer(c, kind);
    if (owned instanceof Response) return owned;
    const { item } = owned;
    const outcome = await saveOwnerEdit(c, kind, item, await readFormAll(c));
    if (!outcome.ok) return editForm(c, kind, item, { values: outcome.values, errors: outcome.errors });
    if (outcome.result === 'to_moderation') return redirectWith(c, urls.uploadSent(kind, item.id), 'owner_edit_to_moderation');
    return redirectWith(c, itemHome(kind, item), 'owner_edit_saved');
  });
}
