// Keys for machines in the console (/admin/keys/, views/pages/admin/keys.tsx): staff make feed keys and import tokens
// and revoke them. Only a key's SHA-256 is kept, so the page that makes one shows it this once (no redirect, never
// cached); making and revoking are audited.
import { Hono, type Context } from 'hono';
import { adminUrls } from '../../../views/admin-urls';
import { formatDateTime } from '../../../views/format';
import { KeysPage, type KeysPageProps } from '../../../views/pages/admin/keys';
import { randomToken, sha256Hex } from '../../auth/random';
import { insertAccessKeyStatement, listAccessKeys, revokeAccessKeyStatement, type AccessKeyKind } from '../../db/access-keys';
import { auditStatement } from '../../db/audit';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/clock';
import { idParam } from '../../http/params';
import { publicOrigin } from '../../middleware/locale';
import { requireStaff } from '../../moderation/staff';
import { auditedChange, consolePage, staffForm } from './console';

export const keyRoutes = new Hono<AppEnv>();

const LABEL_MAX = 60;

async function keysPage(c: Context<AppEnv>, shown: Pick<KeysPageProps, 'created' | 'refused'> = {}) {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const keys = (await listAccessKeys(c.env.DB)).map((key) => ({
    id: key.key_id, kind: key.kind, label: key.label, madeBy: key.username, made: formatDateTime(lang, key.created_at),
    lastUsed: key.last_used_at === null ? null : formatDateTime(lang, key.last_used_at),
    revoked: key.revoked_at === null ? null : formatDateTime(lang, key.revoked_at),
  }));
  return consolePage(c, t('admin.keys.title'), <KeysPage t={t} isAdmin={staff.role === 'admin'} keys={keys} {...shown} />, shown.refused ? 422 : 200);
}

/** How a new key is used: the feed's address with it, or the importer's command. */
function usageOf(c: Context<AppEnv>, kind: AccessKeyKind, token: string): string {
  return kind === 'feed' ? `${publicOrigin(c)}/api/feeds/videos.csv?key=${token}` : `IMPORT_TOKEN=${token} SITE_URL=${publicOrigin(c)} npm run import -- videos.csv`;
}

keyRoutes.get(adminUrls.keys(), (c) => keysPage(c));

keyRoutes.post(adminUrls.keys(), async (c) => {
  const { staff, one } = await staffForm(c);
  const t = c.get('t');
  const values = { kind: one('kind'), label: one('label') };
  const errors: NonNullable<KeysPageProps['refused']>['errors'] = {};
  if (values.kind !== 'feed' && values.kind !== 'import') errors.kind = t('admin.keys.errors.kind');
  if (values.label === '' || [...values.label].length > LABEL_MAX) errors.label = t('admin.keys.errors.label');
  if (Object.keys(errors).length > 0) return keysPage(c, { refused: { values, errors } });
  const kind = values.kind as AccessKeyKind;
  const token = randomToken();
  const now = nowSeconds();
  await c.env.DB.batch([
    insertAccessKeyStatement(c.env.DB, { kind, label: values.label, tokenHash: await sha256Hex(token), userId: staff.userId }, now),
    auditStatement(c.env.DB, staff, { action: 'access_key.create', targetType: 'access_key', targetId: 'last-inserted', after: { kind, label: values.label } }, now),
  ]);
  return keysPage(c, { created: { label: values.label, token, kind, usage: usageOf(c, kind, token) } });
});

keyRoutes.post('/admin/keys/:id{[0-9]+}/revoke/', async (c) => {
  const { staff } = await staffForm(c);
  const id = idParam(c.req.param('id'));
  return auditedChange(c, staff, {
    statements: [revokeAccessKeyStatement(c.env.DB, id, nowSeconds())],
    audit: { action: 'access_key.revoke', targetType: 'access_key', targetId: id, before: { revoked: false }, after: { revoked: true } },
    back: adminUrls.keys(),
  });
});
