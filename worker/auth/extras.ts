// What every login form needs from the configuration: the captcha's site key and the Google sign-in link (null when off).
import type { Context } from 'hono';
import type { AuthExtras } from '../../views/pages/auth';
import { urls } from '../../views/urls';
import type { AppEnv } from '../env';
import { captchaSiteKey } from './captcha';
import { googleConfigured } from './google';

export function authExtras(c: Context<AppEnv>, back?: string): AuthExtras {
  return { captchaSiteKey: captchaSiteKey(c.env), googleHref: googleConfigured(c.env) ? urls.googleSignIn(back) : null };
}
