// The contact form on /information/support/ and /api/report.php: the spec's per-field errors, an optional image checked
// by its bytes, the rate limit, the report stored for moderators with its attachment kept out of /media/.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../worker/auth/rate-limit';
import { get } from './helpers';
import { pngBytes } from './image-bytes';

let ip = 0;
function send(path: string, fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }, cookies?: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('file', new File([file.bytes], file.name, { type: file.type }));
  ip += 1;
  return get(path, { method: 'POST', body, cookies, headers: { 'CF-Connecting-IP': `100.64.0.${ip}` } });
}

const VALID = { subject: 'technical', email: 'viewer@example.test', message: 'The video stops after ten seconds.', ref: '/videos/1/x/' };

async function reportCount(): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM reports').first<{ n: number }>())!.n;
}

describe('contact form', () => {
  it('the support page carries the form, with the page a report link came from', async () => {
    const html = await (await get('/information/support/?ref=%2Fvideos%2F5%2Fclip%2F')).text();
    expect(html).toContain('encType="multipart/form-data"');
    expect(html).toContain('name="subject"');
    expect(html).toContain('value="/videos/5/clip/"');
    for (const subject of ['dmca', 'technical', 'inappropriate', 'support']) expect(html).toContain(`value="${subject}"`);
  });

  it('sends: 303 back to the reported page with "Message sent. Thank you!", stored with the image out of public reach', async () => {
    const before = await reportCount();
    const response = await send('/information/support/', VALID, { bytes: pngBytes(320, 200), name: 'shot.txt', type: 'text/plain' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/videos/1/x/');
    expect(response.headers.getSetCookie().some((line) => line.startsWith('flash=contact_sent'))).toBe(true);
    expect(await reportCount()).toBe(before + 1);
    const row = await env.DB.prepare('SELECT subject, email, message, ref, file_key FROM reports ORDER BY report_id DESC LIMIT 1').first<Record<string, string>>();
    expect(row).toMatchObject({ subject: 'technical', email: VALID.email, message: VALID.message, ref: VALID.ref });
    expect(row!.file_key).toMatch(/^reports\/[A-Za-z0-9_-]+\.png$/);
    expect((await env.MEDIA.head(row!.file_key!))?.httpMetadata?.contentType).toBe('image/png');
    expect((await get(`/media/${row!.file_key}`)).status).toBe(404);
    const toast = await (await get('/videos/latest-updates/1/', { cookies: { flash: 'contact_sent' } })).text();
    expect(toast).toContain('Message sent. Thank you!');
  });

  it.each([
    [{ email: '' }, 'This field is required'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ message: '   ' }, 'This field is required'],
    [{ message: 'x'.repeat(1501) }, 'At most 1500 characters'],
    [{ subject: 'billing' }, 'This field is required'],
  ])('%o → 422 "%s", nothing stored', async (change, message) => {
    const before = await reportCount();
    const response = await send('/information/support/', { ...VALID, ...change });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(message);
    expect(await reportCount()).toBe(before);
  });

  it('1500 characters are allowed', async () => {
    expect((await send('/information/support/', { ...VALID, message: 'y'.repeat(1500) })).status).toBe(303);
  });

  it('a file that is not an image by its bytes is file_invalid_type, whatever its name', async () => {
    const response = await send('/api/report.php', VALID, { bytes: new TextEncoder().encode('not really a picture'), name: 'photo.png', type: 'image/png' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [{ field: 'file', code: 'file_invalid_type', message: 'The file must be a JPEG, PNG or WebP image' }],
    });
  });

  it('a file over 5 MB is file_too_large', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pngBytes(10, 10));
    const response = await send('/api/report.php', VALID, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(await response.json()).toMatchObject({ errors: [{ field: 'file', code: 'file_too_large' }] });
  });

  it('/api/report.php answers ok, or an errors list with every refused field', async () => {
    expect(await (await send('/api/report.php', VALID)).json()).toEqual({ ok: true, message: 'Message sent. Thank you!' });
    const refused = await send('/api/report.php', { subject: 'dmca', email: 'bad', message: '' });
    expect(refused.status).toBe(422);
    const { errors } = await refused.json<{ errors: { field: string; code: string }[] }>();
    expect(errors.map((e) => [e.field, e.code])).toEqual([['email', 'email_invalid'], ['message', 'required']]);
  });

  it(`at most ${RATE_LIMITS.contact_ip.max} messages per address an hour`, async () => {
    const body = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(VALID)) form.set(name, value);
      return form;
    };
    const headers = { 'CF-Connecting-IP': '100.64.1.1' };
    for (let i = 0; i < RATE_LIMITS.contact_ip.max; i++) expect((await get('/api/report.php', { method: 'POST', body: body(), headers })).status).toBe(200);
    const limited = await get('/api/report.php', { method: 'POST', body: body(), headers });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ errors: [{ field: 'notify', code: 'too_many_attempts' }] });
  });
});
