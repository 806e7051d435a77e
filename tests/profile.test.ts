// Profile editing: the /edit/ forms (info, password, avatar, cover) and POST /api/member.php, through the real worker
// against migrated D1, KV and R2.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../views/format';
import { hashPassword, verifyPassword } from '../worker/auth/password';
import { RATE_LIMITS } from '../worker/auth/rate-limit';
import { sha256Hex } from '../worker/auth/random';
import { PROFILE_INFO_FIELDS, type OwnProfile } from '../worker/db/profile';
import { insertSession } from '../worker/db/sessions';
import { jpegBytes, pngBytes, webpBytes } from './image-bytes';
import { firstRow, flashOf, get, post, sessionFor, settledKeyCount } from './helpers';

type InfoRow = OwnProfile & { password_hash: string | null };

const readRow = (userId: number) =>
  firstRow<InfoRow>(
    `SELECT user_id, ${PROFILE_INFO_FIELDS.join(', ')}, avatar, cover, password_hash IS NOT NULL AS has_password, password_hash
       FROM users WHERE user_id = ?1`,
    userId,
  );

let members: number[] = [];
let nextMember = 0;
/** A seeded member no other test touches, so the tests stay independent whatever order they run in. */
function freshMember(): number {
  const id = members[nextMember++];
  if (id === undefined) throw new Error('out of seeded members');
  return id;
}

beforeAll(async () => {
  const rows = await env.DB.prepare('SELECT user_id FROM users WHERE status_id <> 0 AND user_id > 1 ORDER BY user_id LIMIT 60').all<{ user_id: number }>();
  members = rows.results.map((row) => row.user_id);
});

/** Dates as YYYY-MM-DD, `years` before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function upload(
  path: string,
  cookies: Record<string, string>,
  file: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('file', new File([file.bytes], file.name ?? 'picture.png', { type: file.type ?? 'image/png' }));
  return get(path, { method: 'POST', body, cookies });
}

async function objectsUnder(prefix: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((object) => object.key);
}

const FULL_INFO = {
  gender: 'female',
  birth_date: '1990-05-06',
  relationship: 'married',
  orientation: 'bisexual',
  education: 'Art school',
  website: 'https://example.com/me',
  about: 'Hello\r\nworld',
};

describe('guests', () => {
  it('are sent home from /edit/', async () => {
    const response = await get('/edit/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });

  it.each(['/edit/info/', '/edit/password/', '/edit/avatar/', '/edit/cover/'])('are refused on POST %s and nothing changes', async (path) => {
    const before = await readRow(1);
    const response = path.endsWith('info/') || path.endsWith('password/')
      ? await post(path, { ...FULL_INFO, new_password: 'whatever-123' })
      : await upload(path, {}, { bytes: pngBytes(1300, 300) });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
    expect(flashOf(response)).toBe('login_required');
    expect(await readRow(1)).toEqual(before);
  });

  it('get 403 login_required from /api/member.php', async () => {
    const response = await post('/api/member.php', { section: 'info', gender: 'male' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: true, code: 'login_required', field: 'notify', message: 'Please log in to complete this action' });
    const uploadResponse = await upload('/api/member.php', {}, { bytes: pngBytes(120, 120) }, { section: 'u_ava' });
    expect(uploadResponse.status).toBe(403);
  });

  it('a cross-site post is refused before anything runs', async () => {
    const cookies = await sessionFor(freshMember());
    const response = await post('/api/member.php', { section: 'info', gender: 'male' }, { cookies, headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: true, code: 'cross_site' });
  });
});

describe('the /edit/ page', () => {
  it('shows the four forms, the current values, avatar and cover, never cached', async () => {
    const userId = freshMember();
    await env.DB.prepare("UPDATE users SET gender = 'couple', education = 'Evening classes', avatar = 'avatars/pool/3.svg', cover = 'covers/x/c.png' WHERE user_id = ?1").bind(userId).run();
    const response = await get('/edit/', { cookies: await sessionFor(userId) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    for (const action of ['/edit/info/', '/edit/password/', '/edit/avatar/', '/edit/cover/']) expect(html).toContain(`action="${action}"`);
    expect(html.match(/encType="multipart\/form-data"/g)).toHaveLength(2);
    expect(html).toContain('src="/media/avatars/pool/3.svg"');
    expect(html).toContain('src="/media/covers/x/c.png"');
    expect(html).toContain('<option value="couple" selected="">Couple</option>');
    expect(html).toContain('value="Evening classes"');
    expect(html).toContain('at least 1250x250 pixels');
    expect(html).toContain('at least 100x100 pixels');
    expect(html).toContain(`href="/members/${userId}/info/"`);
  });

  it('asks no current password of an account without one (Google sign-in), and does of one with it', async () => {
    const userId = freshMember();
    const cookies = await sessionFor(userId);
    await env.DB.prepare('UPDATE users SET password_hash = NULL WHERE user_id = ?1').bind(userId).run();
    expect(await (await get('/edit/', { cookies })).text()).not.toContain('name="current_password"');
    await env.DB.prepare('UPDATE users SET password_hash = ?2 WHERE user_id = ?1').bind(userId, await hashPassword('first-secret', 1000)).run();
    expect(await (await get('/edit/', { cookies })).text()).toContain('name="current_password"');
  });
});

describe('info fields', () => {
  it('saves every field, answers 303 to /edit/ with a notice and shows them on the info page', async () => {
    const userId = freshMember();
    const response = await post('/edit/info/', FULL_INFO, { cookies: await sessionFor(userId) });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/edit/');
    expect(flashOf(response)).toBe('profile_changed');
    expect(await readRow(userId)).toMatchObject({ ...FULL_INFO, about: 'Hello\nworld' });

    const page = await get('/edit/', { cookies: { ...(await sessionFor(userId)), flash: 'profile_changed' } });
    expect(await page.text()).toContain('Profile changed');

    // Another member reads the public (cached) profile.
    const html = await (await get(`/members/${userId}/info/`, { cookies: await sessionFor(members.at(-1)!) })).text();
    const today = new Date().toISOString().slice(0, 10);
    for (const text of ['Female', 'Married', 'Bisexual', 'Art school', 'href="https://example.com/me"', `<dd>${ageOn('1990-05-06', today)}</dd>`, 'Hello\nworld']) {
      expect(html).toContain(text);
    }
  });

  it('empty fields mean "not specified": NULL, and an empty about', async () => {
    const userId = freshMember();
    const cookies = await sessionFor(userId);
    await post('/edit/info/', FULL_INFO, { cookies });
    const empty = Object.fromEntries(Object.keys(FULL_INFO).map((field) => [field, '']));
    expect((await post('/edit/info/', empty, { cookies })).status).toBe(303);
    expect(await readRow(userId)).toMatchObject({
      gender: null, birth_date: null, relationship: null, orientation: null, education: null, website: null, about: '',
    });
    const html = await (await get(`/members/${userId}/info/`, { cookies })).text();
    expect(html.match(/Not specified/g)!.length).toBeGreaterThanOrEqual(8);
  });

  it('accepts the limits themselves: 18 today, 100, 200 and 1000 characters', async () => {
    const userId = freshMember();
    const website = `https://example.com/${'a'.repeat(200 - 'https://example.com/'.length)}`;
    const form = { birth_date: yearsAgo(18), education: 'é'.repeat(100), website, about: '語'.repeat(1000) };
    const response = await post('/edit/info/', form, { cookies: await sessionFor(userId) });
    expect(response.status).toBe(303);
    expect(await readRow(userId)).toMatchObject(form);
  });

  it('drops the cached public profile, so the JSON API answers the change at once', async () => {
    const userId = freshMember();
    const key = `member/info/${Math.floor(userId / 1000)}/${userId}`;
    const path = `/api/json/member/7200/info/${Math.floor(userId / 1000)}/${userId}.json`;
    await get(path);
    await settledKeyCount();
    expect(await env.CACHE.get(key)).not.toBeNull();
    await post('/edit/info/', { education: 'Fresh from the form' }, { cookies: await sessionFor(userId) });
    expect(await env.CACHE.get(key)).toBeNull();
    expect(await (await get(path)).json()).toMatchObject({ education: 'Fresh from the form' });
  });

  const today = () => new Date().toISOString().slice(0, 10);
  it.each([
    ['gender', 'alien', 'Please choose one of the listed options'],
    ['relationship', 'complicated', 'Please choose one of the listed options'],
    ['orientation', 'pan', 'Please choose one of the listed options'],
    ['birth_date', '1990-02-30', 'Please enter a valid date (YYYY-MM-DD)'],
    ['birth_date', '06/05/1990', 'Please enter a valid date (YYYY-MM-DD)'],
    ['birth_date', '1899-12-31', 'The birth date cannot be before 1900'],
    ['birth_date', 'under-18', 'You must be at least 18 years old'],
    ['birth_date', 'future', 'You must be at least 18 years old'],
    ['education', 'x'.repeat(101), 'At most 100 characters'],
    ['website', 'ftp://example.com/', 'Please enter a web address starting with http:// or https://'],
    ['website', 'javascript:alert(1)', 'Please enter a web address starting with http:// or https://'],
    ['website', 'example.com', 'Please enter a web address starting with http:// or https://'],
    ['website', `https://example.com/${'a'.repeat(181)}`, 'At most 200 characters'],
    ['about', 'y'.repeat(1001), 'At most 1000 characters'],
  ])('refuses %s %j with 422, its message and nothing changed', async (field, raw, message) => {
    const value = raw === 'under-18' ? yearsAgo(18, 1) : raw === 'future' ? `${Number(today().slice(0, 4)) + 1}-01-01` : raw;
    const userId = freshMember();
    const before = await readRow(userId);
    const response = await post('/edit/info/', { ...FULL_INFO, [field]: value }, { cookies: await sessionFor(userId) });
    expect(response.status).toBe(422);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain(`<span id="info-${field}-error" class="field-error">${message}</span>`);
    expect(html).toMatch(new RegExp(`<(input|select|textarea) id="info-${field}"[^>]* aria-invalid="true"`));
    // What was typed is shown again.
    expect(html).toContain(field === 'education' ? `value="${value}"` : 'value="Art school"');
    expect(await readRow(userId)).toEqual(before);
  });

  it('in another language the labels and messages follow it', async () => {
    const userId = freshMember();
    const response = await post('/edit/info/', { gender: 'alien' }, { cookies: { ...(await sessionFor(userId)), app_lang: 'de' } });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain('Bitte wählen Sie eine der angebotenen Optionen');
  });
});

describe('password change', () => {
  async function memberWithPassword(password: string) {
    const userId = freshMember();
    await env.DB.prepare('UPDATE users SET password_hash = ?2 WHERE user_id = ?1').bind(userId, await hashPassword(password, 1000)).run();
    return userId;
  }
  const sessionCount = async (userId: number) => (await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?1', userId)).n;

  it('sets the new password, keeps this session and ends every other one', async () => {
    const userId = await memberWithPassword('old-secret');
    const current = await sessionFor(userId);
    const other = await sessionFor(userId);
    const response = await post('/edit/password/', { current_password: 'old-secret', new_password: 'new-secret-1' }, { cookies: current });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/edit/');
    expect(flashOf(response)).toBe('password_changed');
    const row = await readRow(userId);
    expect(await verifyPassword('new-secret-1', row.password_hash!)).toBe(true);
    expect(await verifyPassword('old-secret', row.password_hash!)).toBe(false);
    expect((await get('/edit/', { cookies: current })).status).toBe(200);
    expect((await get('/edit/', { cookies: other })).status).toBe(302);
    expect(await sessionCount(userId)).toBe(1);
  });

  it('an account without a password (Google sign-in) sets one without a current password', async () => {
    const userId = freshMember();
    await env.DB.prepare('UPDATE users SET password_hash = NULL WHERE user_id = ?1').bind(userId).run();
    const response = await post('/edit/password/', { new_password: 'first-password' }, { cookies: await sessionFor(userId) });
    expect(response.status).toBe(303);
    expect(await verifyPassword('first-password', (await readRow(userId)).password_hash!)).toBe(true);
  });

  it.each([
    ['a wrong current password', { current_password: 'not-it', new_password: 'new-secret-1' }, 'current_password', 'The current password is not correct'],
    ['no current password', { current_password: '', new_password: 'new-secret-1' }, 'current_password', 'This field is required'],
    ['a new password under 5 characters', { current_password: 'old-secret', new_password: '1234' }, 'new_password', 'Password must be 5 to 128 characters'],
    ['a new password over 128 characters', { current_password: 'old-secret', new_password: 'p'.repeat(129) }, 'new_password', 'Password must be 5 to 128 characters'],
    ['no new password', { current_password: 'old-secret', new_password: '' }, 'new_password', 'This field is required'],
  ])('refuses %s with 422; the password and the other sessions stay', async (_case, form, field, message) => {
    const userId = await memberWithPassword('old-secret');
    const current = await sessionFor(userId);
    const other = await sessionFor(userId);
    const response = await post('/edit/password/', form, { cookies: current });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(`<span id="password-${field}-error" class="field-error">${message}</span>`);
    expect(await verifyPassword('old-secret', (await readRow(userId)).password_hash!)).toBe(true);
    expect((await get('/edit/', { cookies: other })).status).toBe(200);
  });

  it('wrong current passwords count as failed logins of the account, up to its limit', async () => {
    const userId = await memberWithPassword('old-secret');
    const cookies = await sessionFor(userId);
    for (let i = 0; i < RATE_LIMITS.login_account.max; i++) {
      expect((await post('/api/member.php', { section: 'password', current_password: `wrong-${i}`, new_password: 'new-secret-1' }, { cookies })).status).toBe(422);
    }
    const response = await post('/api/member.php', { section: 'password', current_password: 'old-secret', new_password: 'new-secret-1' }, { cookies });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: true, code: 'too_many_attempts', codes: { notify: 'too_many_attempts' } });
    expect(await verifyPassword('old-secret', (await readRow(userId)).password_hash!)).toBe(true);
  });
});

describe('avatar and cover uploads', () => {
  it('stores an avatar PNG under the member, serves it at /media/ with its type, and shows it', async () => {
    const userId = freshMember();
    const cookies = await sessionFor(userId);
    const bytes = pngBytes(120, 120);
    const response = await upload('/edit/avatar/', cookies, { bytes, name: 'me.png' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/edit/');
    expect(flashOf(response)).toBe('avatar_changed');
    const { avatar } = await readRow(userId);
    expect(avatar).toMatch(new RegExp(`^avatars/${userId}/[A-Za-z0-9_-]+\\.png$`));
    const object = await env.MEDIA.head(avatar!);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    const served = await get(`/media/${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(await (await get('/edit/', { cookies })).text()).toContain(`src="/media/${avatar}"`);
  });

  it('a new avatar replaces the previous upload, which is deleted; a seeded image outside the folder is left alone', async () => {
    const userId = freshMember();
    const cookies = await sessionFor(userId);
    await env.MEDIA.put('avatars/pool/shared.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await env.DB.prepare("UPDATE users SET avatar = 'avatars/pool/shared.svg' WHERE user_id = ?1").bind(userId).run();
    await upload('/edit/avatar/', cookies, { bytes: pngBytes(100, 100) });
    const first = (await readRow(userId)).avatar!;
    expect(await env.MEDIA.head('avatars/pool/shared.svg')).not.toBeNull();
    // A JPEG sent with a wrong name and type is still a JPEG.
    const response = await upload('/edit/avatar/', cookies, { bytes: jpegBytes(160, 100), name: 'me.gif', type: 'image/gif' });
    expect(response.status).toBe(303);
    const second = (await readRow(userId)).avatar!;
    expect(second).toMatch(/\.jpg$/);
    expect((await env.MEDIA.head(second))?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(await objectsUnder(`avatars/${userId}/`)).toEqual([second]);
    expect(await env.MEDIA.head(first)).toBeNull();
  });

  it('stores a WebP cover of the smallest size allowed', async () => {
    const userId = freshMember();
    const response = await upload('/edit/cover/', await sessionFor(userId), { bytes: webpBytes(1250, 250), name: 'cover.webp', type: 'image/webp' });
    expect(response.status).toBe(303);
    expect(flashOf(response)).toBe('cover_changed');
    const { cover } = await readRow(userId);
    expect(cover).toMatch(new RegExp(`^covers/${userId}/[A-Za-z0-9_-]+\\.webp$`));
    const served = await get(`/media/${cover}`);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
  });

  it.each([
    ['cover', 'a 1000x200 cover', { bytes: pngBytes(1000, 200) }, 'Image too small (at least 1250x250)'],
    ['cover', 'a 1250x249 JPEG cover', { bytes: jpegBytes(1250, 249), name: 'c.jpg', type: 'image/jpeg' }, 'Image too small (at least 1250x250)'],
    ['avatar', 'a 99x120 avatar', { bytes: pngBytes(99, 120) }, 'Image too small (at least 100x100)'],
    ['avatar', 'text named .png', { bytes: new TextEncoder().encode('I am not a picture, only text.'), name: 'me.png' }, 'The file must be a JPEG, PNG or WebP image'],
    ['cover', 'an SVG', { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="400"/>'), name: 'c.svg', type: 'image/svg+xml' }, 'The file must be a JPEG, PNG or WebP image'],
    ['avatar', 'no file', null, 'This field is required'],
  ])('refuses on the %s form %s with 422 and stores nothing', async (image, _case, file, message) => {
    const userId = freshMember();
    const before = await readRow(userId);
    const response = await upload(`/edit/${image}/`, await sessionFor(userId), file);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(`<span id="${image}-file-error" class="field-error">${message}</span>`);
    expect(await readRow(userId)).toEqual(before);
    expect(await objectsUnder(`${image}s/${userId}/`)).toEqual([]);
  });

  it('refuses an image over 5 MB', async () => {
    const userId = freshMember();
    const bytes = pngBytes(2400, 2200);
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const response = await upload('/edit/cover/', await sessionFor(userId), { bytes });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('The file must be at most 5 MB');
    expect(await objectsUnder(`covers/${userId}/`)).toEqual([]);
  });
});

describe('POST /api/member.php', () => {
  it('info: success, then an error with codes and messages by field', async () => {
    const userId = freshMember();
    const cookies = await sessionFor(userId);
    await env.DB.prepare("UPDATE users SET gender = 'male', website = 'https://kept.example/' WHERE user_id = ?1").bind(userId).run();
    const ok = await post('/api/member.php', { section: 'info', orientation: 'gay', education: 'Night school' }, { cookies });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Cache-Control')).toBe('no-store');
    expect(await ok.json()).toEqual({ success: true, notice: 'profile_changed', message: 'Profile changed' });
    // Fields left out keep their value.
    expect(await readRow(userId)).toMatchObject({ gender: 'male', website: 'https://kept.example/', orientation: 'gay', education: 'Night school' });

    const before = await readRow(userId);
    const refused = await post('/api/member.php', { section: 'info', gender: 'robot', website: 'nope', about: 'fine' }, { cookies });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: true,
      code: 'invalid_choice',
      codes: { gender: 'invalid_choice', website: 'url_invalid' },
      messages: { gender: 'Please choose one of the listed options', website: 'Please enter a web address starting with http:// or https://' },
    });
    expect(await readRow(userId)).toEqual(before);
  });

  it('password: success keeps only this session; a wrong current password is a field error', async () => {
    const userId = freshMember();
    await env.DB.prepare('UPDATE users SET password_hash = ?2 WHERE user_id = ?1').bind(userId, await hashPassword('api-secret', 1000)).run();
    const cookies = await sessionFor(userId);
    await insertSession(env.DB, await sha256Hex('another-device-session'), userId, Math.floor(Date.now() / 1000), 3600);
    const wrong = await post('/api/member.php', { section: 'password', current_password: 'nope-nope', new_password: 'api-secret-2' }, { cookies });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      error: true, code: 'wrong_password', codes: { current_password: 'wrong_password' }, messages: { current_password: 'The current password is not correct' },
    });
    const ok = await post('/api/member.php', { section: 'password', current_password: 'api-secret', new_password: 'api-secret-2' }, { cookies });
    expect(await ok.json()).toEqual({ success: true, notice: 'password_changed', message: 'Password changed' });
    expect(await env.DB.prepare('SELECT session_hash FROM sessions WHERE session_hash = ?1').bind(await sha256Hex('another-device-session')).first()).toBeNull();
    expect((await get('/edit/', { cookies })).status).toBe(200);
  });

  it('u_ava and u_cover: success with the new image URL, errors by the file field', async () => {
    const userId = freshMember();
    const cookies = await sessionFor(userId);
    const ok = await upload('/api/member.php', cookies, { bytes: jpegBytes(200, 200), name: 'a.jpg', type: 'image/jpeg' }, { section: 'u_ava' });
    expect(ok.status).toBe(200);
    const { avatar } = await readRow(userId);
    expect(await ok.json()).toEqual({ success: true, notice: 'avatar_changed', message: 'Avatar changed', url: `/media/${avatar}` });

    const okCover = await upload('/api/member.php', cookies, { bytes: webpBytes(1600, 400, 'VP8X'), name: 'c.webp', type: 'image/webp' }, { section: 'u_cover' });
    expect(await okCover.json()).toMatchObject({ success: true, notice: 'cover_changed' });
    expect((await readRow(userId)).cover).toMatch(new RegExp(`^covers/${userId}/.+\\.webp$`));

    const small = await upload('/api/member.php', cookies, { bytes: pngBytes(1000, 200) }, { section: 'u_cover' });
    expect(small.status).toBe(422);
    expect(await small.json()).toEqual({
      error: true, code: 'image_too_small', codes: { file: 'image_too_small' }, messages: { file: 'Image too small (at least 1250x250)' },
    });
    const smallAvatar = await upload('/api/member.php', cookies, { bytes: pngBytes(50, 50) }, { section: 'u_ava' });
    expect(await smallAvatar.json()).toMatchObject({ messages: { file: 'Image too small (at least 100x100)' } });
    const text = await upload('/api/member.php', cookies, { bytes: new TextEncoder().encode('plain text'), name: 'x.png' }, { section: 'u_ava' });
    expect(await text.json()).toMatchObject({ code: 'file_invalid_type', messages: { file: 'The file must be a JPEG, PNG or WebP image' } });
    expect((await readRow(userId)).avatar).toBe(avatar);
  });

  it('a body far over 5 MB is refused unread as file_too_large', async () => {
    const userId = freshMember();
    // Not even the section is read: an unknown one would otherwise be a 400.
    const response = await upload('/api/member.php', await sessionFor(userId), { bytes: new Uint8Array(6 * 1024 * 1024) }, { section: 'unread' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: true, code: 'file_too_large', codes: { file: 'file_too_large' }, messages: { file: 'The file must be at most 5 MB' },
    });
    expect(await objectsUnder(`covers/${userId}/`)).toEqual([]);
  });

  it('an unknown section is a 400', async () => {
    const response = await post('/api/member.php', { section: 'u_banner' }, { cookies: await sessionFor(freshMember()) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: true, code: 'invalid_section', field: 'notify', message: 'This request could not be understood' });
  });
});
