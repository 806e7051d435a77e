// The /api/json/... read surface of spec section 7: one sub-app per endpoint, mounted together.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { albumApi } from './album';
import { albumsApi } from './albums';
import { catalogueApi } from './catalogue';
import { commentsApi } from './comments';
import { channelsApi } from './channels';
import { memberApi } from './member';
import { membersApi } from './members';
import { modelsApi } from './models';
import { playlistApi } from './playlist';
import { playlistsApi } from './playlists';
import { relatedApi } from './related';
import { videoApi } from './video';
import { channelApi, modelApi } from './profile';
import { videos2Api } from './videos2';

export const readApi = new Hono<AppEnv>();

readApi.route('/', videos2Api);
readApi.route('/', playlistsApi);
readApi.route('/', playlistApi);
readApi.route('/', albumsApi);
readApi.route('/', albumApi);
readApi.route('/', membersApi);
readApi.route('/', memberApi);
readApi.route('/', modelsApi);
readApi.route('/', modelApi);
readApi.route('/', channelsApi);
readApi.route('/', channelApi);
readApi.route('/', videoApi);
readApi.route('/', relatedApi);
readApi.route('/', commentsApi);
readApi.route('/', catalogueApi);
