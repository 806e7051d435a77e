// GET /api/json/channels/86400/{sort}/{count}/{page}.json and its jsond twin (not in the spec; shaped like the models
// list without gender and filters): the channel list the channels page shows, from the same cache entry.
import { Hono } from 'hono';
import * as z from 'zod';
import { CHANNEL_SORTS } from '../domain/vocabularies';
import { PAGE_SIZE } from '../config/limits';
import type { AppEnv } from '../env';
import { loadChannelList } from '../loaders/channel-list';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, pageSlot, variantLifetime } from './path';
import { channelItem } from './profile-items';
import { jsonError, jsonRead } from '../http/json';

export const channelsApi = new Hono<AppEnv>();

const pathSchema = z.object({
  sort: z.enum(CHANNEL_SORTS),
  count: z.literal(String(PAGE_SIZE)),
  page: z.tuple([pageSlot]).transform(([page]) => page),
});

channelsApi.get(`/api/:variant{jsond?}/channels/:lifetime/:sort/:count/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('channels', p.variant, p.lifetime);
  const parsed = pathSchema.safeParse({ ...p, page: fileSlots(p.slots) });
  if (lifetime === null || !parsed.success) return jsonError(c, 404, 'not_found');
  const { sort, page } = parsed.data;
  const result = await loadChannelList(c, { sort, page }, { bypass: lifetime === 0 });
  if (page > 1 && result.items.length === 0) return jsonError(c, 404, 'not_found');
  return jsonRead(c, listBody('channels', result.items.map(channelItem), result.total, 'channels_not_found'), lifetime);
});
