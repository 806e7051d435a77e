// Models: the filtered list /models/{sort}/{page}/ and a model's pages /model/{dir}/ (videos, info, wall).
import { Hono, type Context } from 'hono';
import type { MessageKey } from '../../locales';
import { countryName } from '../../views/format';
import { CollectionPage } from '../../views/pages/collections';
import { InfoList, ModelHeader, type ModelTab } from '../../views/pages/model';
import { Pagination } from '../../views/parts/pagination';
import { SelectFilters, type SelectField } from '../../views/parts/select-filters';
import { PostList, fromWallPost } from '../../views/parts/posts';
import { CollectionGrid } from '../../views/parts/collection-grid';
import { MODEL_SORTS, isOneOf, urls, type ModelSort } from '../../views/urls';
import { PAGE_SIZE } from '../config/limits';
import { listWallPosts } from '../db/members';
import {
  AGE_RANGES, HAIR_COLORS, HEIGHT_RANGES, MODEL_RACES, TITS_SIZES, WEIGHT_RANGES,
  listModelCountries, listModels, readModel, type ModelDetail, type ModelFilters,
} from '../db/models';
import { loadVideoList } from '../loaders/video-list';
import type { AppEnv } from '../env';
import { pageLinks, paging, sortTabs } from './listing-helpers';
import { assertFound, dirParam, oneOf, pageParam } from './params';

export const modelRoutes = new Hono<AppEnv>();

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const FILTER_NAMES = ['alphabet', 'race', 'age', 'country', 'tits_size', 'hair_color', 'height', 'weight', 'tattoo', 'piercing'] as const;

function modelFilters(c: Context<AppEnv>, countries: readonly string[]): ModelFilters {
  const q = (name: string) => c.req.query(name);
  const flag = (value: string | undefined) => (value === '1' ? 1 : value === '0' ? 0 : undefined);
  return {
    alphabet: oneOf(ALPHABET, q('alphabet')),
    race: oneOf(MODEL_RACES, q('race')),
    age: oneOf(AGE_RANGES, q('age')),
    country: oneOf(countries, q('country')),
    tits_size: oneOf(TITS_SIZES, q('tits_size')),
    hair_color: oneOf(HAIR_COLORS, q('hair_color')),
    height: oneOf(HEIGHT_RANGES, q('height')),
    weight: oneOf(WEIGHT_RANGES, q('weight')),
    tattoo: flag(q('tattoo')),
    piercing: flag(q('piercing')),
  };
}

function filterQuery(filters: ModelFilters): string {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) query.set(name, String(value));
  }
  return query.size ? `?${query}` : '';
}

function filterFields(c: Context<AppEnv>, filters: ModelFilters, countries: readonly string[]): SelectField[] {
  const t = c.get('t');
  const lang = c.get('lang');
  const range = (value: string, unit: 'cm' | 'kg') =>
    value.startsWith('-') ? `< ${value.slice(1)} ${unit}` : value.endsWith('-') ? `≥ ${value.slice(0, -1)} ${unit}` : `${value} ${unit}`;
  const yesNo = [{ value: '1', label: t('models.yes') }, { value: '0', label: t('models.no') }];
  return [
    { name: 'alphabet', label: t('models.alphabet'), value: filters.alphabet ?? '', options: ALPHABET.map((l) => ({ value: l, label: l })) },
    { name: 'race', label: t('models.race'), value: filters.race ?? '', options: MODEL_RACES.map((r) => ({ value: r, label: t(`models.races.${r}`) })) },
    { name: 'age', label: t('models.age'), value: filters.age ?? '', options: AGE_RANGES.map((a) => ({ value: a, label: t(`ages.${a}`) })) },
    { name: 'country', label: t('models.country'), value: filters.country ?? '', options: countries.map((code) => ({ value: code, label: countryName(lang, code) })) },
    { name: 'tits_size', label: t('models.titsSize'), value: filters.tits_size ?? '', options: TITS_SIZES.map((s) => ({ value: s, label: t(`models.titsSizes.${s}`) })) },
    { name: 'hair_color', label: t('models.hairColor'), value: filters.hair_color ?? '', options: HAIR_COLORS.map((h) => ({ value: h, label: t(`models.hairColors.${h}`) })) },
    { name: 'height', label: t('models.height'), value: filters.height ?? '', options: HEIGHT_RANGES.map((h) => ({ value: h, label: range(h, 'cm') })) },
    { name: 'weight', label: t('models.weight'), value: filters.weight ?? '', options: WEIGHT_RANGES.map((w) => ({ value: w, label: range(w, 'kg') })) },
    { name: 'tattoo', label: t('models.tattoo'), value: filters.tattoo === undefined ? '' : String(filters.tattoo), options: yesNo },
    { name: 'piercing', label: t('models.piercing'), value: filters.piercing === undefined ? '' : String(filters.piercing), options: yesNo },
  ];
}

modelRoutes.get('/models/:sort/:page/', async (c, next) => {
  const sort = c.req.param('sort');
  if (!isOneOf(MODEL_SORTS, sort)) return next(); // /models/{dir}/videos/... and /models/{dir}/wall/... redirect
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const countries = await listModelCountries(c.env.DB);
  const filters = modelFilters(c, countries);
  const result = await listModels(c.env.DB, {
    gender: c.get('gender'), sort, page, perPage: PAGE_SIZE, filters, year: new Date().getUTCFullYear(),
  });
  const query = filterQuery(filters);
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.models(sort, n) + query);
  const headline = t('models.headline');
  return c.render(
    <CollectionPage
      t={t}
      headline={headline}
      list={{ kind: 'models', items: result.items }}
      sortTabs={sortTabs(c, MODEL_SORTS, sort, (s: ModelSort) => urls.models(s) + query)}
      controls={<SelectFilters t={t} action={urls.models(sort)} fields={filterFields(c, filters, countries)} />}
      pagination={pagination}
    />,
    {
      meta: {
        title: `${headline} – ${t(`sorts.${sort}`)}`,
        canonical: urls.models(sort, page),
        robots: query ? 'noindex, follow' : undefined,
        ...pageLinks(pagination),
      },
    },
  );
});

async function loadModel(c: Context<AppEnv>): Promise<ModelDetail> {
  return assertFound(await readModel(c.env.DB, dirParam(c.req.param('dir'))));
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

async function renderModelVideos(c: Context<AppEnv>, model: ModelDetail, page: number, tab: ModelTab) {
  const t = c.get('t');
  const result = await loadVideoList(c, {
    gender: c.get('gender'), sort: 'latest-updates', page, perPage: PAGE_SIZE, scope: { kind: 'model', id: model.model_id },
  });
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.modelVideos(model.dir, n));
  return c.render(
    <>
      <ModelHeader t={t} lang={c.get('lang')} model={model} tab={tab} />
      <CollectionGrid t={t} list={{ kind: 'videos', items: result.items }} empty={t('empty.videos_not_found')} eager />
      <Pagination {...pagination} t={t} />
    </>,
    { meta: { title: model.title, canonical: tab === 'videos' ? urls.modelVideos(model.dir, page) : urls.model(model.dir), ...pageLinks(pagination) } },
  );
}

modelRoutes.get('/model/:dir/', async (c) => renderModelVideos(c, await loadModel(c), 1, 'videos'));

modelRoutes.get('/model/:dir/videos/:page/', async (c) => {
  const page = pageParam(c.req.param('page'));
  return renderModelVideos(c, await loadModel(c), page, 'videos');
});

modelRoutes.get('/model/:dir/info/', async (c) => {
  const t = c.get('t');
  const model = await loadModel(c);
  return c.render(
    <>
      <ModelHeader t={t} lang={c.get('lang')} model={model} tab="info" />
      <InfoList rows={modelInfoRows(c, model)} />
      {model.bio && <><h2>{t('models.bio')}</h2><p>{model.bio}</p></>}
    </>,
    { meta: { title: `${model.title} – ${t('models.info')}`, canonical: urls.modelInfo(model.dir) } },
  );
});

modelRoutes.get('/model/:dir/wall/', async (c) => {
  const t = c.get('t');
  const model = await loadModel(c);
  const posts = await listWallPosts(c.env.DB, { wallType: 'model', wallId: model.model_id, page: 1, perPage: PAGE_SIZE });
  return c.render(
    <>
      <ModelHeader t={t} lang={c.get('lang')} model={model} tab="wall" />
      <PostList lang={c.get('lang')} posts={posts.items.map(fromWallPost)} empty={t('empty.wall')} />
    </>,
    { meta: { title: `${model.title} – ${t('models.wall')}`, canonical: urls.modelWall(model.dir) } },
  );
});
