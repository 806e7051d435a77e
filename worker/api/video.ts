// GET /api/json/video/86400/{million}/{thousand}/{video_id}.json and the jsond twin: one video with the fields
// of spec section 3, from the entry the video page reads. Deleted and private videos answer their status only;
// the media file key never leaves. What each field means here: docs/api.md, "video: one video".
import { Hono } from 'hono';
import * as z from 'zod';
import { urls } from '../../views/urls';
import { listVideoTags, type VideoDetail, type VideoTag } from '../db/videos';
import type { AppEnv } from '../env';
import { loadVideo } from '../loaders/video';
import { videoItem } from './items';
import { SLOTS_FILE, fileSlots, hasVideoBuckets, idSlot, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';
import { STATUS } from '../domain/vocabularies';

export const videoApi = new Hono<AppEnv>();

const fileSchema = z.tuple([idSlot]);

/** What clients need to show the spec's panels for a deleted or private video, and nothing more. */
function statusBody(video: VideoDetail) {
  return { video_id: video.video_id, status_id: video.status_id, is_private: video.is_private, error: false, code: null };
}

function videoBody(video: VideoDetail, tags: { categories: VideoTag[]; models: VideoTag[] }) {
  return {
    ...videoItem(video),
    description: video.description,
    status_id: video.status_id,
    gender: video.gender,
    width: video.width,
    height: video.height,
    categories: tags.categories,
    models: tags.models,
    user: video.user_id === null ? null : {
      id: video.user_id, username: video.username, visible: video.user_visible, avatar: video.user_avatar ? urls.media(video.user_avatar) : null,
    },
    channel: video.channel_id === null ? null : {
      id: video.channel_id, title: video.channel_title, url: urls.channel(video.channel_dir!), cf1: video.channel_cf1 ?? null, vda: video.channel_vda ?? null,
    },
    // The path names no playlist, so one answer serves every visitor: a video is asked for on its own.
    playlist_id: null,
    error: false,
    code: null,
  };
}

videoApi.get(`/api/:variant{jsond?}/video/:lifetime/:million/:thousand/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('video', p.variant, p.lifetime);
  const file = fileSchema.safeParse(fileSlots(p.slots));
  if (lifetime === null || !file.success || !hasVideoBuckets(file.data[0], p.million, p.thousand)) {
    return jsonError(c, 404, 'not_found');
  }
  const video = await loadVideo(c, file.data[0], { bypass: lifetime === 0 });
  // Awaiting moderation is nobody's business but the uploader's, who sees it on the page.
  if (!video || (video.status_id !== STATUS.active && video.status_id !== STATUS.deleted)) return jsonError(c, 404, 'not_found');
  if (video.status_id === STATUS.deleted || video.is_private === 1) return jsonRead(c, statusBody(video), lifetime);
  // Tags in English: the path has no language, so one answer serves every visitor.
  return jsonRead(c, videoBody(video, await listVideoTags(c.env.DB, video.video_id, 'en')), lifetime);
});
