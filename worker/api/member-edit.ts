// POST /api/member.php (spec section 7): the member's own data for JS clients. `section` picks the action: own reads
// the member's own record (spec 6: "own data via POST"), fresh and never cached; u_ava and u_cover (multipart, field
// `file`), info and password (url-encoded) write. Shares worker/auth/profile.ts with the /edit/ forms.
import { Hono, type Context } from 'hono';
import { urls } from '../../views/urls';
import { text } from '../auth/accounts';
import { FILE_TOO_LARGE, PROFILE_ACTIONS, profileMessages } from '../auth/profile';
import { type ProfileSection } from '../config/profile';
import type { AppEnv } from '../env';
import { loadMember, visibleTabs } from '../loaders/member';
import { memberInfoBody } from './items';
import { readUploadForm } from '../media/uploads';
import { noticeText } from '../middleware/flash';
import { jsonOutcome, jsonRefusal } from '../http/json';

export const memberEditApi = new Hono<AppEnv>();

const SECTIONS: Record<string, ProfileSection> = { u_ava: 'avatar', u_cover: 'cover', info: 'info', password: 'password' };

/**
 * The member's own record: the profile others read at /api/json/member/.../info/ with every list the owner opens,
 * plus what only they see (the lists they hide from others, their unread messages). Read from D1, never kept.
 */
async function ownRecord(c: Context<AppEnv>, user: { userId: number; unreadMessages: number }) {
  const member = await loadMember(c, user.userId, { bypass: true });
  if (!member) return jsonRefusal(c, 404, 'not_found', 'not_available');
  c.header('Cache-Control', 'no-store');
  const { error, code, ...profile } = memberInfoBody(member, visibleTabs(member, user.userId), new Date().toISOString().slice(0, 10));
  return c.json({
    ...profile,
    hidden_lists: member.hidden_lists.split(',').filter(Boolean),
    unread_messages: user.unreadMessages,
    error,
    code,
  });
}

memberEditApi.post('/api/member.php', async (c) => {
  const user = c.get('user');
  const t = c.get('t');
  if (!user) return jsonRefusal(c, 403, 'login_required', 'login_required');
  const form = await readUploadForm(c);
  // A body too large to read can only have been an upload.
  if (form === null) return jsonOutcome(c, FILE_TOO_LARGE, (codes) => profileMessages(t, 'avatar', codes));
  const name = text(form.section);
  if (name === 'own') return ownRecord(c, user);
  const section = Object.hasOwn(SECTIONS, name) ? SECTIONS[name]! : null;
  if (!section) return jsonRefusal(c, 400, 'invalid_section', 'invalid_request');
  const action = PROFILE_ACTIONS[section];
  const outcome = await action.run(c, user.userId, form);
  return jsonOutcome(c, outcome, (codes) => profileMessages(t, section, codes), {
    notice: action.notice,
    message: noticeText(t, action.notice),
    ...(outcome.ok && outcome.key && { url: urls.media(outcome.key) }),
  });
});
