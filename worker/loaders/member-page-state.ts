// What a page adds for a signed-in member, read in the round trip that reads their session (middleware/session.ts):
// on the watch page, the "Add to" state, the video's counts and the member's subscription to its channel or uploader as
// they are now; on an album page, the album's counts as they are now. Everything else members see comes from the same
// cached data guests get.
import type { AddToState } from '../db/lists';
import { readAddToState } from '../db/lists';
import { readAlbumCounts, type AlbumCounts } from '../db/albums';
import type { MemberRef } from '../db/member-ref';
import { readVideoSubscription, type VideoSubscription } from '../db/subscriptions';
import { readVideoCounts, type VideoCounts } from '../db/videos';

export interface VideoMemberState {
  kind: 'video';
  videoId: number;
  addTo: AddToState;
  counts: VideoCounts | null;
  subscription: VideoSubscription | null;
}

export interface AlbumMemberState {
  kind: 'album';
  albumId: number;
  counts: AlbumCounts | null;
}

export type MemberPageState = VideoMemberState | AlbumMemberState;

/** The watch page's path (routes/video.tsx: /videos/{id}/{dir}/). */
const WATCH_PAGE = /^\/videos\/([1-9][0-9]{0,9})\/[^/]+\/$/;
/** The album page's path (routes/albums.tsx: /album/{id}/{dir}/). */
const ALBUM_PAGE = /^\/album\/([1-9][0-9]{0,9})\/[^/]+\/$/;

/** The member's own state on the watch page, keyed by `member`: also their subscription to its channel or uploader. */
export async function readVideoMemberState(db: D1Database, member: MemberRef, videoId: number): Promise<VideoMemberState> {
  const [addTo, counts, subscription] = await Promise.all([
    readAddToState(db, member, videoId),
    readVideoCounts(db, videoId),
    readVideoSubscription(db, member, videoId),
  ]);
  return { kind: 'video', videoId, addTo, counts, subscription };
}

/** The member's view of an album page: the album's counts their own votes and comments may just have moved. */
export async function readAlbumMemberState(db: D1Database, albumId: number): Promise<AlbumMemberState> {
  return { kind: 'album', albumId, counts: await readAlbumCounts(db, albumId) };
}

/** The reads a page at `path` needs for the member behind `member`, or null when it needs none. */
export function readMemberPageState(db: D1Database, path: string, member: MemberRef): Promise<MemberPageState> | null {
  const watch = WATCH_PAGE.exec(path);
  if (watch && Number(watch[1]) <= 2 ** 31) return readVideoMemberState(db, member, Number(watch[1]));
  const album = ALBUM_PAGE.exec(path);
  if (album && Number(album[1]) <= 2 ** 31) return readAlbumMemberState(db, Number(album[1]));
  return null;
}
