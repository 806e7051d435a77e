// Private messages (spec's /api/messages.php and the inbox pages): sending to another member, never to yourself, to
// a member who blocked you or whom you blocked; 1 to 2000 characters, at most 20 in 10 minutes.
import type { Context } from 'hono';
import { text } from '../auth/accounts';
import { MESSAGE_MAX, MESSAGES_PER_WINDOW, MESSAGES_WINDOW_SECONDS } from '../config/limits';
import { readRelation } from '../db/friends';
import { insertMessage } from '../db/messages';
import { targetExists } from '../db/subscriptions';
import type { AppEnv } from '../env';
import type { NoticeCode } from '../middleware/flash';
import { nowSeconds } from '../http/clock';
import { idSchema } from '../http/params';
import { checkLength, memberText } from './text-rules';

export type MessageCode = 'login_required' | 'invalid_request' | 'not_found' | 'self' | 'blocked' | 'required' | 'max_length' | 'too_many';
export type SendOutcome =
  | { ok: true; notice: NoticeCode; messageId: number; recipientId: number }
  | { ok: false; code: MessageCode; notice?: NoticeCode; recipientId?: number };

export const MESSAGE_INFO = {
  max_length: { max: MESSAGE_MAX },
  too_many: { count: MESSAGES_PER_WINDOW, minutes: MESSAGES_WINDOW_SECONDS / 60 },
};

/** user_id (the recipient), message. */
export async function sendMessage(c: Context<AppEnv>, form: Record<string, unknown>): Promise<SendOutcome> {
  const user = c.get('user');
  if (!user) return { ok: false, code: 'login_required', notice: 'login_required' };
  const recipient = idSchema.safeParse(text(form.user_id));
  if (!recipient.success) return { ok: false, code: 'invalid_request' };
  const recipientId = recipient.data;
  if (recipientId === user.userId) return { ok: false, code: 'self', notice: 'message_self', recipientId };
  const body = memberText(form.message);
  const refusal = checkLength(body, 1, MESSAGE_MAX);
  if (refusal) return { ok: false, code: refusal.code as 'required' | 'max_length', notice: `message_${refusal.code as 'required' | 'max_length'}`, recipientId };
  const db = c.env.DB;
  const now = nowSeconds();
  const [exists, relation] = await Promise.all([targetExists(db, 'member', recipientId), readRelation(db, user.userId, recipientId)]);
  if (!exists) return { ok: false, code: 'not_found', notice: 'not_available' };
  if (relation.blocking || relation.blockedBy) return { ok: false, code: 'blocked', notice: 'contact_blocked', recipientId };
  const within = { max: MESSAGES_PER_WINDOW, since: now - MESSAGES_WINDOW_SECONDS };
  const messageId = await insertMessage(db, { senderId: user.userId, recipientId, body, now, within });
  if (messageId === null) return { ok: false, code: 'too_many', notice: 'message_too_many', recipientId };
  return { ok: true, notice: 'message_sent', messageId, recipientId };
}
