// Signed media URLs: valid until their expiry, refused when expired, forged, re-targeted or re-purposed.
import { describe, expect, it } from 'vitest';
import { expiryFrom, signedMediaUrl, verifyMedia, SIGNED_URL_SECONDS } from '../worker/media/signing';

const secret = 'test-secret';
const query = (url: string) => new URL(url, 'http://x').searchParams;

describe('signed media URLs', () => {
  it('expire on a whole hour between 6 and 7 hours from now', () => {
    const now = 1_800_000_123;
    const expires = expiryFrom(now);
    expect(expires % 3600).toBe(0);
    expect(expires - now).toBeGreaterThan(SIGNED_URL_SECONDS);
    expect(expires - now).toBeLessThanOrEqual(SIGNED_URL_SECONDS + 3600);
  });

  it('verify until expiry, then are expired', async () => {
    const url = await signedMediaUrl(secret, { key: 'videos/1.mp4', expires: 2_000, download: false });
    expect(url).toMatch(/^\/media\/videos\/1\.mp4\?e=2000&s=[A-Za-z0-9_-]{43}$/);
    expect((await verifyMedia(secret, 'videos/1.mp4', query(url), 1_999)).verdict).toBe('valid');
    expect((await verifyMedia(secret, 'videos/1.mp4', query(url), 2_000)).verdict).toBe('expired');
  });

  it('refuse another key, a changed expiry, another secret, a missing or mangled signature', async () => {
    const url = await signedMediaUrl(secret, { key: 'videos/1.mp4', expires: 5_000, download: false });
    expect((await verifyMedia(secret, 'videos/2.mp4', query(url), 1)).verdict).toBe('forged');
    expect((await verifyMedia(secret, 'videos/1.mp4', query(url.replace('e=5000', 'e=9000')), 1)).verdict).toBe('forged');
    expect((await verifyMedia('other', 'videos/1.mp4', query(url), 1)).verdict).toBe('forged');
    expect((await verifyMedia(secret, 'videos/1.mp4', new URLSearchParams('e=5000'), 1)).verdict).toBe('forged');
    expect((await verifyMedia(secret, 'videos/1.mp4', query(url.replace(/s=.{5}/, 's=AAAAA')), 1)).verdict).toBe('forged');
    expect((await verifyMedia(secret, 'videos/1.mp4', new URLSearchParams('e=5000&s=%FF%FE'), 1)).verdict).toBe('forged');
  });

  it('a play link cannot be turned into a download link', async () => {
    const play = await signedMediaUrl(secret, { key: 'videos/1.mp4', expires: 5_000, download: false });
    expect((await verifyMedia(secret, 'videos/1.mp4', query(`${play}&dl=1`), 1)).verdict).toBe('forged');
    const download = await signedMediaUrl(secret, { key: 'videos/1.mp4', expires: 5_000, download: true });
    expect(await verifyMedia(secret, 'videos/1.mp4', query(download), 1)).toEqual({ verdict: 'valid', download: true });
  });
});
