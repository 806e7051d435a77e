// GET /api/json/video/86400/{million}/{thousand}/{video_id}.json and the jsond twin: one video with the fields
// of spec section 3, from the entry the video page reads. Deleted and private videos answer their status only;
// the media file key never leaves. What each field means here: docs/api.md, "video: one video".
import { Hono } from 'hono';
import * as z from 'zod';
import { formatDuration } from '../../views/format';
import { cardImageSrc, posterSrc } from '../../views/parts/card-image';
import { urls } from '../../views/urls';
import { listVideoTags, type VideoDetail, type VideoTag } from '../db/videos';
import type { AppEnv } from '../env';
import { loadVideo } from '../loaders/video';
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
    video_id: video.video_id,
    dir: video.dir,
    title: video.title,
    description: video.description,
    duration: formatDuration(video.duration),
    post_date: new Date(video.post_date * 1000).toISOString(),
    thumb: urls.media(video.thumb),
    thumbsrc: cardImageSrc(video.thumb, video.thumb_set),
    scr: posterSrc(video.thumb, video.thumb_set),
    url: urls.video(video.video_id, video.dir),
    status_id: video.status_id,
    is_private: video.is_private,
    gender: video.gender,
    sg_id: video.sg_id,
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
    statistics: { viewed: video.viewed, likes: video.likes, dislikes: video.dislikes, comments: video.comments_count },
    video_viewed: video.viewed,
    rating: video.rating,
    // Entries cached before these fields were read lack them: null until the entry is read again.
    ex_tube: video.ex_tube ?? null,
    ex_id: video.ex_id ?? null,
    ex_url: video.ex_url ?? null,
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
