// A video's files as players and downloads reach them: one signed grant to the video's folder, the master playlist
// when it streams, and every rendition as an MP4 with its size.
import type { Rendition, VideoDetail } from '../db/videos';
import type { Bindings } from '../env';
import type { VideoStream } from '../domain/player-sources';
import { grantedPath, grantMedia, type MediaPurpose } from './signing';

export type VideoMedia = Pick<VideoDetail, 'file_key' | 'file_size' | 'stream_key' | 'renditions' | 'width' | 'height'>;

export interface VideoFiles extends VideoStream {
  renditions: readonly { height: number; width: number; size: number; file: string }[];
  /** When the grant ends (unix seconds). */
  expires: number;
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));
const fileOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** The renditions in the video's folder (all of them are), largest first; a video with none listed has its one file. */
export function renditionsOf(video: VideoMedia): Rendition[] {
  const folder = folderOf(video.file_key);
  const listed = video.renditions.filter((r) => folderOf(r.key) === folder);
  const all = listed.length > 0 ? listed : [{ height: video.height, width: video.width, size: video.file_size, key: video.file_key }];
  return [...all].sort((a, b) => b.height - a.height);
}

export async function videoFiles(env: Pick<Bindings, 'MEDIA_SECRET'>, video: VideoMedia, purpose: MediaPurpose, now = Math.floor(Date.now() / 1000)): Promise<VideoFiles> {
  const grant = await grantMedia(env.MEDIA_SECRET, folderOf(video.file_key), purpose, now);
  const streams = video.stream_key !== null && folderOf(video.stream_key) === grant.dir;
  return {
    base: grantedPath(grant, ''),
    master: streams ? fileOf(video.stream_key!) : null,
    renditions: renditionsOf(video).reverse().map((r) => ({ height: r.height, width: r.width, size: r.size, file: fileOf(r.key) })),
    expires: grant.expires,
  };
}

/** A link to one file of a video's folder (the moderation console plays the largest). */
export async function videoFileUrl(env: Pick<Bindings, 'MEDIA_SECRET'>, key: string, purpose: MediaPurpose, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return grantedPath(await grantMedia(env.MEDIA_SECRET, folderOf(key), purpose, now), fileOf(key));
}
