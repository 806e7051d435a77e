// Models: the filtered list /models/{sort}/{page}/ and a model's pages /model/{dir}/ (videos, info, wall).
import { Hono, type Context } from 'hono';
import type { MessageKey } from '../../locales';
import { countryName } from '../../views/format';
import { InfoList, modelTabs, type ModelTab } from '../../views/pages/model';
import { Pagination } from '../../views/parts/pagination';
import { WithCategorySidebar } from '../../views/parts/listing';
import { ProfileHeader } from '../../views/parts/profile-header';
import { SelectFilters, type SelectField } from '../../views/parts/select-filters';
import { Wall } from '../../views/parts/wall';
import { CollectionGrid } from '../../views/parts/collection-grid';
import { urls } from '../../views/urls';
import { MODEL_SORTS, isOneOf } from '../domain/vocabularies';
import { PAGE_SIZE } from '../config/limits';
import { listWallPosts } from '../db/members';
import { MODEL_FILTER_VALUES, type ModelDetail, type ModelFilterName, type ModelFilters } from '../db/models';
import { loadModelList, modelFilterQuery, modelFiltersFromQuery } from '../loaders/model-list';
import { loadModel } from '../loaders/profile';
import { isStaff } from '../moderation/staff';
import type { AppEnv } from '../env';
import { profileActionsFor } from './social';
import { pageLinks, paging, profileWithVideos } from './listing-helpers';
import { renderListing, sortedBy } from './listing-page';
import { assertFound, dirParam, pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';
import { metaDescription, type DescriptionLabels } from '../seo/meta-description';
import { modelText, pageFacts } from '../seo/page-facts';
import { SeoText } from '../../views/parts/seo-text';
import { sharedPicture } from '../seo/share';
import { modelPageData } from '../seo/structured-data';
import { SITE } from '../config/site';
import { feedLink } from './feeds';

export const modelRoutes = new Hono<AppEnv>();

/** The GET form of the models page: one select per model filter field of spec section 3, in their order. */
function filterFields(c: Context<AppEnv>, filters: ModelFilters): SelectField[] {
  const t = c.get('t');
  const lang = c.get('lang');
  const field = <K extends ModelFilterName>(name: K, label: string, option: (value: (typeof MODEL_FILTER_VALUES)[K][number]) => string) => ({
    name,
    label,
    value: filters[name] ?? '',
    options: (MODEL_FILTER_VALUES[name] as readonly (typeof MODEL_FILTER_VALUES)[K][number][])
      .map((value) => ({ value, label: option(value) })),
  });
  const range = (unit: 'cm' | 'kg') => (value: string) =>
    value.startsWith('-') ? `< ${value.slice(1)} ${unit}` : value.endsWith('-') ? `≥ ${value.slice(0, -1)} ${unit}` : `${value} ${unit}`;
  const yesNo = (value: '1' | '0') => t(value === '1' ? 'models.yes' : 'models.no');
  const country = field('country', t('models.country'), (code) => countryName(lang, code));
  return [
    field('alphabet', t('models.alphabet'), (letter) => letter),
    field('race', t('models.race'), (race) => t(`models.races.${race}`)),
    field('age', t('models.age'), (age) => t(`ages.${age}`)),
    { ...country, options: [...country.options].sort((a, b) => a.label.localeCompare(b.label, lang)) },
    field('tits_size', t('models.titsSize'), (size) => t(`models.titsSizes.${size}`)),
    field('hair_color', t('models.hairColor'), (color) => t(`models.hairColors.${color}`)),
    field('height', t('models.height'), range('cm')),
    field('weight', t('models.weight'), range('kg')),
    field('tattoo', t('models.tattoo'), yesNo),
    field('piercing', t('models.piercing'), yesNo),
  ];
}

modelRoutes.get('/models/:sort/:page/', async (c, next) => {
  const sort = c.req.param('sort');
  if (!isOneOf(MODEL_SORTS, sort)) return next(); // /models/{dir}/videos/... and /models/{dir}/wall/... redirect
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const filters = modelFiltersFromQuery((name) => c.req.query(name));
  const result = await loadModelList(c, { gender: c.get('gender'), sort, page, perPage: PAGE_SIZE, filters });
  const query = modelFilterQuery(filters);
  return renderListing(c, {
    headline: t('models.headline'),
    list: { kind: 'models', items: result.items },
    total: result.total,
    ...sortedBy(MODEL_SORTS, sort, urls.models),
    page,
    filters: { form: <SelectFilters t={t} action={urls.models(sort)} fields={filterFields(c, filters)} />, link: (href: string) => href + query, active: query !== '' },
    seo: listingSeo(t, { kind: 'models', sort, page, total: result.total, perPage: PAGE_SIZE, items: result.items }),
  });
});

/** A model page's description: the model's own bio, else its facts; `labels` tell its pages apart. */
function modelDescription(c: Context<AppEnv>, model: ModelDetail, labels: DescriptionLabels) {
  const t = c.get('t');
  return metaDescription(t, model.bio || pageFacts(t, { kind: 'model', model }), labels);
}

async function modelOf(c: Context<AppEnv>): Promise<ModelDetail> {
  return assertFound(await loadModel(c, dirParam(c.req.param('dir'))));
}

/** What each of a model's pages carries for crawlers and link previews: the model as a Person, and its picture. */
function modelPageMeta(c: Context<AppEnv>, model: ModelDetail) {
  return { structuredData: modelPageData(c, model), share: sharedPicture(c, model.thumb) };
}

async function modelHeader(c: Context<AppEnv>, model: ModelDetail, tab: ModelTab) {
  return (
    <ProfileHeader t={c.get('t')} lang={c.get('lang')} kind="model" profile={model} tabs={modelTabs(c.get('t'), model.dir, tab)}>
      {await profileActionsFor(c, 'model', model.model_id)}
    </ProfileHeader>
  );
}

function modelInfoRows(c: Context<AppEnv>, model: ModelDetail) {
  const t = c.get('t');
  const lang = c.get('lang');
  const rows: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push({ label, value });
  };
  add(t('models.born'), model.birth_year ? String(new Date().getUTCFullYear() - model.birth_year) : null);
  add(t('models.country'), model.country ? countryName(lang, model.country) : null);
  add(t('models.race'), model.race ? t(`models.races.${model.race}` as MessageKey) : null);
  add(t('models.hairColor'), model.hair_color ? t(`models.hairColors.${model.hair_color}` as MessageKey) : null);
  add(t('models.titsSize'), model.tits_size ? t(`models.titsSizes.${model.tits_size}` as MessageKey) : null);
  add(t('models.height'), model.height ? t('models.heightValue', { cm: model.height }) : null);
  add(t('models.weight'), model.weight ? t('models.weightValue', { kg: model.weight }) : null);
  add(t('models.tattoo'), model.tattoo ? t('models.yes') : t('models.no'));
  add(t('models.piercing'), model.piercing ? t('models.yes') : t('models.no'));
  return rows;
}

async function renderModelVideos(c: Context<AppEnv>, page: number) {
  const t = c.get('t');
  const { profile: model, videos: result, sidebar } = await profileWithVideos(c, 'model', page, loadModel);
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.modelVideos(model.dir, n));
  const feed = feedLink(c, urls.modelFeed(model.dir), t('feeds.modelTitle', { model: model.title, site: SITE.name }));
  return c.render(
    <>
      {await modelHeader(c, model, 'videos')}
      <WithCategorySidebar t={t} sidebar={sidebar}>
        <div className="listing__main">
          <CollectionGrid t={t} list={{ kind: 'videos', items: result.items }} empty={t('empty.videos_not_found')} eager />
          <Pagination {...pagination} t={t} />
          <SeoText text={modelText(t, model)} />
        </div>
      </WithCategorySidebar>
    </>,
    { meta: { title: model.title, canonical: urls.modelVideos(model.dir, page), description: modelDescription(c, model, { page }), feed, ...modelPageMeta(c, model), ...pageLinks(pagination) } },
  );
}

modelRoutes.get('/model/:dir/', (c) => renderModelVideos(c, 1));

modelRoutes.get('/model/:dir/videos/:page/', (c) => renderModelVideos(c, pageParam(c.req.param('page'))));

modelRoutes.get('/model/:dir/info/', async (c) => {
  const t = c.get('t');
  const model = await modelOf(c);
  return c.render(
    <>
      {await modelHeader(c, model, 'info')}
      <InfoList rows={modelInfoRows(c, model)} />
      {model.bio && <><h2>{t('models.bio')}</h2><p>{model.bio}</p></>}
    </>,
    { meta: { title: `${model.title} – ${t('models.info')}`, canonical: urls.modelInfo(model.dir), description: modelDescription(c, model, { part: t('models.info') }), ...modelPageMeta(c, model) } },
  );
});

modelRoutes.get('/model/:dir/wall/', async (c) => {
  const t = c.get('t');
  const model = await modelOf(c);
  const posts = await listWallPosts(c.env.DB, { wallType: 'model', wallId: model.model_id, page: 1, perPage: PAGE_SIZE });
  const viewerId = c.get('user')?.userId ?? null;
  return c.render(
    <>
      {await modelHeader(c, model, 'wall')}
      <Wall
        t={t} lang={c.get('lang')} posts={posts.items} back={c.req.path} viewerId={viewerId} canPost moderate={isStaff(c.get('user'))}
        wall={{ type: 'model', id: model.dir, ownerId: null }}
      />
    </>,
    { meta: { title: `${model.title} – ${t('models.wall')}`, canonical: urls.modelWall(model.dir), description: modelDescription(c, model, { part: t('models.wall') }), ...modelPageMeta(c, model) } },
  );
});
