// The links to a video's file: signed play links for the player, signed download links for the landing.
import type { AppEnv } from '../env';
import { expiryFrom, signedMediaUrl } from './signing';

export async function videoFileUrl(env: AppEnv['Bindings'], fileKey: string, download: boolean, now = Math.floor(Date.now() / 1000)) {
  const expires = expiryFrom(now);
  return { url: await signedMediaUrl(env.MEDIA_SECRET, { key: fileKey, expires, download }), expires };
}
