// The /api/json/... read surface of spec section 7 and its search and suggestion calls: one sub-app per endpoint,
// mounted together.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { albumApi } from './album';
import { albumsApi } from './albums';
import { categoriesApi } from './categories';
import { commentsApi } from './comments';
import { channelsApi } from './channels';
import { memberApi } from './member';
import { membersApi } from './members';
import { modelsApi } from './models';
import { playlistApi } from './playlist';
import { playlistsApi } from './playlists';
import { mainApi } from './main';
import { subscriptionsApi } from './subscriptions';
import { searchApi } from './search';
import { suggesterApi } from './suggester';
import { videoApi } from './video';
import { channelApi, modelApi } from './profile';
import { relatedApi } from './videos-related2';
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
readApi.route('/', categoriesApi);
readApi.route('/', mainApi);
readApi.route('/', suggesterApi);
readApi.route('/', searchApi);
readApi.route('/', subscriptionsApi);
