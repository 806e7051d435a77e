// Community list /community/{sort}/{page}/ and member pages /members/{id}/ with all their children.
import { Hono, type Context } from 'hono';
import type { MessageKey } from '../../locales';
import { ageOn, countryName, formatDate } from '../../views/format';
import { CollectionPage } from '../../views/pages/collections';
import { CollectionGrid } from '../../views/parts/collection-grid';
import { MessagePanel } from '../../views/pages/error';
import { MEMBER_TAB_LABELS, MemberPage, OwnProfileLinks, SubscriptionList } from '../../views/pages/member';
import { InfoList } from '../../views/pages/model';
import { Pagination } from '../../views/parts/pagination';
import { SelectFilters } from '../../views/parts/select-filters';
import { FriendRequests } from '../../views/parts/member-actions';
import { OwnUploads, type OwnUploadItem } from '../../views/parts/own-uploads';
import { UploadedVideoControls } from '../../views/parts/uploaded-video-controls';
import { TRUSTED_UPLOADER } from '../db/member-admin';
import { RemoveCard } from '../../views/parts/remove-card';
import { Wall } from '../../views/parts/wall';
import { urls } from '../../views/urls';
import { MEMBER_SORTS, MEMBER_TABS, isOneOf, type MemberSort, type MemberTab } from '../domain/vocabularies';
import { TOP_COUNTRIES } from '../config/countries';
import { MEMBERS_PAGE_SIZE, PAGE_SIZE, SEARCH_MAX, SEARCH_MIN, SEARCH_MIN_OTHER } from '../config/limits';
import { type MemberDetail, type MemberFilters } from '../db/members';
import { MEMBER_GENDERS, ORIENTATIONS, RELATIONSHIPS } from '../domain/vocabularies';
import { listFriendRequests, readRelation } from '../db/friends';
import { listUnpublishedUploads, type UploadKind } from '../db/own-uploads';
import { ownUploadItems } from '../uploads/messages';
import { AGE_RANGES } from '../db/models';
import type { Page } from '../db/videos';
import { isStaff } from '../moderation/staff';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import { loadSubscriptions } from '../loaders/subscriptions';
import { loadAlbumList, loadPlaylistList } from '../loaders/collection-list';
import { MEMBER_LIST_PAGE_SIZE, loadMember, loadMemberList, visibleTabs } from '../loaders/member';
import { loadCommunity } from '../loaders/community';
import { pageLinks, paging, sortTabs } from './listing-helpers';
import { assertFound, idParam, normaliseSearchText, notFound, oneOf, pageParam, searchTextSchema } from '../http/params';
import { profileActionsFor } from './social';
import { listingSeo } from '../seo/listing-text';
import { metaDescription } from '../seo/meta-description';
import { pageFacts } from '../seo/page-facts';

export const memberRoutes = new Hono<AppEnv>();

function memberFilters(c: Context<AppEnv>): MemberFilters {
  return {
    country: oneOf(TOP_COUNTRIES, c.req.query('country')),
    gender: oneOf(MEMBER_GENDERS, c.req.query('gender')),
    age: oneOf(AGE_RANGES, c.req.query('age')),
    relationship: oneOf(RELATIONSHIPS, c.req.query('relationship')),
    orientation: oneOf(ORIENTATIONS, c.req.query('orientation')),
    avatar: c.req.query('avatar') === '1' || undefined,
  };
}

/** The query the page's links keep: the filters and the username search. */
function filterQuery(filters: MemberFilters, search: string | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(name, value === true ? '1' : String(value));
  }
  if (search !== undefined) query.set('search', search);
  return query.size ? `?${query}` : '';
}

/**
 * The username search: absent or blank (the filter form sends an empty field) is no search; otherwise it follows the
 * rules of /api/json/members/...?search=, and text they refuse is null.
 */
function memberSearch(c: Context<AppEnv>): string | undefined | null {
  const raw = c.req.query('search');
  if (raw === undefined || normaliseSearchText(raw) === '') return undefined;
  const parsed = searchTextSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

memberRoutes.get('/community/:sort/:page/', async (c) => {
  const t = c.get('t');
  const lang = c.get('lang');
  const sort = c.req.param('sort');
  if (!isOneOf(MEMBER_SORTS, sort)) notFound();
  const page = pageParam(c.req.param('page'));
  const filters = memberFilters(c);
  const search = memberSearch(c);
  if (search === null) {
    const headline = t('community.headline');
    c.status(400);
    return c.render(
      <CollectionPage t={t} headline={headline} list={{ kind: 'members', items: [] }} empty={t('search.length', { min: SEARCH_MIN_OTHER, max: SEARCH_MAX, cjkMin: SEARCH_MIN })} />,
      { meta: { title: headline, robots: 'noindex' } },
    );
  }
  const result = await loadCommunity(c, { sort, page, filters, search });
  const query = filterQuery(filters, search);
  const pagination = paging(page, result.total, MEMBERS_PAGE_SIZE, (n) => urls.community(sort, n) + query);
  const headline = search === undefined ? t('community.headline') : t('community.searchHeadline', { query: search });
  const seo = listingSeo(t, { kind: 'community', sort, page, total: result.total, perPage: MEMBERS_PAGE_SIZE, items: result.items });
  return c.render(
    <CollectionPage
      t={t}
      ads={adsAt(c, 'listing')}
      headline={headline}
      list={{ kind: 'members', items: result.items }}
      sortTabs={sortTabs(c, MEMBER_SORTS, sort, (s: MemberSort) => urls.community(s) + query)}
      filters={
        <SelectFilters
          t={t}
          action={urls.community(sort)}
          text={{ name: 'search', label: t('community.search'), placeholder: t('community.searchPlaceholder'), value: search ?? '', maxLength: SEARCH_MAX }}
          fields={[
            { name: 'gender', label: t('community.gender'), value: filters.gender ?? '', options: MEMBER_GENDERS.map((g) => ({ value: g, label: t(`community.genders.${g}`) })) },
            { name: 'age', label: t('models.age'), value: filters.age ?? '', options: AGE_RANGES.map((a) => ({ value: a, label: t(`ages.${a}`) })) },
            { name: 'relationship', label: t('community.relationship'), value: filters.relationship ?? '', options: RELATIONSHIPS.map((r) => ({ value: r, label: t(`community.relationships.${r}`) })) },
            { name: 'orientation', label: t('community.orientation'), value: filters.orientation ?? '', options: ORIENTATIONS.map((o) => ({ value: o, label: t(`community.orientations.${o}`) })) },
            { name: 'country', label: t('models.country'), value: filters.country ?? '', options: TOP_COUNTRIES.map((code) => ({ value: code, label: countryName(lang, code) })) },
          ]}
          checkbox={{ name: 'avatar', label: t('community.withAvatar'), checked: filters.avatar === true }}
        />
      }
      pagination={pagination}
      seoText={seo.text}
    />,
    {
      meta: {
        title: `${headline} – ${t(`sorts.${sort}`)}`,
        description: seo.description,
        robots: query ? 'noindex, follow' : undefined,
        ...pageLinks(pagination),
      },
    },
  );
});

/** The owner's lists whose cards have a remove button, and the input call's act for it. */
const OWN_LIST_ACTS: Partial<Record<MemberTab, string>> = { favourite_videos: 'favourite', watch_later_videos: 'watch_later' };

/** The owner's uploads of this kind not live yet (none when `ownerId` is null: another visitor, or a later page). */
async function unpublishedUploads(c: Context<AppEnv>, kind: UploadKind, ownerId: number | null) {
  if (ownerId === null) return [];
  return ownUploadItems(c.get('t'), c.get('lang'), kind, await listUnpublishedUploads(c.env.DB, kind, ownerId));
}

/** The content of one member tab; `own` is the member's own view (private items, read fresh, never cached). */
async function tabContent(c: Context<AppEnv>, member: MemberDetail, tab: MemberTab, page: number, own: boolean) {
  const t = c.get('t');
  const lang = c.get('lang');
  const db = c.env.DB;
  const userId = member.user_id;
  // paging() answers 404 for a page past the end, so it runs before anything renders.
  const pages = (result: Page<unknown>, perPage: number) => (
    <Pagination {...paging(page, result.total, perPage, (n) => urls.memberTab(userId, tab, n))} t={t} />
  );
  switch (tab) {
    case 'uploaded_videos':
    case 'favourite_videos':
    case 'history':
    case 'watch_later_videos': {
      const [result, unpublished] = await Promise.all([
        loadMemberList(c, tab, { userId, page, own }),
        unpublishedUploads(c, 'video', tab === 'uploaded_videos' && own && page === 1 ? userId : null),
      ]);
      const empty = tab === 'history' ? t('empty.history') : t('empty.listEmpty');
      const act = own ? OWN_LIST_ACTS[tab] : undefined;
      const back = urls.memberTab(userId, tab, page);
      // A trusted uploader (status 6) manages their own uploaded videos; other lists of the owner have remove buttons.
      const trusted = own && tab === 'uploaded_videos' && c.get('user')?.statusId === TRUSTED_UPLOADER;
      const controls = trusted
        ? (video: { video_id: number; is_private: number }) => <UploadedVideoControls t={t} videoId={video.video_id} isPrivate={video.is_private === 1} deleted={false} back={back} />
        : act === undefined ? undefined : (video: { video_id: number }) => (
          <RemoveCard label={t('playlistForm.removeVideo')} fields={{ act, video_id: video.video_id }} back={back} />
        );
      const readd = trusted
        ? (item: OwnUploadItem) => item.ownerDeleted && <UploadedVideoControls t={t} videoId={item.id} isPrivate={false} deleted back={back} />
        : undefined;
      return (
        <>
          {tab === 'uploaded_videos' && <OwnUploads t={t} items={unpublished} controls={readd} />}
          <CollectionGrid t={t} list={{ kind: 'videos', items: result.items }} empty={empty} videoControls={controls} />
          {pages(result, MEMBER_LIST_PAGE_SIZE[tab])}
        </>
      );
    }
    case 'albums': {
      const [result, unpublished] = await Promise.all([
        loadAlbumList(c, { scope: { kind: 'member', userId, includePrivate: own }, sort: 'latest-updates', page }),
        unpublishedUploads(c, 'album', own && page === 1 ? userId : null),
      ]);
      return (
        <>
          <OwnUploads t={t} items={unpublished} />
          <CollectionGrid t={t} list={{ kind: 'albums', items: result.items }} empty={t('empty.albums')} />
          {pages(result, PAGE_SIZE)}
        </>
      );
    }
    case 'playlists': {
      const result = await loadPlaylistList(c, { scope: { kind: 'member', userId, includePrivate: own }, sort: 'latest-updates', page });
      return <>{own && <p><a className="button button--primary" href={urls.playlistNew()} data-modal="">{t('video.playlistNew')}</a></p>}<CollectionGrid t={t} list={{ kind: 'playlists', items: result.items }} empty={t('empty.playlists')} />{pages(result, PAGE_SIZE)}</>;
    }
    case 'friends': {
      const [result, requests] = await Promise.all([
        loadMemberList(c, tab, { userId, page, own }),
        own && page === 1 ? listFriendRequests(db, userId) : [],
      ]);
      return (
        <>
          <FriendRequests t={t} requests={requests} back={urls.memberTab(userId, tab, page)} />
          <CollectionGrid t={t} list={{ kind: 'members', items: result.items }} empty={t('empty.friends')} />
          {pages(result, MEMBER_LIST_PAGE_SIZE[tab])}
        </>
      );
    }
    case 'wall': {
      const viewerId = c.get('user')?.userId ?? null;
      // Members read the wall fresh, so a post they just wrote is there.
      const [result, relation] = await Promise.all([
        loadMemberList(c, tab, { userId, page, own }, { bypass: viewerId !== null }),
        viewerId !== null && !own ? readRelation(db, viewerId, userId) : null,
      ]);
      return (
        <Wall
          t={t} lang={lang} posts={result.items} back={urls.memberTab(userId, tab, page)} viewerId={viewerId} canPost={!relation?.blockedBy} moderate={isStaff(c.get('user'))}
          wall={{ type: 'member', id: userId, ownerId: userId }} pagination={pages(result, MEMBER_LIST_PAGE_SIZE[tab])}
        />
      );
    }
    case 'subscriptions':
      return <SubscriptionList t={t} items={await loadSubscriptions(c, member.user_id, { bypass: own })} own={own} back={urls.memberTab(userId, tab)} />;
    case 'info': {
      const none = t('member.notSpecified');
      const value = (group: 'genders' | 'relationships' | 'orientations', v: string | null) =>
        v ? t(`community.${group}.${v}` as MessageKey) : none;
      return (
        <InfoList
          rows={[
            { label: t('community.gender'), value: value('genders', member.gender) },
            { label: t('member.age'), value: member.birth_date ? String(ageOn(member.birth_date, new Date().toISOString().slice(0, 10))) : none },
            { label: t('member.birthDate'), value: member.birth_date ? formatDate(lang, Date.parse(member.birth_date) / 1000) : none },
            { label: t('community.relationship'), value: value('relationships', member.relationship) },
            { label: t('community.orientation'), value: value('orientations', member.orientation) },
            { label: t('member.country'), value: member.country ? countryName(lang, member.country) : none },
            { label: t('member.education'), value: member.education ?? none },
            { label: t('member.website'), value: member.website ? <a href={member.website} rel="nofollow ugc noopener">{member.website}</a> : none },
            { label: t('member.about'), value: member.about || none },
          ]}
        />
      );
    }
  }
}

/** A member's own content is indexed; their lists (friends, subscriptions, favourites, history...) are not. */
const INDEXED_MEMBER_TABS: readonly MemberTab[] = ['wall', 'uploaded_videos', 'info'];

async function renderMember(c: Context<AppEnv>, tab: MemberTab, page: number, canonical: string) {
  const t = c.get('t');
  const userId = idParam(c.req.param('id'));
  const viewerId = c.get('user')?.userId ?? null;
  // Others read the cached public profile; the member's own page reads it fresh.
  const member = assertFound(await loadMember(c, userId, { bypass: userId === viewerId }));
  const tabs = visibleTabs(member, viewerId);
  // The profile's root is its uploads tab; every other tab is named, so each address reads differently.
  const part = canonical === urls.member(member.user_id) ? undefined : t(MEMBER_TAB_LABELS[tab]);
  const description = metaDescription(t, member.about || pageFacts(t, { kind: 'member', member }), { part, page });
  const meta = { title: member.username, canonical, description, robots: INDEXED_MEMBER_TABS.includes(tab) ? undefined : 'noindex, follow' };
  if (!tabs.includes(tab)) {
    c.status(403);
    return c.render(
      <MemberPage t={t} lang={c.get('lang')} member={member} tab={tab} tabs={tabs} actions={await profileActionsFor(c, 'member', member.user_id)}>
        <MessagePanel title={t('empty.noPermission')} />
      </MemberPage>,
      { meta: { ...meta, robots: 'noindex' } },
    );
  }
  const own = member.user_id === viewerId;
  const [content, actions] = await Promise.all([
    tabContent(c, member, tab, page, own),
    own ? <OwnProfileLinks t={t} unread={c.get('user')!.unreadMessages} /> : profileActionsFor(c, 'member', member.user_id),
  ]);
  return c.render(
    <MemberPage t={t} lang={c.get('lang')} member={member} tab={tab} tabs={tabs} actions={actions}>{content}</MemberPage>,
    { meta },
  );
}

memberRoutes.get('/members/:id{[0-9]+}/', (c) => renderMember(c, 'uploaded_videos', 1, urls.member(Number(c.req.param('id')))));

memberRoutes.get('/members/:id{[0-9]+}/:tab/', async (c) => {
  const tab = c.req.param('tab');
  if (!isOneOf(MEMBER_TABS, tab)) notFound();
  return renderMember(c, tab, 1, urls.memberTab(Number(c.req.param('id')), tab));
});

memberRoutes.get('/members/:id{[0-9]+}/:tab/:page/', async (c) => {
  const tab = c.req.param('tab');
  if (!isOneOf(MEMBER_TABS, tab) || tab === 'info' || tab === 'subscriptions') notFound();
  const page = pageParam(c.req.param('page'));
  return renderMember(c, tab, page, urls.memberTab(Number(c.req.param('id')), tab, page));
});
