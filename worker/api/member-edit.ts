// POST /api/member.php (spec section 7): the member's own data for JS clients. `section` picks the action: u_ava and
// u_cover (multipart, field `file`), info and password (url-encoded). Shares worker/auth/profile.ts with the /edit/ forms.
import { Hono } from 'hono';
import { urls } from '../../views/urls';
import { text } from '../auth/accounts';
import { FILE_TOO_LARGE, PROFILE_ACTIONS, profileMessages } from '../auth/profile';
import { type ProfileSection } from '../config/profile';
import type { AppEnv } from '../env';
import { readUploadForm } from '../media/uploads';
import { noticeText } from '../middleware/flash';
import { jsonError, jsonOutcome } from '../http/json';

export const memberEditApi = new Hono<AppEnv>();

const SECTIONS: Record<string, ProfileSection> = { u_ava: 'avatar', u_cover: 'cover', info: 'info', password: 'password' };

memberEditApi.post('/api/member.php', async (c) => {
  const user = c.get('user');
  if (!user) return jsonError(c, 403, 'login_required');
  const t = c.get('t');
  const form = await readUploadForm(c);
  // A body too large to read can only have been an upload.
  if (form === null) return jsonOutcome(c, FILE_TOO_LARGE, (codes) => profileMessages(t, 'avatar', codes));
  const name = text(form.section);
  const section = Object.hasOwn(SECTIONS, name) ? SECTIONS[name]! : null;
  if (!section) return jsonError(c, 400, 'invalid_section');
  const action = PROFILE_ACTIONS[section];
  const outcome = await action.run(c, user.userId, form);
  return jsonOutcome(c, outcome, (codes) => profileMessages(t, section, codes), {
    notice: action.notice,
    message: noticeText(t, action.notice),
    ...(outcome.ok && outcome.key && { url: urls.media(outcome.key) }),
  });
});
