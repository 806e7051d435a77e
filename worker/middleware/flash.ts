// One-time notices after a redirect (flash): a handler sets a notice code, the next page shows it once as a toast.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { MessageKey, MessageParams, Translate } from '../../locales';
import {
  COMMENTS_MAX, COMMENTS_MIN, COMMENTS_PER_WINDOW, COMMENTS_WINDOW_SECONDS, MESSAGE_MAX, MESSAGES_PER_WINDOW,
  MESSAGES_WINDOW_SECONDS, WALL_POSTS_PER_WINDOW,
} from '../config/limits';
import type { AppEnv } from '../env';

export const FLASH_COOKIE = 'flash';
const COOKIE = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const;

/** Every notice a redirect may carry, and whether it reports a success or an error; texts are `notify.{code}`. */
export const NOTICES = {
  signup_sent: 'success',
  email_confirmed: 'success',
  confirm_link_invalid: 'error',
  restore_sent: 'success',
  password_reset: 'success',
  restore_link_invalid: 'error',
  profile_changed: 'success',
  password_changed: 'success',
  avatar_changed: 'success',
  cover_changed: 'success',
  account_deleted: 'success',
  google_failed: 'error',
  login_required: 'error',
  invalid_request: 'error',
  contact_sent: 'success',
  post_report_sent: 'success',
  post_report_gone: 'error',
  vote_success: 'success',
  vote_already_voted: 'error',
  vote_not_found: 'error',
  comment_added: 'success',
  comment_required: 'error',
  comment_min_length: 'error',
  comment_max_length: 'error',
  comment_too_many: 'error',
  comment_not_found: 'error',
  favourite_added: 'success',
  favourite_removed: 'success',
  already_favourite: 'error',
  watch_later_added: 'success',
  watch_later_removed: 'success',
  already_watch_later: 'error',
  not_available: 'error',
  not_in_list: 'error',
  playlist_created: 'success',
  playlist_changed: 'success',
  playlist_deleted: 'success',
  playlist_added: 'success',
  playlist_removed: 'success',
  already_in_playlist: 'error',
  playlist_forbidden: 'error',
  subscribed_channel: 'success',
  subscribed_model: 'success',
  subscribed_member: 'success',
  unsubscribed: 'success',
  already_subscribed: 'error',
  subscribe_self: 'error',
  friend_request_sent: 'success',
  friend_request_already_sent: 'error',
  friend_self: 'error',
  friend_accepted: 'success',
  friend_declined: 'success',
  friend_removed: 'success',
  member_blocked: 'success',
  member_unblocked: 'success',
  block_self: 'error',
  contact_blocked: 'error',
  message_sent: 'success',
  message_self: 'error',
  message_required: 'error',
  message_max_length: 'error',
  message_too_many: 'error',
  wall_posted: 'success',
  wall_deleted: 'success',
  wall_required: 'error',
  wall_min_length: 'error',
  wall_max_length: 'error',
  wall_too_many: 'error',
  upload_deleted: 'success',
  upload_private: 'success',
  upload_public: 'success',
  upload_readded: 'success',
  owner_edit_saved: 'success',
  owner_edit_to_moderation: 'success',
  owner_edit_closed: 'error',
  owner_act_invalid_request: 'error',
  owner_act_not_allowed: 'error',
  owner_act_not_found: 'error',
  owner_act_not_live: 'error',
  owner_act_taken_down: 'error',
  owner_act_invalid_days: 'error',
  staff_done: 'success',
  staff_undone: 'success',
  staff_undo_late: 'error',
  staff_unchanged: 'error',
  staff_invalid: 'error',
  staff_mail_failed: 'error',
} as const;

export type NoticeCode = keyof typeof NOTICES;

/** Notices whose text is not `notify.{code}`: a comment refused without JavaScript says what the form would say. */
const NOTICE_TEXTS = {
  comment_required: { key: 'form.error.required' },
  comment_min_length: { key: 'form.error.min_length', params: { min: COMMENTS_MIN } },
  comment_max_length: { key: 'form.error.max_length', params: { max: COMMENTS_MAX } },
  comment_too_many: { key: 'form.error.too_many', params: { count: COMMENTS_PER_WINDOW, minutes: COMMENTS_WINDOW_SECONDS / 60 } },
  comment_not_found: { key: 'form.error.not_found' },
  invalid_request: { key: 'form.error.invalid_request' },
  post_report_gone: { key: 'postReport.errors.gone' },
  wall_min_length: { key: 'notify.wall_min_length', params: { min: COMMENTS_MIN } },
  wall_max_length: { key: 'notify.wall_max_length', params: { max: COMMENTS_MAX } },
  wall_too_many: { key: 'notify.wall_too_many', params: { count: WALL_POSTS_PER_WINDOW, minutes: COMMENTS_WINDOW_SECONDS / 60 } },
  message_max_length: { key: 'notify.message_max_length', params: { max: MESSAGE_MAX } },
  message_too_many: { key: 'notify.message_too_many', params: { count: MESSAGES_PER_WINDOW, minutes: MESSAGES_WINDOW_SECONDS / 60 } },
  // Spec section 8: a failed delete, toggle or re-add reads as the server's code followed by ', call administrator'.
  owner_act_invalid_request: { key: 'notify.owner_act_failed', params: { code: 'invalid_request' } },
  owner_act_not_allowed: { key: 'notify.owner_act_failed', params: { code: 'not_allowed' } },
  owner_act_not_found: { key: 'notify.owner_act_failed', params: { code: 'not_found' } },
  owner_act_not_live: { key: 'notify.owner_act_failed', params: { code: 'not_live' } },
  owner_act_taken_down: { key: 'notify.owner_act_failed', params: { code: 'taken_down' } },
  owner_act_invalid_days: { key: 'notify.owner_act_failed', params: { code: 'invalid_days' } },
} as const satisfies Partial<Record<NoticeCode, { key: MessageKey; params?: MessageParams }>>;

/** A notice's text in the visitor's language. */
export function noticeText(t: Translate, code: NoticeCode): string {
  if (Object.hasOwn(NOTICE_TEXTS, code)) {
    const text: { key: MessageKey; params?: MessageParams } = NOTICE_TEXTS[code as keyof typeof NOTICE_TEXTS];
    return t(text.key, text.params);
  }
  return t(`notify.${code as Exclude<NoticeCode, keyof typeof NOTICE_TEXTS>}`);
}
export interface Notice {
  code: NoticeCode;
  kind: (typeof NOTICES)[NoticeCode];
}

export function isNoticeCode(value: string | undefined): value is NoticeCode {
  return value !== undefined && Object.hasOwn(NOTICES, value);
}

/** Carries a notice to the page the response redirects to. */
export function setFlash(c: Context<AppEnv>, code: NoticeCode): void {
  setCookie(c, FLASH_COOKIE, code, { ...COOKIE, maxAge: 60 });
}

/** Reads the notice of the previous response, if any, and clears it so it shows once. */
export function flash(): MiddlewareHandler<AppEnv> {
  return async function readFlash(c, next) {
    const code = getCookie(c, FLASH_COOKIE);
    if (code !== undefined) deleteCookie(c, FLASH_COOKIE, COOKIE);
    c.set('notice', isNoticeCode(code) ? { code, kind: NOTICES[code] } : null);
    await next();
  };
}
