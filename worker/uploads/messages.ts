// The words of uploads in the visitor's language: a refused form's errors by field, the limits the forms state, and
// the state of an upload its owner sees (uploading, processing with percent, failed or rejected with the reason, ...).
import type { MessageKey, Translate } from '../../locales';
import { OWNER_DELETED, REJECT_REASONS, TAKEN_DOWN, type RejectReason } from '../config/moderation';
import {
  ALBUM_MAX_PHOTOS, MIN_SECONDS, MIN_SECONDS_EXCLUSIVE, PHOTO_MAX_BYTES, PLAIN_UPLOAD_MAX_BYTES, VIDEO_FORMATS, VIDEO_MAX_BYTES,
} from '../config/uploads';
import { IMAGE_MAX_MB } from '../config/limits';
import { formatDate } from '../../views/format';
import type { OwnUploadItem } from '../../views/parts/own-uploads';
import { urls } from '../../views/urls';
import type { OwnUpload, UploadKind } from '../db/own-uploads';
import type { FieldErrors } from './forms';
import { OWNER_EDITABLE, STATUS } from '../domain/vocabularies';

const GB = 1024 ** 3;

/** What the forms say of sizes and formats, and what refusals fill in. */
export const UPLOAD_LIMITS = {
  formats: VIDEO_FORMATS.join(', '),
  maxGb: VIDEO_MAX_BYTES / GB,
  plainMb: PLAIN_UPLOAD_MAX_BYTES / 1e6,
  photoMb: PHOTO_MAX_BYTES / 1024 / 1024,
  maxPhotos: ALBUM_MAX_PHOTOS,
  previewMb: IMAGE_MAX_MB,
  minutes: MIN_SECONDS / 60,
  exclusiveMinutes: MIN_SECONDS_EXCLUSIVE / 60,
};

const FILL = { formats: UPLOAD_LIMITS.formats, gb: UPLOAD_LIMITS.maxGb, mb: UPLOAD_LIMITS.plainMb, size: UPLOAD_LIMITS.photoMb };

/** The text of one upload refusal code; an unknown code reads as the spec's upload error with that code. */
export function uploadErrorText(t: Translate, code: string, info: Record<string, string | number> = {}): string {
  const key = `upload.errors.${code}` as MessageKey;
  const text = t(key, { ...FILL, code, ...info });
  return text === key ? t('upload.errors.error', { code }) : text;
}

export function uploadMessages(t: Translate, errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, uploadErrorText(t, error!.code, error!.info)]));
}

/** A moderator's reason in the reader's language (its code), with the moderator's own words after it. */
export function moderationReasonText(t: Translate, code: string | null, note: string | null): string {
  // Reasons are codes of the list; a reason written before the list existed reads as it was written.
  const label = code && (REJECT_REASONS as readonly string[]).includes(code) ? t(`admin.reasons.${code as RejectReason}`) : (code ?? '');
  return [label, note ?? ''].filter(Boolean).join(' — ');
}

/** What the owner (and the console) reads of where a video or album stands. */
export function uploadStateText(t: Translate, state: Pick<OwnUpload, 'status_id' | 'status_reason' | 'progress' | 'moderation_note'>): string {
  const reason = state.status_reason ?? '';
  switch (state.status_id) {
    case 0:
      return t('upload.states.pending');
    case 1:
      return t('upload.states.live');
    case 3:
      return t('upload.states.failed', { reason: uploadErrorText(t, reason || 'error') });
    case 4:
      return t('upload.states.rejected', { reason: moderationReasonText(t, reason, state.moderation_note) });
    case 5:
      return reason === TAKEN_DOWN
        ? t('upload.states.takenDown', { reason: moderationReasonText(t, null, state.moderation_note) })
        : t('upload.states.deleted');
    case 2:
      if (reason === 'uploading' || reason === 'preview_required') return t(`upload.states.${reason}`);
      return state.progress !== null ? t('upload.states.processing', { percent: state.progress }) : t('upload.states.queued');
    default:
      return '';
  }
}

/** The owner's uploads not live yet, as their list shows them. */
export function ownUploadItems(t: Translate, lang: string, kind: UploadKind, uploads: readonly OwnUpload[]): OwnUploadItem[] {
  return uploads.map((upload) => ({
    id: upload.id, title: upload.title, date: formatDate(lang, upload.post_date), state: uploadStateText(t, upload),
    href: urls.uploadSent(kind, upload.id),
    ownerDeleted: upload.status_id === STATUS.deleted && upload.status_reason === OWNER_DELETED,
    editHref: OWNER_EDITABLE.includes(upload.status_id) ? urls.uploadEdit(kind, upload.id) : null,
  }));
}
