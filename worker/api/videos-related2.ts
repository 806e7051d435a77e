// GET /api/json/videos_related2/432000/{count*3}/{million}/{thousand}/{video_id}.{type}.{block}.json and the jsond
// twin: a block of three pages of related videos (pages of 12: 36; pages of 20: 60), the blocks the video page reads.
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { loadRelatedBlock, relatedBlockCount } from '../loaders/related';
import { loadVideo } from '../loaders/video';
import { listBody, videoItem } from './items';
import { SLOTS_FILE, fileSlots, hasVideoBuckets, idSlot, pageSlot, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';
import { STATUS } from '../domain/vocabularies';

export const relatedApi = new Hono<AppEnv>();

/** The block sizes the site asks for, and the page size each is three of: 12 (the video page) and 20. */
const PAGE_SIZES = { '36': 12, '60': 20 } as const;

const pathSchema = z.object({
  perPage: z.enum(['36', '60']).transform((size) => PAGE_SIZES[size]),
  slots: z.tuple([idSlot, z.literal('all'), pageSlot]),
});

relatedApi.get(`/api/:variant{jsond?}/videos_related2/:lifetime/:size/:million/:thousand/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('related', p.variant, p.lifetime);
  const path = pathSchema.safeParse({ perPage: p.size, slots: fileSlots(p.slots) });
  if (lifetime === null || !path.success) return jsonError(c, 404, 'not_found');
  const { perPage, slots: [videoId, , block] } = path.data;
  // Blocks past the related list's cap (108 videos) cannot hold anything.
  if (!hasVideoBuckets(videoId, p.million, p.thousand) || block > relatedBlockCount(perPage)) return jsonError(c, 404, 'not_found');
  const bypass = lifetime === 0;
  const video = await loadVideo(c, videoId, { bypass });
  if (!video || video.status_id !== STATUS.active || video.is_private === 1) return jsonError(c, 404, 'not_found');
  const related = (await loadRelatedBlock(c, { videoId, perPage, block }, { bypass })) ?? { items: [], total: 0 };
  // A block after the last one is a 404, as pages past the end of every list are (and it was not stored).
  if (block > 1 && related.items.length === 0) return jsonError(c, 404, 'not_found');
  return jsonRead(c, listBody('videos', related.items.map(videoItem), related.total, 'videos_not_found'), lifetime);
});
