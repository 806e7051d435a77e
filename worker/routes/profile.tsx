// /edit/: the member's profile editor as plain forms, one POST route per section (info, password, avatar, cover), and
// the account's deletion. Success answers 303 back to /edit/ with a notice (a deletion: home, signed out); a refusal
// re-renders the editor with field errors (422).
import { Hono, type Context } from 'hono';
import { EditProfilePage, editPath } from '../../views/pages/edit-profile';
import { urls } from '../../views/urls';
import { deleteOwnAccount } from '../auth/account-deletion';
import { PROFILE_ACTIONS, profileMessages, runProfileAction } from '../auth/profile';
import { deletedAccountUploads } from '../config/account-deletion';
import { type EditSection, type ProfileSection } from '../config/profile';
import { text } from '../auth/accounts';
import { PROFILE_INFO_FIELDS, readOwnProfile, type ProfileInfoField } from '../db/profile';
import type { AppEnv } from '../env';
import { readUploadForm } from '../media/uploads';
import { setFlash } from '../middleware/flash';
import { signedInMember } from '../middleware/session';
import { notFound } from '../http/params';

export const profileRoutes = new Hono<AppEnv>();

/** Members only (spec section 6): a guest's visit goes home; a guest's post goes home with the login notice. */
profileRoutes.use('/edit/*', async (c, next) => {
  if (signedInMember(c)) return next();
  c.header('Cache-Control', 'no-store');
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(urls.home(), 302);
  setFlash(c, 'login_required');
  return c.redirect(urls.home(), 303);
});

async function editScreen(
  c: Context<AppEnv>,
  refusal?: { section: EditSection; errors: Record<string, string>; sent?: Record<string, unknown> },
) {
  const { userId, username } = c.get('user')!;
  const profile = (await readOwnProfile(c.env.DB, userId)) ?? notFound();
  // A refused info form shows what was sent, so nothing typed is lost.
  const from = refusal?.section === 'info' && refusal.sent ? refusal.sent : profile;
  const info = Object.fromEntries(PROFILE_INFO_FIELDS.map((field) => [field, text(from[field])])) as Record<ProfileInfoField, string>;
  const t = c.get('t');
  c.header('Cache-Control', 'no-store');
  if (refusal) c.status(422);
  return c.render(
    <EditProfilePage
      t={t} userId={userId} username={username} avatar={profile.avatar} cover={profile.cover} hasPassword={profile.has_password === 1} info={info}
      refusal={refusal && { section: refusal.section, errors: refusal.errors }}
      uploadsKept={deletedAccountUploads(c.env.DELETED_ACCOUNT_UPLOADS) === 'keep'}
    />,
    { meta: { title: t('upload.editTitle'), robots: 'noindex' } },
  );
}

profileRoutes.get('/edit/', (c) => editScreen(c));

for (const section of Object.keys(PROFILE_ACTIONS) as ProfileSection[]) {
  profileRoutes.post(editPath(section), async (c) => {
    const form = await readUploadForm(c);
    const outcome = await runProfileAction(c, c.get('user')!.userId, section, form);
    if (outcome.ok) {
      setFlash(c, PROFILE_ACTIONS[section].notice);
      c.header('Cache-Control', 'no-store');
      return c.redirect(urls.edit(), 303);
    }
    return editScreen(c, { section, errors: profileMessages(c.get('t'), section, outcome.errors), sent: form ?? undefined });
  });
}

/** The account's deletion: signed out everywhere and sent home with the notice; a refusal is the editor again (422). */
profileRoutes.post(editPath('delete'), async (c) => {
  const form = (await readUploadForm(c)) ?? {};
  const outcome = await deleteOwnAccount(c, c.get('user')!.userId, form);
  c.header('Cache-Control', 'no-store');
  if (!outcome.ok) return editScreen(c, { section: 'delete', errors: profileMessages(c.get('t'), 'delete', outcome.errors) });
  setFlash(c, 'account_deleted');
  return c.redirect(urls.home(), 303);
});
