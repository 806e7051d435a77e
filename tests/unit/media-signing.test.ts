// Signed media grants: a folder for a purpose until an expiry, in the path; refused when expired, forged, moved to
// another folder or another purpose.
import { describe, expect, it } from 'vitest';
import { checkGrant, expiryFrom, grantedPath, grantMedia } from '../../worker/media/signing';
import { SIGNED_URL_SECONDS } from '../../worker/config/limits';

const secret = 'test-secret';
/** The `{expires}.{signature}` part of a granted path. */
const tokenOf = (path: string) => path.split('/')[3]!;

describe('signed media grants', () => {
  it('expire on a whole hour between 6 and 7 hours from now', () => {
    const now = 1_800_000_123;
    const expires = expiryFrom(now);
    expect(expires % 3600).toBe(0);
    expect(expires - now).toBeGreaterThan(SIGNED_URL_SECONDS);
    expect(expires - now).toBeLessThanOrEqual(SIGNED_URL_SECONDS + 3600);
  });

  it('name every file of the folder in the path, and verify until expiry, then are expired', async () => {
    const grant = await grantMedia(secret, 'videos/7-abc', 'play', 1_000);
    const path = grantedPath(grant, 'master.m3u8');
    expect(path).toMatch(/^\/media\/play\/\d+\.[A-Za-z0-9_-]{43}\/videos\/7-abc\/master\.m3u8$/);
    expect(grantedPath(grant, '360.mp4')).toBe(path.replace('master.m3u8', '360.mp4'));
    expect(await checkGrant(secret, 'videos/7-abc', 'play', tokenOf(path), grant.expires - 1)).toBe('valid');
    expect(await checkGrant(secret, 'videos/7-abc', 'play', tokenOf(path), grant.expires)).toBe('expired');
  });

  it("refuse another video's folder, a folder below, a changed expiry, another secret, a mangled token", async () => {
    const grant = await grantMedia(secret, 'videos/7-abc', 'play', 1_000);
    const token = tokenOf(grantedPath(grant, 'x.mp4'));
    expect(await checkGrant(secret, 'videos/8-def', 'play', token, 1)).toBe('forged');
    expect(await checkGrant(secret, 'videos/7-abc/sub', 'play', token, 1)).toBe('forged');
    expect(await checkGrant(secret, 'videos', 'play', token, 1)).toBe('forged');
    expect(await checkGrant(secret, 'videos/7-abc', 'play', token.replace(/^\d+/, String(grant.expires + 3600)), 1)).toBe('forged');
    expect(await checkGrant('other', 'videos/7-abc', 'play', token, 1)).toBe('forged');
    expect(await checkGrant(secret, 'videos/7-abc', 'play', `${grant.expires}.${'A'.repeat(43)}`, 1)).toBe('forged');
    for (const bad of ['', '5000', `${grant.expires}`, `${grant.expires}.short`, `x.${grant.signature}`, `${grant.expires}.${grant.signature}=`]) {
      expect(await checkGrant(secret, 'videos/7-abc', 'play', bad, 1), bad).toBe('forged');
    }
  });

  it('a play grant cannot be turned into a download grant', async () => {
    const play = await grantMedia(secret, 'videos/7-abc', 'play', 1_000);
    expect(await checkGrant(secret, 'videos/7-abc', 'download', tokenOf(grantedPath(play, 'a.mp4')), 1)).toBe('forged');
    const download = await grantMedia(secret, 'videos/7-abc', 'download', 1_000);
    expect(await checkGrant(secret, 'videos/7-abc', 'download', tokenOf(grantedPath(download, 'a.mp4')), 1)).toBe('valid');
  });
});
