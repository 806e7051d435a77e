// Channels: the sorted list /channels/{sort}/{page}/ and one channel's videos /channel/{dir}/ (…/videos/{page}/).
import { Hono, type Context } from 'hono';
import { CollectionGrid } from '../../views/parts/collection-grid';
import { Pagination } from '../../views/parts/pagination';
import { WithCategorySidebar } from '../../views/parts/listing';
import { AdSlots } from '../../views/parts/ad-slot';
import { ProfileHeader } from '../../views/parts/profile-header';
import { urls } from '../../views/urls';
import { CHANNEL_SORTS, isOneOf } from '../domain/vocabularies';
import { PAGE_SIZE } from '../config/limits';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import { loadChannelList } from '../loaders/channel-list';
import { loadChannel } from '../loaders/profile';
import { profileActionsFor } from './social';
import { pageLinks, paging, profileWithVideos } from './listing-helpers';
import { notFound, pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';
import { renderListing, sortedBy } from './listing-page';
import { metaDescription } from '../seo/meta-description';
import { pageFacts } from '../seo/page-facts';

export const channelRoutes = new Hono<AppEnv>();

channelRoutes.get('/channels/:sort/:page/', async (c) => {
  const t = c.get('t');
  const sort = c.req.param('sort');
  if (!isOneOf(CHANNEL_SORTS, sort)) notFound();
  const page = pageParam(c.req.param('page'));
  const result = await loadChannelList(c, { sort, page });
  const seo = listingSeo(t, { kind: 'channels', sort, page, total: result.total, perPage: PAGE_SIZE, items: result.items });
  return renderListing(c, {
    headline: t('channels.headline'), list: { kind: 'channels', items: result.items }, total: result.total,
    ...sortedBy(CHANNEL_SORTS, sort, urls.channels), page, seo,
  });
});

/** A channel's header (statistics, description, website) over its videos in the visitor's section, newest first. */
async function renderChannelVideos(c: Context<AppEnv>, page: number) {
  const t = c.get('t');
  const { profile: channel, videos: result, sidebar } = await profileWithVideos(c, 'channel', page, loadChannel);
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.channelVideos(channel.dir, n));
  return c.render(
    <>
      <ProfileHeader t={t} lang={c.get('lang')} kind="channel" profile={channel}>
        {channel.description && <p>{channel.description}</p>}
        {channel.url && <p><a href={channel.url} rel="nofollow noopener">{t('channels.website')}</a></p>}
        {await profileActionsFor(c, 'channel', channel.channel_id)}
      </ProfileHeader>
      <AdSlots t={t} ads={adsAt(c, 'channel')} />
      <WithCategorySidebar t={t} sidebar={sidebar}>
        <div className="listing__main">
          <CollectionGrid t={t} list={{ kind: 'videos', items: result.items }} empty={t('empty.videos_not_found')} eager />
          <Pagination {...pagination} t={t} />
        </div>
      </WithCategorySidebar>
    </>,
    {
      meta: {
        title: channel.title,
        canonical: urls.channelVideos(channel.dir, page),
        description: metaDescription(t, channel.description || pageFacts(t, { kind: 'channel', channel }), { page }),
        ...pageLinks(pagination),
      },
    },
  );
}

channelRoutes.get('/channel/:dir/', (c) => renderChannelVideos(c, 1));

channelRoutes.get('/channel/:dir/videos/:page/', (c) => renderChannelVideos(c, pageParam(c.req.param('page'))));
