// Community list /community/{sort}/{page}/ and member pages /members/{id}/ with all their children.
import { Hono, type Context } from 'hono';
import { countryName } from '../../views/format';
import { CollectionPage } from '../../views/pages/collections';
import { MessagePanel } from '../../views/pages/error';
import { MEMBER_TAB_LABELS, MemberPage, OwnProfileLinks } from '../../views/pages/member';
import { MemberTabContent } from '../../views/pages/member-tab';
import { Pagination } from '../../views/parts/pagination';
import { SelectFilters } from '../../views/parts/select-filters';
import { urls } from '../../views/urls';
import { MEMBER_SORTS, MEMBER_TABS, isOneOf, type MemberTab } from '../domain/vocabularies';
import { TOP_COUNTRIES } from '../config/countries';
import { MEMBERS_PAGE_SIZE, SEARCH_MAX, SEARCH_MIN, SEARCH_MIN_OTHER } from '../config/limits';
import type { MemberFilters } from '../db/members';
import { MEMBER_GENDERS, ORIENTATIONS, RELATIONSHIPS } from '../domain/vocabularies';
import { AGE_RANGES } from '../db/models';
import type { AppEnv } from '../env';
import { loadMember, visibleTabs } from '../loaders/member';
import { loadMemberTab, type MemberTabModel } from '../loaders/member-tab';
import { loadCommunity } from '../loaders/community';
import { paging } from './listing-helpers';
import { renderListing, sortedBy } from './listing-page';
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
  const headline = search === undefined ? t('community.headline') : t('community.searchHeadline', { query: search });
  return renderListing(c, {
    headline,
    list: { kind: 'members', items: result.items },
    total: result.total,
    ...sortedBy(MEMBER_SORTS, sort, urls.community),
    page,
    perPage: MEMBERS_PAGE_SIZE,
    filters: {
      form: (
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
      ),
      link: (href) => href + query,
      active: query !== '',
    },
    seo: listingSeo(t, { kind: 'community', sort, page, total: result.total, perPage: MEMBERS_PAGE_SIZE, items: result.items }),
  });
});

/** A member's own content is indexed; their lists (friends, subscriptions, favourites, history...) are not. */
const INDEXED_MEMBER_TABS: readonly MemberTab[] = ['wall', 'uploaded_videos', 'info'];

/**
 * Whether a member page goes to the index: a tab of their own content that shows some, so that no "This list is
 * empty" profile is indexed. Uploads count when some are live (and public, to anyone but their owner), the wall when
 * it has posts, the info when the member wrote about themselves: its other fields are picks from short lists that
 * read alike on thousands of profiles. A member with none of these has no indexed page until they add some.
 */
function isIndexed(tab: MemberTab, model: MemberTabModel): boolean {
  if (!INDEXED_MEMBER_TABS.includes(tab)) return false;
  if (model.kind === 'info') return model.member.about.trim() !== '';
  return 'total' in model && model.total > 0;
}

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
  const meta = { title: member.username, canonical, description };
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
  const [model, actions] = await Promise.all([
    loadMemberTab(c, { member, tab, page, own }),
    own ? <OwnProfileLinks t={t} unread={c.get('user')!.unreadMessages} /> : profileActionsFor(c, 'member', member.user_id),
  ]);
  // paging() answers 404 for a page past the end, so it runs before anything renders.
  const pagination = 'total' in model ? paging(page, model.total, model.perPage, (n) => urls.memberTab(member.user_id, tab, n)) : undefined;
  return c.render(
    <MemberPage t={t} lang={c.get('lang')} member={member} tab={tab} tabs={tabs} actions={actions}>
      <MemberTabContent
        t={t} lang={c.get('lang')} userId={member.user_id} model={model} back={urls.memberTab(member.user_id, tab, page)}
        pagination={pagination && <Pagination {...pagination} t={t} />}
      />
    </MemberPage>,
    { meta: { ...meta, robots: isIndexed(tab, model) ? undefined : 'noindex, follow' } },
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
