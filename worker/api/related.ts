// GET /api/json/videos_related2/432000/{count*3}/{million}/{thousand}/{video_id}.{type}.{block}.json and the
// jsond twin: a block of three pages of related videos (12 per page: 36; 20 per page: 60), as the video page reads them.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { RELATED_BLOCK_PAGES, RELATED_MAX, loadRelatedBlock, loadVideo } from '../loaders/video';
import { videoItem, listBody } from './items';
import { SLOTS_FILE, fileSlots, positiveInt, variantLifetime } from './path';
import { jsonError, jsonRead } from './respond';
import { bucketedId } from './video';

export const relatedApi = new Hono<AppEnv>();

/** Block sizes the site asks for: pages of 12 (the video page) and of 20. */
const BLOCK_SIZES: Record<string, number> = { '36': 12, '60': 20 };
const blockSlot = positiveInt(Math.ceil(RELATED_MAX / (12 * RELATED_BLOCK_PAGES)));

relatedApi.get(`/api/:variant{jsond?}/videos_related2/:lifetime/:size/:million/:thousand/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('related', p.variant, p.lifetime);
  const [id, type, block, ...extra] = fileSlots(p.slots);
  const videoId = bucketedId(p.million, p.thousand, [id ?? '']);
  const perPage = BLOCK_SIZES[p.size];
  const blockNumber = blockSlot.safeParse(block);
  if (lifetime === null || videoId === null || !perPage || type !== 'all' || !blockNumber.success || extra.length > 0) {
    return jsonError(c, 404, 'not_found');
  }
  const video = await loadVideo(c, videoId);
  if (!video || video.status_id !== 1 || video.is_private === 1) return jsonError(c, 404, 'not_found');
  const related = await loadRelatedBlock(c, { videoId, gender: video.gender, perPage, block: blockNumber.data }, { bypass: lifetime === 0 });
  return jsonRead(c, listBody('videos', related.items.map(videoItem), related.total, 'videos_not_found'), lifetime);
});
