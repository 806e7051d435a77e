// JSON responses of the /api/ surface: cached reads carry their lifetime, errors are small and never cached.
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export function jsonRead(c: Context<AppEnv>, body: unknown, lifetime: number) {
  c.header('Cache-Control', lifetime > 0 ? `public, max-age=${lifetime}` : 'no-store');
  return c.json(body);
}

export function jsonError(c: Context<AppEnv>, status: 400 | 403 | 404, code: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code }, status);
}
