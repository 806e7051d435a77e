// GET /api/json/model/3600/{first two chars of dir}/{dir}.json and /api/json/channel/3600/... (channel: not in the
// spec, shaped like model), with their jsond twins: one profile, from the cache entry its pages read.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { CacheOptions } from '../cache/read-through';
import type { AppEnv } from '../env';
import { dirPrefix, loadChannel, loadModel } from '../loaders/profile';
import { DIR_PATTERN } from '../http/params';
import { SLOTS_FILE, fileSlots, variantLifetime } from './path';
import { channelBody, modelBody } from './profile-items';
import { jsonError, jsonRead } from '../http/json';

const dirSlots = z.tuple([z.string().regex(DIR_PATTERN)]).transform(([dir]) => dir);

function profileApi<T>(
  endpoint: 'model' | 'channel',
  load: (c: Context<AppEnv>, dir: string, options: CacheOptions) => Promise<T | null>,
  body: (profile: T) => unknown,
) {
  const api = new Hono<AppEnv>();
  api.get(`/api/:variant{jsond?}/${endpoint}/:lifetime/:prefix/${SLOTS_FILE}`, async (c) => {
    const p = c.req.param();
    const lifetime = variantLifetime(endpoint, p.variant, p.lifetime);
    const dir = dirSlots.safeParse(fileSlots(p.slots));
    // The prefix must be the dir's own first two characters, so each profile has one address.
    if (lifetime === null || !dir.success || p.prefix !== dirPrefix(dir.data)) return jsonError(c, 404, 'not_found');
    const profile = await load(c, dir.data, { bypass: lifetime === 0 });
    return profile === null ? jsonError(c, 404, 'not_found') : jsonRead(c, body(profile), lifetime);
  });
  return api;
}

export const modelApi = profileApi('model', loadModel, (model) => modelBody(model, new Date().getUTCFullYear()));
export const channelApi = profileApi('channel', loadChannel, channelBody);
