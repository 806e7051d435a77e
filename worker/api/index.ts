// The /api/json/... read surface of spec section 7: one sub-app per endpoint, mounted together.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { videos2Api } from './videos2';

export const readApi = new Hono<AppEnv>();

readApi.route('/', videos2Api);
