// The member's own profile editor (/edit/): cover, avatar, info fields, password and, last, the account's deletion,
// each a plain form of its own.
import type { Translate } from '../../locales';
import { IMAGE_RULES, TEXT_MAX, BIRTH_DATE_MIN, type EditSection } from '../../worker/config/profile';
import { IMAGE_MAX_MB } from '../../worker/config/limits';
import { MEMBER_GENDERS, ORIENTATIONS, RELATIONSHIPS } from '../../worker/domain/vocabularies';
import type { ProfileImage, ProfileInfoField } from '../../worker/db/profile';
import { FormError, FormField, FormSelect, FormTextarea } from '../parts/form-field';
import { urls } from '../urls';

/** Where each section's form posts. */
export function editPath(section: EditSection): string {
  return `${urls.edit()}${section}/`;
}

export interface EditProfileProps {
  t: Translate;
  userId: number;
  username: string;
  avatar: string | null;
  cover: string | null;
  /** False for accounts made by Google sign-in that never set a password: no current password is asked. */
  hasPassword: boolean;
  /** The info fields as stored, or as just sent when the info form was refused. */
  info: Record<ProfileInfoField, string>;
  /** The form the server refused and its translated errors by field. */
  refusal?: { section: EditSection; errors: Record<string, string> };
  /** The site keeps a deleted account's live public uploads, anonymised (DELETED_ACCOUNT_UPLOADS = keep). */
  uploadsKept: boolean;
}

/** Displayed at half the smallest size an upload may have, so the page never shifts. */
const PREVIEW: Record<ProfileImage, { width: number; height: number; fallback: string | null }> = {
  avatar: { width: 96, height: 96, fallback: '/img/avatar.svg' },
  cover: { width: IMAGE_RULES.cover.width / 2, height: IMAGE_RULES.cover.height / 2, fallback: null },
};

function ImageForm({ t, image, current, errors }: { t: Translate; image: ProfileImage; current: string | null; errors: Record<string, string> }) {
  const preview = PREVIEW[image];
  const src = current ? urls.media(current) : preview.fallback;
  const rule = IMAGE_RULES[image];
  return (
    <section className="profile-edit__part" aria-labelledby={`edit-${image}-title`}>
      <h2 id={`edit-${image}-title`}>{t(image === 'avatar' ? 'profile.avatarTitle' : 'profile.coverTitle')}</h2>
      {src ? (
        <img className={`profile-edit__${image}`} src={src} alt="" width={preview.width} height={preview.height} />
      ) : (
        <div className={`profile-edit__${image} profile-edit__${image}--empty`} />
      )}
      <form className="form" method="post" action={editPath(image)} encType="multipart/form-data" noValidate>
        <FormError error={errors.notify} />
        <FormField
          form={image} name="file" type="file" accept="image/jpeg,image/png,image/webp" required label={t('profile.imageFile')}
          hint={t('profile.imageHint', { width: rule.width, height: rule.height, size: IMAGE_MAX_MB })} error={errors.file}
        />
        <button type="submit" className="button">{t('profile.upload')}</button>
      </form>
    </section>
  );
}

function InfoForm({ t, info, errors }: { t: Translate; info: Record<ProfileInfoField, string>; errors: Record<string, string> }) {
  const none = { value: '', label: t('member.notSpecified') };
  return (
    <section className="profile-edit__part" aria-labelledby="edit-info-title">
      <h2 id="edit-info-title">{t('profile.infoTitle')}</h2>
      <form className="form" method="post" action={editPath('info')} noValidate>
        <FormError error={errors.notify} />
        <FormSelect form="info" name="gender" label={t('community.gender')} defaultValue={info.gender} error={errors.gender}
          options={[none, ...MEMBER_GENDERS.map((value) => ({ value, label: t(`community.genders.${value}`) }))]} />
        <FormField form="info" name="birth_date" type="date" label={t('member.birthDate')} min={BIRTH_DATE_MIN}
          defaultValue={info.birth_date} hint={t('profile.birthDateHint')} error={errors.birth_date} />
        <FormSelect form="info" name="relationship" label={t('community.relationship')} defaultValue={info.relationship} error={errors.relationship}
          options={[none, ...RELATIONSHIPS.map((value) => ({ value, label: t(`community.relationships.${value}`) }))]} />
        <FormSelect form="info" name="orientation" label={t('community.orientation')} defaultValue={info.orientation} error={errors.orientation}
          options={[none, ...ORIENTATIONS.map((value) => ({ value, label: t(`community.orientations.${value}`) }))]} />
        <FormField form="info" name="education" label={t('member.education')} maxLength={TEXT_MAX.education}
          defaultValue={info.education} error={errors.education} />
        <FormField form="info" name="website" type="url" label={t('member.website')} maxLength={TEXT_MAX.website} autoComplete="url"
          defaultValue={info.website} hint={t('profile.websiteHint')} error={errors.website} />
        <FormTextarea form="info" name="about" label={t('member.about')} maxLength={TEXT_MAX.about} rows={5}
          defaultValue={info.about} error={errors.about} />
        <button type="submit" className="button button--primary">{t('profile.save')}</button>
      </form>
    </section>
  );
}

function PasswordForm({ t, hasPassword, errors }: { t: Translate; hasPassword: boolean; errors: Record<string, string> }) {
  return (
    <section className="profile-edit__part" aria-labelledby="edit-password-title">
      <h2 id="edit-password-title">{t('profile.passwordTitle')}</h2>
      <form className="form" method="post" action={editPath('password')} noValidate>
        <FormError error={errors.notify} />
        {hasPassword ? (
          <FormField form="password" name="current_password" type="password" label={t('profile.currentPassword')}
            autoComplete="current-password" required error={errors.current_password} />
        ) : (
          <p className="form__hint">{t('profile.noPasswordYet')}</p>
        )}
        <FormField form="password" name="new_password" type="password" label={t('auth.newPassword')} autoComplete="new-password"
          required hint={t('auth.passwordHint')} error={errors.new_password} />
        <button type="submit" className="button">{t('auth.submitNewPassword')}</button>
      </form>
    </section>
  );
}

/** Deleting the account: what happens, then the password (or the username typed out, for an account without one). */
function DeleteForm({ t, username, hasPassword, uploadsKept, errors }: {
  t: Translate; username: string; hasPassword: boolean; uploadsKept: boolean; errors: Record<string, string>;
}) {
  return (
    <section className="profile-edit__part" aria-labelledby="edit-delete-title">
      <h2 id="edit-delete-title">{t('profile.deleteTitle')}</h2>
      <p>{t('profile.deleteIntro')}</p>
      <ul>
        <li>{t('profile.deleteRemoved')}</li>
        <li>{t(uploadsKept ? 'profile.deleteUploadsKept' : 'profile.deleteUploadsTakenDown')}</li>
        <li>{t('profile.deleteKept')}</li>
      </ul>
      <form className="form" method="post" action={editPath('delete')} noValidate>
        <FormError error={errors.notify} />
        {hasPassword ? (
          <FormField form="delete" name="current_password" type="password" label={t('profile.currentPassword')}
            autoComplete="current-password" required error={errors.current_password} />
        ) : (
          <FormField form="delete" name="confirm_username" label={t('profile.deleteTypeUsername', { username })}
            autoComplete="off" required error={errors.confirm_username} />
        )}
        <button type="submit" className="button">{t('profile.deleteSubmit')}</button>
      </form>
    </section>
  );
}

export function EditProfilePage({ t, userId, username, avatar, cover, hasPassword, info, refusal, uploadsKept }: EditProfileProps) {
  const errors = (section: EditSection) => (refusal?.section === section ? refusal.errors : {});
  return (
    <div className="profile-edit">
      <h1 className="headline">{t('upload.editTitle')}</h1>
      <p><a href={urls.memberTab(userId, 'info')}>{t('profile.viewProfile')}</a></p>
      <ImageForm t={t} image="cover" current={cover} errors={errors('cover')} />
      <ImageForm t={t} image="avatar" current={avatar} errors={errors('avatar')} />
      <InfoForm t={t} info={info} errors={errors('info')} />
      <PasswordForm t={t} hasPassword={hasPassword} errors={errors('password')} />
      <DeleteForm t={t} username={username} hasPassword={hasPassword} uploadsKept={uploadsKept} errors={errors('delete')} />
    </div>
  );
}
