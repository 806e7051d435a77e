// GET /api/json/subscriptions/14400/{bucket}/{user_id}.json and the jsond twin: the channels, models and members a
// member follows, newest first; /members/{id}/subscriptions/ reads the same entry.
import { Hono } from 'hono';
import * as z from 'zod';
import { urls } from '../../views/urls';
import type { Subscription } from '../db/members';
import type { AppEnv } from '../env';
import { loadMember, visibleTabs } from '../loaders/member';
import { bucketOf } from '../loaders/slots';
import { loadSubscriptions } from '../loaders/subscriptions';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, idSlot, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

export const subscriptionsApi = new Hono<AppEnv>();

const fileSchema = z.tuple([idSlot]);

function subscriptionItem(subscription: Subscription) {
  const { target_type: type, target_id: id, dir } = subscription;
  return {
    type,
    id,
    title: subscription.title,
    thumb: subscription.thumb ? urls.media(subscription.thumb) : null,
    visible: subscription.visible,
    url: type === 'member' ? urls.member(id) : type === 'model' ? urls.model(dir!) : urls.channel(dir!),
  };
}

subscriptionsApi.get(`/api/:variant{jsond?}/subscriptions/:lifetime/:bucket/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('subscriptions', p.variant, p.lifetime);
  const file = fileSchema.safeParse(fileSlots(p.slots));
  if (lifetime === null || !file.success || p.bucket !== String(bucketOf(file.data[0]))) return jsonError(c, 404, 'not_found');
  const [userId] = file.data;
  const options = { bypass: lifetime === 0 };
  const member = await loadMember(c, userId, options);
  if (!member) return jsonError(c, 404, 'not_found');
  // Anyone may read this endpoint, so it answers what the member shows to others.
  if (!visibleTabs(member, null).includes('subscriptions')) return jsonError(c, 403, 'no_permission');
  const subscriptions = await loadSubscriptions(c, userId, options);
  return jsonRead(c, listBody('subscriptions', subscriptions.map(subscriptionItem), subscriptions.length, 'subscriptions_not_found'), lifetime);
});
