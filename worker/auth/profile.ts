// The profile actions behind both the /edit/ forms (worker/routes/profile.tsx) and /api/member.php
// (worker/api/member-edit.ts): info fields, password change, avatar and cover uploads. Each answers success or a
// codes map keyed by field, like the account actions in accounts.ts.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import type { MessageParams, Translate } from '../../locales';
import type en from '../../locales/en.json';
import { ageOn } from '../../views/format';
import { readAccount, updatePassword } from '../db/accounts';
import { MEMBER_GENDERS, ORIENTATIONS, RELATIONSHIPS } from '../domain/vocabularies';
import {
  PROFILE_INFO_FIELDS, replaceProfileImage, updateProfileInfo, type ProfileImage, type ProfileInfo, type ProfileInfoField,
} from '../db/profile';
import { deleteMemberSessions } from '../db/sessions';
import type { AppEnv } from '../env';
import { forgetMember } from '../loaders/member';
import { readImageFile } from '../media/uploads';
import { IMAGE_MAX_MB } from '../config/limits';
import type { NoticeCode } from '../middleware/flash';
import { nowSeconds } from '../http/clock';
import { loginSubject, PASSWORD_MAX, PASSWORD_MIN, text } from './accounts';
import { hashPassword, verifyPassword } from './password';
import { randomToken, sha256Hex } from './random';
import { takeAttempt } from './rate-limit';
import { sessionIdOf } from './session-cookie';
import { ADULT_AGE, BIRTH_DATE_MIN, TEXT_MAX, IMAGE_RULES, ProfileSection, type EditSection } from '../config/profile';



export type PasswordField = 'current_password' | 'new_password';
export type ImageField = 'file';

type AuthCode = 'required' | 'wrong_password' | 'invalid_password' | 'too_many_attempts';
/** Codes with their text under profile.errors, under auth.errors (AuthCode) or notify (image_too_small). */
export type ProfileErrorCode = keyof (typeof en)['profile']['errors'] | AuthCode | 'image_too_small';
export type ProfileErrors<F extends string> = Partial<Record<F | 'notify', ProfileErrorCode>>;
export type ProfileOutcome<F extends string> = { ok: true; key?: string } | { ok: false; errors: ProfileErrors<F> };

const AUTH_CODES: readonly string[] = ['required', 'wrong_password', 'invalid_password', 'too_many_attempts'] satisfies AuthCode[];

/** The text of one refusal; the image limits and the field's length limit fill the placeholders. */
function profileMessage(t: Translate, section: EditSection, field: string, code: ProfileErrorCode): string {
  const params: MessageParams = { size: IMAGE_MAX_MB };
  if (section === 'avatar' || section === 'cover') Object.assign(params, { width: IMAGE_RULES[section].width, height: IMAGE_RULES[section].height });
  if (Object.hasOwn(TEXT_MAX, field)) params.max = TEXT_MAX[field as keyof typeof TEXT_MAX];
  if (code === 'image_too_small') return t('notify.image_too_small', params);
  if (AUTH_CODES.includes(code)) return t(`auth.errors.${code as AuthCode}`);
  return t(`profile.errors.${code as keyof (typeof en)['profile']['errors']}`, params);
}

/** The texts of a refusal by field, in the visitor's language: the form's field errors and the API's `messages`. */
export function profileMessages(t: Translate, section: EditSection, errors: ProfileErrors<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, profileMessage(t, section, field, code!)]));
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function infoSchema(day: string) {
  // An empty answer means "not specified": NULL in the row.
  const optional = <T extends z.ZodType<unknown, string>>(schema: T) => z.string().trim().transform((v) => v || null).pipe(schema.nullable());
  const within = (max: number) => z.string().refine((v) => [...v].length <= max, { error: 'max_length' });
  const choice = <T extends readonly [string, ...string[]]>(values: T) => optional(z.enum(values, { error: 'invalid_choice' }));
  return z
    .object({
      gender: choice(MEMBER_GENDERS),
      relationship: choice(RELATIONSHIPS),
      orientation: choice(ORIENTATIONS),
      birth_date: optional(
        z.iso.date({ error: 'invalid_date' }).pipe(
          z.string()
            .refine((d) => d >= BIRTH_DATE_MIN, { error: 'birth_date_too_early' })
            .refine((d) => ageOn(d, day) >= ADULT_AGE, { error: 'too_young' }),
        ),
      ),
      education: optional(within(TEXT_MAX.education)),
      website: optional(within(TEXT_MAX.website).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'url_invalid' }))),
      // Browsers send textarea line breaks as CRLF; one break counts as one character.
      about: z.string().transform((v) => v.replace(/\r\n?/g, '\n').trim()).pipe(within(TEXT_MAX.about)),
    })
    .partial();
}

/** Saves the info fields the form sends; a field it leaves out keeps its value, an empty one is cleared. */
export async function saveProfileInfo(c: Context<AppEnv>, userId: number, form: Record<string, unknown>): Promise<ProfileOutcome<ProfileInfoField>> {
  const sent = Object.fromEntries(PROFILE_INFO_FIELDS.filter((field) => field in form).map((field) => [field, text(form[field])]));
  const parsed = infoSchema(today()).safeParse(sent);
  if (!parsed.success) {
    const errors: ProfileErrors<ProfileInfoField> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileInfoField;
      errors[field] ??= issue.message as ProfileErrorCode;
    }
    return { ok: false, errors };
  }
  await updateProfileInfo(c.env.DB, userId, parsed.data as Partial<ProfileInfo>);
  await forgetMember(c, userId);
  return { ok: true };
}

/**
 * Checks the member's current password as a login of the account would: a wrong one counts against the account's login
 * limit (so no form is a way round it), a right one gives its attempt back. Null when it is right, else the refusal.
 */
export async function checkCurrentPassword(
  c: Context<AppEnv>, userId: number, passwordHash: string, current: string,
): Promise<ProfileErrors<'current_password'> | null> {
  const attempt = await takeAttempt(c.env.DB, [['login_account', loginSubject(userId)]], nowSeconds());
  if (!attempt) return { notify: 'too_many_attempts' };
  if (!(await verifyPassword(current, passwordHash))) return { current_password: 'wrong_password' };
  await attempt.giveBack();
  return null;
}

/**
 * Sets a new password. The current one is required when the account has one (Google accounts may have none); a wrong
 * one counts as a failed login of the account, so this form is no way round the login rate limit. Every other session
 * of the member ends; this one stays.
 */
export async function changePassword(c: Context<AppEnv>, userId: number, form: Record<string, unknown>): Promise<ProfileOutcome<PasswordField>> {
  const account = await readAccount(c.env.DB, userId);
  if (!account) throw new HTTPException(403);
  const current = text(form.current_password);
  const password = text(form.new_password);
  const errors: ProfileErrors<PasswordField> = {};
  if (account.password_hash && !current) errors.current_password = 'required';
  const length = [...password].length;
  if (!password) errors.new_password = 'required';
  else if (length < PASSWORD_MIN || length > PASSWORD_MAX) errors.new_password = 'invalid_password';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (account.password_hash) {
    const refusal = await checkCurrentPassword(c, userId, account.password_hash, current);
    if (refusal) return { ok: false, errors: refusal };
  }
  await updatePassword(c.env.DB, userId, await hashPassword(password));
  const sessionId = sessionIdOf(c);
  await deleteMemberSessions(c.env.DB, userId, sessionId ? await sha256Hex(sessionId) : null);
  return { ok: true };
}

export const FILE_TOO_LARGE: ProfileOutcome<ImageField> = { ok: false, errors: { file: 'file_too_large' } };

/**
 * Replaces the avatar or cover with the uploaded `file`, checked by its bytes: a JPEG, PNG or WebP of at most 5 MB and
 * at least the image's minimum size. The new object is stored under the member's folder, the row points at it, and
 * the member's previous upload is deleted (seeded or shared images outside that folder are left alone).
 */
export async function uploadProfileImage(
  c: Context<AppEnv>, userId: number, image: ProfileImage, form: Record<string, unknown>,
): Promise<ProfileOutcome<ImageField>> {
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) return { ok: false, errors: { file: 'required' } };
  const upload = await readImageFile(file);
  if (typeof upload === 'string') return { ok: false, errors: { file: upload } };
  const rule = IMAGE_RULES[image];
  if (upload.info.width < rule.width || upload.info.height < rule.height) return { ok: false, errors: { file: 'image_too_small' } };
  const folder = `${rule.folder}/${userId}/`;
  const key = `${folder}${randomToken(16)}.${upload.extension}`;
  await c.env.MEDIA.put(key, upload.bytes, { httpMetadata: { contentType: upload.contentType } });
  let previous: string | null;
  try {
    previous = await replaceProfileImage(c.env.DB, userId, image, key);
  } catch (error) {
    await c.env.MEDIA.delete(key);
    throw error;
  }
  if (previous?.startsWith(folder)) await c.env.MEDIA.delete(previous);
  await forgetMember(c, userId);
  return { ok: true, key };
}

type Action = (c: Context<AppEnv>, userId: number, form: Record<string, unknown>) => Promise<ProfileOutcome<string>>;

/** Every profile action: what it runs and the notice its success carries. The forms and the API both use this table. */
export const PROFILE_ACTIONS: Record<ProfileSection, { run: Action; notice: NoticeCode }> = {
  info: { run: saveProfileInfo, notice: 'profile_changed' },
  password: { run: changePassword, notice: 'password_changed' },
  avatar: { run: (c, userId, form) => uploadProfileImage(c, userId, 'avatar', form), notice: 'avatar_changed' },
  cover: { run: (c, userId, form) => uploadProfileImage(c, userId, 'cover', form), notice: 'cover_changed' },
};

/** Runs a section's action on the posted form; a body too large to read is refused as a file too large. */
export async function runProfileAction(c: Context<AppEnv>, userId: number, section: ProfileSection, form: Record<string, unknown> | null) {
  return form === null ? FILE_TOO_LARGE : PROFILE_ACTIONS[section].run(c, userId, form);
}
