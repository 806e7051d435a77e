// The watch page's view token: the video id and the issue time, signed with MEDIA_SECRET. Anonymous pages come from a
// shared 60 s page cache, so the token proves "a watch page of this video was served lately", not who is watching.
import { VIEW_TOKEN_SECONDS, VIEW_TOKEN_SKEW_SECONDS } from '../config/views';
import { sign, verify } from '../media/signing';

const TOKEN_SHAPE = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;
/** The longest a token may be in a request (issue time, dot, signature); anything longer is a malformed request. */
export const VIEW_TOKEN_MAX_LENGTH = 56;

const text = (videoId: number, issuedAt: number) => `view\n${videoId}\n${issuedAt}`;

/** `{issuedAt}.{signature}` for the beacon's and the pixel's `token` parameter. */
export async function issueViewToken(secret: string, videoId: number, now: number): Promise<string> {
  return `${now}.${await sign(secret, text(videoId, now))}`;
}

/** True for a token this site issued for this video within its lifetime; false when missing, forged, for another video or expired. */
export async function isValidViewToken(secret: string, token: string | undefined, videoId: number, now: number): Promise<boolean> {
  const match = TOKEN_SHAPE.exec(token ?? '');
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > now + VIEW_TOKEN_SKEW_SECONDS || now - issuedAt > VIEW_TOKEN_SECONDS) return false;
  return verify(secret, text(videoId, issuedAt), match[2]!);
}
