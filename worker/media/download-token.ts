// The download landing's wait, checked by the server: the page carries a signed issue time, and the file link
// is only handed out once the wait has passed, with or without JavaScript.
import * as z from 'zod';
import { DOWNLOAD_TOKEN_SECONDS, DOWNLOAD_WAIT_SECONDS, TELEGRAM_DOWNLOAD_WAIT_SECONDS } from '../config/limits';
import { sign, verify } from './signing';

export interface DownloadToken {
  videoId: number;
  telegram: boolean;
  /** Unix seconds when the landing was shown. */
  issuedAt: number;
  signature: string;
}

export type TokenState = { state: 'ready' } | { state: 'early'; seconds: number } | { state: 'expired' } | { state: 'forged' };

export const waitSeconds = (telegram: boolean) => (telegram ? TELEGRAM_DOWNLOAD_WAIT_SECONDS : DOWNLOAD_WAIT_SECONDS);

const text = (videoId: number, telegram: boolean, issuedAt: number) => `download\n${videoId}\n${telegram ? 'tg' : 'web'}\n${issuedAt}`;

export async function issueDownloadToken(secret: string, videoId: number, telegram: boolean, now: number): Promise<DownloadToken> {
  return { videoId, telegram, issuedAt: now, signature: await sign(secret, text(videoId, telegram, now)) };
}

export async function checkDownloadToken(secret: string, token: DownloadToken, now: number): Promise<TokenState> {
  if (!(await verify(secret, text(token.videoId, token.telegram, token.issuedAt), token.signature))) return { state: 'forged' };
  const readyAt = token.issuedAt + waitSeconds(token.telegram);
  if (now < readyAt) return { state: 'early', seconds: readyAt - now };
  if (now > readyAt + DOWNLOAD_TOKEN_SECONDS) return { state: 'expired' };
  return { state: 'ready' };
}

/** A video id as a download link carries it. */
export const downloadId = z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number);
/** The query of a download link: the video, the variant, the landing's token and the rendition. */
export const tokenQuery = z.object({
  video_id: downloadId,
  tg: z.literal('1').optional(),
  t: z.string().regex(/^[0-9]{1,12}$/).transform(Number),
  s: z.string().max(64),
  /** The rendition's height; the largest without it. */
  quality: z.string().regex(/^[1-9][0-9]{0,3}$/).transform(Number).optional(),
});
