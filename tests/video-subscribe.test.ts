// The watch page's subscribe button: for the video's channel when it has one, else for its uploader; guests are sent to
// log in, members subscribe with a plain form (303 back with a notice) or htmx (the control swapped), never to themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, flashOf, get, HTMX, memberFactory, post, sessionFor } from './helpers';

const newMember = memberFactory(985_000);

interface WatchVideo { video_id: number; dir: string; user_id: number; channel_id: number | null }

let channelVideo: WatchVideo;
let uploaderVideo: WatchVideo;

const watchUrl = (video: WatchVideo) => `/videos/${video.video_id}/${video.dir}/`;

/** The page's subscribe control (the part htmx swaps), or undefined when the page shows none. */
function controlOf(html: string): string | undefined {
  return /<div id="profile-actions"[^>]*>[^]*?<\/div>/.exec(html)?.[0];
}

/** The hidden fields of the control's form, as the browser would post them. */
function formOf(control: string): Record<string, string> {
  return Object.fromEntries([...control.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]));
}

/** The count as the control shows it, in English ("1 subscriber", "2 subscribers"). */
const countText = (n: number) => `<span>${n} subscriber${n === 1 ? '' : 's'}</span>`;

const subscribersOf = async (target: 'channel' | 'member', id: number) =>
  (await firstRow<{ n: number }>(target === 'channel' ? 'SELECT subscribers AS n FROM channels WHERE channel_id = ?1' : 'SELECT subscribers_count AS n FROM users WHERE user_id = ?1', id)).n;

beforeAll(async () => {
  const live = `FROM videos v JOIN users u ON u.user_id = v.user_id WHERE v.status_id = 1 AND v.is_private = 0 AND u.status_id <> 0`;
  channelVideo = await firstRow(`SELECT v.video_id, v.dir, v.user_id, v.channel_id ${live} AND v.channel_id IS NOT NULL ORDER BY v.video_id LIMIT 1`);
  uploaderVideo = await firstRow(`SELECT v.video_id, v.dir, v.user_id, v.channel_id ${live} AND v.channel_id IS NULL ORDER BY v.video_id LIMIT 1`);
});

describe('subscribe button on the watch page', () => {
  it('guests get a cacheable page whose button leads to sign-in and back', async () => {
    const response = await get(watchUrl(channelVideo), { cookies: { _agev: '1' } });
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const control = controlOf(await response.text())!;
    expect(control).toContain(`href="/signin/?back=${encodeURIComponent(watchUrl(channelVideo))}" data-login="">Subscribe</a>`);
    expect(control).not.toContain('<form');
    expect(control).toContain(countText(await subscribersOf('channel', channelVideo.channel_id!)));
  });

  it('a channel video subscribes to its channel, a video without one to its uploader', async () => {
    const { cookies } = await newMember();
    const channelForm = formOf(controlOf(await (await get(watchUrl(channelVideo), { cookies })).text())!);
    expect(channelForm).toMatchObject({ section: 'add', target: 'channel', target_id: String(channelVideo.channel_id), part: 'subscribe' });
    const uploaderForm = formOf(controlOf(await (await get(watchUrl(uploaderVideo), { cookies })).text())!);
    expect(uploaderForm).toMatchObject({ section: 'add', target: 'member', target_id: String(uploaderVideo.user_id), part: 'subscribe' });
  });

  it('without JavaScript: 303 back to the video with a notice; on reload Unsubscribe and the count moved', async () => {
    const { cookies } = await newMember();
    const page = watchUrl(channelVideo);
    const before = await subscribersOf('channel', channelVideo.channel_id!);
    const control = controlOf(await (await get(page, { cookies })).text())!;
    expect(control).toContain('>Subscribe</button>');
    expect(control).toContain(countText(before));
    const answer = await post('/subscribe/', formOf(control), { cookies });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(`${page}#profile-actions`);
    expect(flashOf(answer)).toBe('subscribed_channel');
    const after = controlOf(await (await get(page, { cookies })).text())!;
    expect(after).toContain('>Unsubscribe</button>');
    expect(after).toContain(countText(before + 1));
    expect(formOf(after)).toMatchObject({ section: 'rem', target: 'channel' });
    // The guests' copy of the page carries no member's state.
    expect(controlOf(await (await get(page, { cookies: { _agev: '1' } })).text())).not.toContain('Unsubscribe');
  });

  it('with htmx: the control comes back with the new state and count, the notice out of band', async () => {
    const { cookies } = await newMember();
    const before = await subscribersOf('member', uploaderVideo.user_id);
    const form = formOf(controlOf(await (await get(watchUrl(uploaderVideo), { cookies })).text())!);
    const response = await post('/subscribe/', form, { cookies, headers: HTMX });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<div id="profile-actions" class="profile__actions watch__subscribe">/);
    expect(html).toContain('>Unsubscribe</button>');
    expect(html).toContain(countText(before + 1));
    expect(html).toContain('Subscribed to the member');
    // Friendship, messages and blocking belong to the member's profile, not to the watch page.
    expect(html).not.toContain('/friends/');
    const undone = await (await post('/subscribe/', formOf(controlOf(html)!), { cookies, headers: HTMX })).text();
    expect(undone).toContain('>Subscribe</button>');
    expect(undone).toContain(countText(before));
  });

  it('the uploader sees no button on their own video', async () => {
    const cookies = await sessionFor(uploaderVideo.user_id);
    const html = await (await get(watchUrl(uploaderVideo), { cookies })).text();
    expect(html).toContain('/logout/');
    expect(controlOf(html)).toBeUndefined();
  });
});
