// The console's keys for machines (/admin/keys/): feed keys for partners and sister sites reading the feed export, and
// import tokens for the command-line importer. A new key is shown once, on the page that made it, with how to use it.
import type { Translate } from '../../../locales';
import type { AccessKeyKind } from '../../../worker/db/access-keys';
import { adminUrls } from '../../admin-urls';
import { FormError, FormField, FormSelect } from '../../parts/form-field';
import { AdminShell, AdminTable, RowAction } from './shell';

export interface AccessKeyView {
  id: number;
  kind: AccessKeyKind;
  label: string;
  madeBy: string;
  made: string;
  lastUsed: string | null;
  /** When it was revoked; null while it works. */
  revoked: string | null;
}

export interface KeysPageProps {
  t: Translate;
  isAdmin: boolean;
  keys: readonly AccessKeyView[];
  /** The key just made, with how to use it: shown this once. */
  created?: { label: string; token: string; usage: string; kind: AccessKeyKind };
  /** A refused form (422): its values and errors by field. */
  refused?: { values: { kind: string; label: string }; errors: Partial<Record<'kind' | 'label', string>> };
}

export function KeysPage({ t, isAdmin, keys, created, refused }: KeysPageProps) {
  const kindLabel = (kind: AccessKeyKind) => t(`admin.keys.kinds.${kind}`);
  return (
    <AdminShell t={t} area="keys" isAdmin={isAdmin} title={t('admin.keys.title')}>
      <p>{t('admin.keys.intro')}</p>
      {created && (
        <div className="admin__token" role="status">
          <p>{t('admin.keys.created', { label: created.label })}</p>
          <p><code>{created.token}</code></p>
          <p>{created.kind === 'feed' ? t('admin.keys.feedUsage') : t('admin.keys.importUsage')}: <code>{created.usage}</code></p>
        </div>
      )}
      <h2>{t('admin.keys.make')}</h2>
      <form className="form" method="post" action={adminUrls.keys()} noValidate>
        {refused && <FormError error={t('notify.staff_invalid')} />}
        <FormSelect
          form="key" name="kind" label={t('admin.keys.kind')} defaultValue={refused?.values.kind ?? 'feed'} error={refused?.errors.kind}
          options={(['feed', 'import'] as const).map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
        <FormField
          form="key" name="label" label={t('admin.keys.label')} hint={t('admin.keys.labelHint')} required maxLength={60}
          defaultValue={refused?.values.label ?? ''} error={refused?.errors.label}
        />
        <button type="submit" className="button">{t('admin.keys.create')}</button>
      </form>
      <h2>{t('admin.keys.listTitle')}</h2>
      <AdminTable
        caption={t('admin.keys.listTitle')}
        empty={t('admin.keys.empty')}
        head={['name', 'kind', 'madeBy', 'made', 'lastUsed', 'state'].map((column) => t(`admin.keys.columns.${column as 'name'}`)).concat('')}
        rows={keys.map((key) => (
          <tr key={key.id}>
            <td>{key.label}</td>
            <td>{kindLabel(key.kind)}</td>
            <td>{key.madeBy}</td>
            <td>{key.made}</td>
            <td>{key.lastUsed ?? t('admin.keys.never')}</td>
            <td>{key.revoked ? t('admin.keys.revoked', { date: key.revoked }) : t('admin.keys.live')}</td>
            <td>
              {!key.revoked && (
                <RowAction action={adminUrls.revokeKey(key.id)} fields={{}} label={t('admin.keys.revoke')} name={t('admin.keys.revokeName', { label: key.label })} />
              )}
            </td>
          </tr>
        ))}
      />
    </AdminShell>
  );
}
