// A body that claims to be a form but cannot be read as one is a clean 400 on every form action, never a 500.
import { describe, expect, it } from 'vitest';
import { get, sessionFor } from './helpers';

const ACTIONS = [
  '/signin/', '/signup/', '/restore-password/', '/new-password/?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '/information/support/',
  '/edit/info/', '/edit/avatar/', '/vote/', '/comment/', '/input/', '/prefs/age-gate/', '/api/login.php', '/api/signup.php',
  '/api/report.php', '/api/member.php', '/api/input.php', '/api/stat.php',
];

describe('unreadable form bodies', () => {
  it.each(ACTIONS)('%s: 400, as a page or as JSON under /api/', async (path) => {
    const cookies = await sessionFor(1);
    for (const type of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      const response = await get(path, { method: 'POST', cookies, body: '--xyz\r\nnot a part\x00', headers: { 'Content-Type': type } });
      expect(response.status, type).toBe(400);
      if (path.startsWith('/api/')) expect(await response.json()).toEqual({ error: true, code: 'invalid_request' });
      else expect(await response.text()).toContain('The request could not be understood.');
    }
  });
});
