// Deterministic demo catalogue: rows for every table from a video count and a seed; every picture is one of the demo
// clips' frames or its cut-outs (seed/clips.ts).
import { PARALLEL_DESCRIPTIONS, PARALLEL_PARTS, TITLE_LANGS as PARALLEL_LANGS, parallelTitle, type TitleLang } from './content/translated-titles';
import { usernameKey } from '../worker/domain/username-key';
import type { SqlValue } from '../worker/db/bulk';
import { POPULAR_MIN_VISITORS } from '../worker/config/limits';
import { TOP_COUNTRIES } from '../worker/config/countries';
import { slugify, urls } from '../views/urls';
import { CATEGORIES, type Lang } from './content/categories';
import { CATEGORY_DESCRIPTIONS } from './content/category-descriptions';
import {
  ALBUM_WORDS, DESCRIPTION_SENTENCES, NAME_SYLLABLES, TITLE_BANKS, USERNAME_PARTS,
  type BankLang, type TitleBank,
} from './content/words';
import { Random, DEFAULT_SEED, buildWeightTable, deriveSeed, type WeightTable } from './random';
import {
  CLIP_COUNT, CLIP_CUT_OUTS, CLIP_FRAMES, FRAME_POOL, SEED_CLIPS, clipCutOut, clipFolder, clipFrame, clipPreview, clipTimeline, plannedLadder,
  poolFrame, type ClipLadder,
} from './clips';
import { CARD_WIDTHS } from '../worker/config/uploads';

// ---------------------------------------------------------------------------------------------------------------
// Public shapes

export type Row = SqlValue[];

export interface TableRows {
  table: string;
  columns: readonly string[];
  /** Re-iterable; large tables are decoded lazily so they never exist as millions of arrays at once. */
  rows: Iterable<Row>;
  count: number;
}

export interface CatalogueOptions {
  videos: number;
  seed?: number;
  /** Unix seconds every date is relative to. */
  now: number;
  /** The demo clips' processed ladders (seed/ladders.ts); the planned ladder for any not given (seed/clips.ts). */
  clips?: readonly ClipLadder[];
  /** password_hash of the demo account (hashing is async, so the caller does it); NULL when not given. */
  demoPasswordHash?: string | null;
}

export interface CatalogueSizes {
  videos: number;
  members: number;
  models: number;
  channels: number;
  albums: number;
  playlists: number;
  comments: number;
  votes: number;
  viewRows: number;
}

export interface Catalogue {
  sizes: CatalogueSizes;
  /** In foreign-key order: inserting them in this order never references a missing row. */
  tables: TableRows[];
}

export const DEMO_ACCOUNT = {
  userId: 1,
  username: 'demo',
  email: 'demo@example.invalid',
  password: 'demo-password',
} as const;


// ---------------------------------------------------------------------------------------------------------------
// Sizes

const DAY = 86_400;
const YEAR = 365 * DAY;
const DEFAULT_VIDEOS = 3000;
const VIEW_DAYS = 60;
const CATALOGUE_YEARS = 3;

/** Per-table sizes: linear in the video count (defaults are for 3,000 videos), with floors and caps. */
export function planSizes(videos: number): CatalogueSizes {
  if (!Number.isInteger(videos) || videos < 1) throw new Error(`videos must be a positive integer, got ${videos}`);
  if (videos >= 1 << VIDEO_ID_BITS) throw new Error(`at most ${(1 << VIDEO_ID_BITS) - 1} videos`);
  const scale = (base: number, floor: number, cap: number) =>
    Math.min(cap, Math.max(floor, Math.round((base * videos) / DEFAULT_VIDEOS)));
  return {
    videos,
    members: scale(500, 20, 20_000),
    models: scale(400, 12, 20_000),
    channels: scale(40, 4, 2_000),
    albums: scale(300, 6, 20_000),
    playlists: scale(200, 6, 20_000),
    comments: scale(20_000, 50, 400_000),
    votes: scale(45_000, 100, 1_200_000),
    viewRows: scale(60_000, 100, 2_500_000),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Context shared by the generators

interface Context {
  rng: Random;
  seed: number;
  now: number;
  today: number;
  sizes: CatalogueSizes;
  /** Each clip's ladder, by clip number - 1. */
  clips: readonly ClipLadder[];
}

function createContext(options: CatalogueOptions): Context {
  const seed = options.seed ?? DEFAULT_SEED;
  const sizes = planSizes(options.videos);
  return {
    rng: new Random(seed),
    seed,
    now: Math.floor(options.now),
    today: Math.floor(options.now / DAY),
    sizes,
    clips: SEED_CLIPS.map((clip) => options.clips?.find((given) => given.number === clip.number) ?? plannedLadder(clip.number)),
  };
}

function defineTable(table: string, columns: readonly string[], rows: Row[]): TableRows {
  return { table, columns, rows, count: rows.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Small helpers: time, weights, text

/** A time in [from, to], denser near `to` as bias grows above 1. */
function pickRecentTime(rng: Random, from: number, to: number, bias = 1): number {
  if (to <= from) return to;
  return to - Math.floor((to - from) * Math.pow(rng.next(), bias));
}

/** A time after both `after` and `createdAt` (the actor's sign-up), never after now. */
function pickTimeAfter(rng: Random, ctx: Context, after: number, createdAt: number, bias = 1.5): number {
  return pickRecentTime(rng, Math.min(ctx.now, Math.max(after, createdAt) + 60), ctx.now, bias);
}

/** Zipf weights handed out to the items in a random order: a few items get most of the weight. */
function buildRankedWeights(rng: Random, count: number, exponent: number): Float64Array {
  const ranks = rng.shuffle(Array.from({ length: count }, (_, i) => i));
  const weights = new Float64Array(count);
  for (let i = 0; i < count; i++) weights[i] = 1 / Math.pow(ranks[i]! + 1, exponent);
  return weights;
}

/** Exponentially distributed count with the given mean, capped. */
function pickCount(rng: Random, mean: number, max: number): number {
  return Math.min(max, Math.floor(-Math.log(1 - rng.next()) * mean));
}

/** Roughly normal, mean 0 and deviation 1. */
function pickGaussian(rng: Random): number {
  return (rng.next() + rng.next() + rng.next() + rng.next() - 2) * 1.73;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** `base`, or `base-2`, `base-3`... whichever is still free. */
function claimUnique(base: string, used: Set<string>): string {
  let candidate = base;
  for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`;
  used.add(candidate);
  return candidate;
}

function formatDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

const BANKS = Object.fromEntries(TITLE_BANKS.map((bank) => [bank.lang, bank])) as Record<BankLang, TitleBank>;
const EN_BANK = BANKS.en;
const UNSPACED_LANGS: ReadonlySet<BankLang> = new Set(['ja', 'zh']);

function buildTitle(rng: Random, bank: TitleBank): string {
  return bank.joiner(rng.pick(bank.starts), rng.pick(bank.subjects), rng.pick(bank.places));
}

function buildDescription(rng: Random, lang: BankLang, maxSentences: number): string {
  const sentences = rng.sample(DESCRIPTION_SENTENCES[lang], rng.int(1, maxSentences));
  return sentences.join(UNSPACED_LANGS.has(lang) ? '' : ' ');
}

function buildPersonName(rng: Random): string {
  const given = rng.pick(NAME_SYLLABLES.given) + rng.pick(NAME_SYLLABLES.given);
  let family = '';
  for (let i = rng.int(2, 3); i > 0; i--) family += rng.pick(NAME_SYLLABLES.family);
  return `${capitalise(given)} ${capitalise(family)}`;
}

/** Neutral comment texts: English templates fill in words from the English title bank. */
const COMMENT_TEMPLATES: Record<BankLang, readonly string[]> = {
  en: [
    'Lovely video, thanks for sharing!', 'The colours in this one are beautiful.', 'I would love to try {subject} someday.',
    '{place} looks so peaceful.', 'This made my morning a little calmer.', 'Great editing, very relaxing to watch.',
    'Watched it twice already.', 'Which camera did you use for this?', 'The music fits perfectly.',
    'More videos like this, please!', 'I have been to {place}, it really is like that.', 'Such a cozy atmosphere.',
    'The {subject} part was my favourite.', 'Perfect for a rainy afternoon.', 'Nice pacing, not too fast.',
    'Adding this to my playlist.', 'The sound of the wind at the start is great.', 'How long did the {subject} take?',
    'Beautiful light at the end.', 'This channel never disappoints.', 'Simple and charming.',
    'Greetings from the other side of the world!', 'Thanks, this was exactly what I needed today.',
  ],
  ja: ['素敵な動画ですね！', '景色がとてもきれいです。', '癒されました。ありがとうございます。', '次の動画も楽しみにしています。', '音楽がぴったりですね。', 'いつか行ってみたいです。'],
  ko: ['영상 정말 좋아요!', '풍경이 너무 예뻐요.', '보고 있으니 마음이 편안해져요.', '다음 영상도 기대할게요.', '음악이 잘 어울려요.', '언젠가 꼭 가 보고 싶어요.'],
  zh: ['视频很棒，谢谢分享！', '风景太美了。', '看完心情很放松。', '期待下一期。', '背景音乐很搭。', '以后一定要去看看。'],
  fr: ['Très jolie vidéo, merci !', 'Les couleurs sont magnifiques.', 'Ça donne envie de voyager.', "Vivement la prochaine vidéo.", 'Musique parfaite.'],
  de: ['Sehr schönes Video, danke!', 'Die Farben sind wunderbar.', 'Da möchte ich auch mal hin.', 'Freue mich auf das nächste Video.', 'Sehr entspannend.'],
  es: ['¡Qué vídeo tan bonito, gracias!', 'Los colores son preciosos.', 'Me encantaría ir algún día.', 'Espero el próximo vídeo.', 'Muy relajante.'],
};
const COMMENT_LANGS: readonly (readonly [BankLang, number])[] = [
  ['en', 55], ['ja', 15], ['ko', 8], ['zh', 8], ['fr', 5], ['de', 5], ['es', 4],
];

function buildComment(rng: Random): string {
  const template = rng.pick(COMMENT_TEMPLATES[rng.pickWeighted(COMMENT_LANGS)]);
  return template.replace('{subject}', () => rng.pick(EN_BANK.subjects)).replace('{place}', () => rng.pick(EN_BANK.places));
}

function buildAboutText(rng: Random): string {
  return `Into ${rng.pick(EN_BANK.subjects)} and ${rng.pick(EN_BANK.subjects)}. Usually somewhere near ${rng.pick(EN_BANK.places)}.`;
}

/** One of the site's three sections: 80% straight, 12% shemale, 8% gay. */
function pickSection(rng: Random): 0 | 1 | 2 {
  return rng.pickWeighted([[0, 80], [1, 12], [2, 8]] as const);
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures: the demo clips' frames and their cut-outs, the same few dozen shared by every row

/** A stored picture and the stem of its card sizes. */
interface Picture {
  key: string;
  set: string;
}

/** A picture's two columns: its key and its card sizes' stem. */
const pictureColumns = (picture: Picture | null): Row => [picture?.key ?? null, picture?.set ?? null];

/** Frame of the pool for row `id`: `salt` makes each kind of row walk the pool from its own start. */
const frameFor = (id: number, salt: number) => poolFrame((id * 7 + salt) % FRAME_POOL);

/** A model's portrait or a member's avatar. */
function claimPortrait(kind: 'portrait' | 'square', id: number): Picture {
  const frame = frameFor(id, kind === 'portrait' ? 3 : 5);
  const set = clipCutOut(kind, frame.number, frame.index);
  return { key: `${set}.jpg`, set };
}

/** A channel's banner: a frame itself. */
function claimBanner(id: number): Picture {
  const frame = frameFor(id, 11);
  const set = clipFrame(frame.number, frame.index);
  return { key: `${set}.jpg`, set };
}

/** An album photo, varied per album and position, in its frame's photo shape (landscape, portrait, square, wide). */
function claimPhoto(albumId: number, position: number): Picture & { width: number; height: number } {
  const frame = poolFrame((albumId * 37 + position * 11) % FRAME_POOL);
  const set = clipCutOut('photo', frame.number, frame.index);
  return { key: `${set}.jpg`, set, ...CLIP_CUT_OUTS.photo.large(frame.index) };
}

// ---------------------------------------------------------------------------------------------------------------
// Members

interface MemberPlan {
  id: number;
  createdAt: number;
  /** Signed up before the catalogue's first video: the accounts that upload. */
  veteran: boolean;
}

const USER_COLUMNS = [
  'user_id', 'username', 'username_key', 'email', 'password_hash', 'email_confirmed', 'status_id', 'role', 'avatar', 'avatar_set', 'country',
  'gender', 'birth_date', 'relationship', 'orientation', 'education', 'website', 'about', 'hidden_lists',
  'created_at', 'last_login_at',
] as const;

const MEMBER_COUNTRIES: readonly (readonly [string, number])[] = [
  ['JP', 30], ['US', 12], ['KR', 8], ['TW', 6], ['GB', 5], ['DE', 5], ['FR', 4], ['TH', 4], ['PH', 4], ['BR', 3],
  ['CA', 3], ['AU', 3], ['ES', 3], ['IT', 2], ['HK', 3], ['VN', 3], ['IN', 3], ['MX', 2], ['NL', 2], ['PL', 2],
];
const HIDDEN_LIST_CHOICES: readonly (readonly [string, number])[] = [
  ['', 90], ['favourite_videos', 3], ['friends', 3], ['history,watch_later_videos', 2], ['subscriptions', 2],
];

/** A name unlike every earlier one: `usedKeys` holds their username keys, so look-alikes count as used too. */
function buildUsername(rng: Random, usedKeys: Set<string>): string {
  for (;;) {
    const adjective = rng.pick(USERNAME_PARTS.adjectives);
    const noun = rng.pick(USERNAME_PARTS.nouns);
    const username = `${adjective}${noun}${rng.chance(0.6) ? rng.int(1, 999) : ''}`;
    const key = usernameKey(username);
    if (usedKeys.has(key)) continue;
    usedKeys.add(key);
    return username;
  }
}

function buildMemberRow(ctx: Context, rng: Random, plan: MemberPlan, username: string, avatar: Picture | null): Row {
  const birth = ctx.now - rng.int(Math.ceil(18.1 * YEAR), 60 * YEAR);
  return [
    plan.id, username, usernameKey(username), `user${plan.id}@example.invalid`, null, rng.chance(0.92) ? 1 : 0,
    rng.chance(0.01) ? 0 : plan.veteran && rng.chance(0.4) ? 6 : 2, 'member', ...pictureColumns(avatar),
    rng.chance(0.9) ? rng.pickWeighted(MEMBER_COUNTRIES) : null,
    rng.chance(0.9) ? rng.pickWeighted([['male', 45], ['female', 40], ['couple', 8], ['trans', 7]] as const) : null,
    rng.chance(0.8) ? formatDate(birth) : null,
    rng.chance(0.7) ? rng.pick(['single', 'taken', 'married', 'open'] as const) : null,
    rng.chance(0.7) ? rng.pickWeighted([['straight', 70], ['gay', 15], ['bisexual', 15]] as const) : null,
    rng.chance(0.5) ? rng.pick(['High school', 'College', 'University', 'Postgraduate']) : null,
    rng.chance(0.1) ? `https://${username}.example/` : null,
    rng.chance(0.5) ? buildAboutText(rng) : '',
    rng.pickWeighted(HIDDEN_LIST_CHOICES),
    plan.createdAt, pickRecentTime(rng, plan.createdAt, ctx.now, 2),
  ];
}

function buildDemoRow(ctx: Context, plan: MemberPlan, passwordHash: string | null): Row {
  return [
    plan.id, DEMO_ACCOUNT.username, usernameKey(DEMO_ACCOUNT.username), DEMO_ACCOUNT.email, passwordHash, 1, 6, 'member',
    ...pictureColumns(claimPortrait('square', plan.id)), 'JP', 'male', '1990-04-01', 'single', 'straight', 'University',
    null, 'Demo account of the local catalogue.', '', plan.createdAt, ctx.now - DAY,
  ];
}

function generateMembers(ctx: Context, demoPasswordHash: string | null): { members: MemberPlan[]; table: TableRows } {
  const rng = ctx.rng.fork('members');
  const catalogueStart = ctx.now - CATALOGUE_YEARS * YEAR;
  const usedKeys = new Set<string>([usernameKey(DEMO_ACCOUNT.username)]);
  const members: MemberPlan[] = [];
  const rows: Row[] = [];
  for (let id = 1; id <= ctx.sizes.members; id++) {
    const veteran = id === DEMO_ACCOUNT.userId || rng.chance(0.25);
    const createdAt = veteran
      ? catalogueStart - rng.int(30 * DAY, YEAR)
      : pickRecentTime(rng, catalogueStart, ctx.now - DAY, 0.8);
    const plan = { id, createdAt, veteran };
    members.push(plan);
    if (id === DEMO_ACCOUNT.userId) {
      rows.push(buildDemoRow(ctx, plan, demoPasswordHash));
      continue;
    }
    const username = buildUsername(rng, usedKeys);
    const avatar = rng.chance(0.85) ? claimPortrait('square', id) : null;
    rows.push(buildMemberRow(ctx, rng, plan, username, avatar));
  }
  return { members, table: defineTable('users', USER_COLUMNS, rows) };
}

// ---------------------------------------------------------------------------------------------------------------
// Channels and models

const CHANNEL_SUFFIXES = ['Studio', 'TV', 'Films', 'Channel', 'Media', 'Works', 'Daily', 'Club', 'Diaries', 'Travels'];

function generateChannels(ctx: Context): TableRows {
  const rng = ctx.rng.fork('channels');
  const used = new Set<string>();
  const rows: Row[] = [];
  for (let id = 1; id <= ctx.sizes.channels; id++) {
    const words = [capitalise(rng.pick(USERNAME_PARTS.adjectives)), capitalise(rng.pick(USERNAME_PARTS.nouns)), rng.pick(CHANNEL_SUFFIXES)];
    const title = words.join(' ');
    const dir = claimUnique(slugify(title), used);
    rows.push([
      id, dir, title, buildDescription(rng, 'en', 3), rng.chance(0.5) ? `https://${dir}.example/` : null,
      ...pictureColumns(claimBanner(id)),
      ctx.now - CATALOGUE_YEARS * YEAR - rng.int(DAY, YEAR),
    ]);
  }
  return defineTable('channels', ['channel_id', 'dir', 'title', 'description', 'url', 'thumb', 'thumb_set', 'created_at'], rows);
}

interface ModelPlan {
  id: number;
  gender: 0 | 1 | 2;
}

const MODEL_COLUMNS = [
  'model_id', 'dir', 'title', 'alphabet', 'gender', 'race', 'birth_year', 'country', 'tits_size', 'hair_color',
  'height', 'weight', 'tattoo', 'piercing', 'bio', 'thumb', 'thumb_set', 'created_at',
] as const;
const ASIAN_COUNTRIES: readonly (readonly [string, number])[] = [
  ['JP', 40], ['KR', 15], ['CN', 10], ['TW', 10], ['TH', 8], ['PH', 7], ['VN', 5], ['ID', 2], ['MY', 2], ['SG', 1],
];
const OTHER_COUNTRIES: readonly (readonly [string, number])[] = [
  ['US', 25], ['BR', 12], ['GB', 8], ['FR', 8], ['DE', 8], ['RU', 8], ['MX', 8], ['CA', 6], ['AU', 6], ['ES', 6], ['CO', 5],
];

function buildModelRow(ctx: Context, rng: Random, plan: ModelPlan, title: string, dir: string): Row {
  const race = rng.pickWeighted([['asian', 70], ['caucasian', 12], ['latin', 10], ['ebony', 8]] as const);
  const country = rng.pickWeighted(race === 'asian' || rng.chance(0.3) ? ASIAN_COUNTRIES : OTHER_COUNTRIES);
  const height = Math.min(180, Math.max(148, Math.round(163 + pickGaussian(rng) * 7)));
  const weight = Math.min(75, Math.max(40, Math.round(height - 110 + pickGaussian(rng) * 5)));
  const currentYear = new Date(ctx.now * 1000).getUTCFullYear();
  return [
    plan.id, dir, title, title.charAt(0).toUpperCase(), plan.gender, race,
    // A birth year 19-45 years back: by any reading of the year difference the model is 18 or older.
    currentYear - rng.int(19, 45), country,
    rng.pickWeighted([['small', 35], ['medium', 35], ['big', 22], ['huge', 8]] as const),
    rng.pickWeighted([['black', 50], ['brown', 28], ['blonde', 10], ['red', 5], ['other', 7]] as const),
    height, weight, rng.chance(0.25) ? 1 : 0, rng.chance(0.35) ? 1 : 0,
    `${buildAboutText(rng)} ${buildDescription(rng, 'en', 1)}`,
    ...pictureColumns(claimPortrait('portrait', plan.id)),
    pickRecentTime(rng, ctx.now - (CATALOGUE_YEARS + 0.5) * YEAR, ctx.now - DAY, 0.9),
  ];
}

function generateModels(ctx: Context): { models: ModelPlan[]; table: TableRows } {
  const rng = ctx.rng.fork('models');
  const used = new Set<string>();
  const models: ModelPlan[] = [];
  const rows: Row[] = [];
  for (let id = 1; id <= ctx.sizes.models; id++) {
    const title = buildPersonName(rng);
    const plan = { id, gender: pickSection(rng) };
    models.push(plan);
    rows.push(buildModelRow(ctx, rng, plan, title, claimUnique(slugify(title), used)));
  }
  return { models, table: defineTable('models', MODEL_COLUMNS, rows) };
}

// ---------------------------------------------------------------------------------------------------------------
// Videos

interface VideoPlan {
  id: number;
  lang: BankLang;
  title: string;
  dir: string;
  postDate: number;
  status: 0 | 1 | 5;
  isPrivate: 0 | 1;
  gender: 0 | 1 | 2;
  userId: number;
  channelId: number | null;
  clip: number;
  /** Relative popularity (top video about 1): drives views, votes, comments and list picks. */
  heat: number;
  /** Active and public: shown in listings. */
  listed: boolean;
  /** A title (and description) from the parallel phrasebook: the video has them in every site language. */
  parallel: ParallelPick | null;
}

interface ParallelPick {
  subject: number;
  place: number;
  time: number;
  description: number;
}

/** The share of English-titled videos whose title and description the seed gives in every site language. */
const PARALLEL_SHARE = 1 / 3;

function pickParallel(rng: Random): ParallelPick {
  const { subjects, places, times } = PARALLEL_PARTS;
  return {
    subject: rng.int(0, subjects.en.length - 1), place: rng.int(0, places.en.length - 1), time: rng.int(0, times.en.length - 1),
    description: rng.int(0, PARALLEL_DESCRIPTIONS.en.length - 1),
  };
}

const parallelTitleOf = (pick: ParallelPick, lang: TitleLang) => parallelTitle(lang, pick.subject, pick.place, pick.time);

const TITLE_LANGS: readonly (readonly [BankLang, number])[] = [
  ['en', 45], ['ja', 25], ['ko', 10], ['zh', 10], ['fr', 3.4], ['de', 3.3], ['es', 3.3],
];
const DEMO_UPLOADS = 12;

/** Post dates over the last three years, denser towards now (about 3% in the last day, 16% in the last month). */
function planPostDates(ctx: Context, rng: Random): number[] {
  const dates = Array.from({ length: ctx.sizes.videos }, () => pickRecentTime(rng, ctx.now - CATALOGUE_YEARS * YEAR, ctx.now - 60, 2));
  return dates.sort((a, b) => a - b);
}

function pickDuration(rng: Random): number {
  const band = rng.pickWeighted([[0, 40], [1, 42], [2, 18]] as const);
  return band === 0 ? rng.int(60, 599) : band === 1 ? rng.int(600, 2400) : rng.int(2401, 5400);
}

function planVideos(ctx: Context, members: readonly MemberPlan[]): VideoPlan[] {
  const rng = ctx.rng.fork('videos');
  const uploaders = members.filter((member) => member.veteran);
  const uploaderWeights = buildWeightTable(buildRankedWeights(rng, uploaders.length, 1));
  const channelWeights = buildWeightTable(buildRankedWeights(rng, ctx.sizes.channels, 0.8));
  const popularity = buildRankedWeights(rng, ctx.sizes.videos, 0.9);
  const demoUploads = new Set(rng.sample(Array.from({ length: ctx.sizes.videos }, (_, i) => i), DEMO_UPLOADS));
  const demoPrivate = Math.min(...demoUploads);
  // Its own stream, so the catalogue's other choices stay as they were.
  const parallelRng = ctx.rng.fork('parallel-titles');
  return planPostDates(ctx, rng).map((postDate, index): VideoPlan => {
    const id = index + 1;
    const status = rng.pickWeighted([[1, 97], [5, 2], [0, 1]] as const);
    const isPrivate = rng.chance(0.03) || index === demoPrivate ? 1 : 0;
    const ageDays = (ctx.now - postDate) / DAY;
    const lang = rng.pickWeighted(TITLE_LANGS);
    const banked = buildTitle(rng, BANKS[lang]);
    const parallel = lang === 'en' && parallelRng.chance(PARALLEL_SHARE) ? pickParallel(parallelRng) : null;
    const title = parallel ? parallelTitleOf(parallel, 'en') : banked;
    return {
      id,
      lang,
      title,
      dir: slugify(title) || `video-${id}`,
      postDate,
      status,
      isPrivate,
      gender: pickSection(rng),
      userId: demoUploads.has(index) ? DEMO_ACCOUNT.userId : rng.weighted(uploaders, uploaderWeights).id,
      channelId: rng.chance(0.4) ? rng.weightedIndex(channelWeights) + 1 : null,
      clip: rng.int(1, CLIP_COUNT),
      heat: popularity[index]! * (1 + 3 * Math.exp(-ageDays / 7)),
      listed: status === 1 && isPrivate === 0,
      parallel,
    };
  });
}

/** The parallel videos' titles and descriptions in the site's other languages. */
function generateVideoTexts(videos: readonly VideoPlan[]): TableRows {
  const rows = videos.flatMap((video) => {
    const pick = video.parallel;
    if (!pick) return [];
    return TRANSLATED_LANGS.map((lang): Row => {
      const title = parallelTitleOf(pick, lang);
      return [video.id, lang, title, slugify(title), PARALLEL_DESCRIPTIONS[lang][pick.description]!];
    });
  });
  return defineTable('video_texts', ['video_id', 'lang', 'title', 'dir', 'description'], rows);
}

const TRANSLATED_LANGS = PARALLEL_LANGS.filter((lang) => lang !== 'en');

const VIDEO_COLUMNS = [
  'video_id', 'dir', 'title', 'description', 'lang', 'duration', 'post_date', 'user_id', 'channel_id', 'status_id',
  'is_private', 'gender', 'sg_id', 'thumb', 'thumb_set', 'preview_key', 'file_key', 'stream_key', 'timeline_key', 'width', 'height',
  'file_size', 'ex_tube', 'ex_id', 'url', 'viewed',
] as const;

/** A video's card image: one of its clip's frames, by its id. */
const frameOf = (video: Pick<VideoPlan, 'id' | 'clip'>) => clipFrame(video.clip, video.id % CLIP_FRAMES);
const PARTNER_TUBES = ['partnertube', 'clipnest', 'streamharbor'];

function buildVideoRow(ctx: Context, rng: Random, video: VideoPlan, viewed: number): Row {
  const top = ctx.clips[video.clip - 1]!.renditions.at(-1)!;
  const partner = rng.chance(0.01) ? rng.pick(PARTNER_TUBES) : null;
  const exId = partner ? `${partner.slice(0, 2)}${rng.int(100_000, 999_999)}` : null;
  const banked = rng.chance(0.85) ? buildDescription(rng, video.lang, 3) : '';
  return [
    video.id, video.dir, video.title, video.parallel ? PARALLEL_DESCRIPTIONS.en[video.parallel.description]! : banked, video.lang,
    pickDuration(rng), video.postDate, video.userId, video.channelId, video.status, video.isPrivate, video.gender,
    rng.int(0, 4), `${frameOf(video)}.jpg`, frameOf(video), clipPreview(video.clip), `${clipFolder(video.clip)}/${top.height}.mp4`,
    `${clipFolder(video.clip)}/master.m3u8`,
    clipTimeline(video.clip), top.width, top.height, top.size,
    partner, exId, partner ? `https://${partner}.example/watch/${exId}` : null, viewed,
  ];
}

/** Every rendition of every video: its clip's ladder, in the clip's folder. */
function generateRenditionRows(ctx: Context, videos: readonly VideoPlan[]): TableRows {
  const count = videos.reduce((sum, video) => sum + ctx.clips[video.clip - 1]!.renditions.length, 0);
  const rows = {
    *[Symbol.iterator](): Iterator<Row> {
      for (const video of videos) {
        for (const r of ctx.clips[video.clip - 1]!.renditions) yield [video.id, r.height, r.width, `${clipFolder(video.clip)}/${r.height}.mp4`, r.size];
      }
    },
  };
  return { table: 'video_renditions', columns: ['video_id', 'height', 'width', 'file_key', 'size'], rows, count };
}

/** viewed = an "older views" base (before the daily window) plus the sum of the video's daily view rows. */
function generateVideoRows(ctx: Context, videos: readonly VideoPlan[], dailySums: Float64Array): TableRows {
  const rng = ctx.rng.fork('video-rows');
  const rows = videos.map((video) => {
    const olderDays = Math.max(0, (ctx.now - video.postDate) / DAY - VIEW_DAYS);
    const base = video.status === 1 ? Math.round(video.heat * 2000 * Math.pow(olderDays, 0.8) * rng.float(0.5, 1.5)) : 0;
    return buildVideoRow(ctx, rng, video, base + dailySums[video.id]!);
  });
  return defineTable('videos', VIDEO_COLUMNS, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Categories and video links

/**
 * Categories that carry most links: each is on half of the videos, so at the default size (3,000 videos, about 2,400
 * of them public and active in the straight section) each lists about 1,200 and the listings' sidebar has entries.
 */
const MAJOR_CATEGORIES = 5;
const MAJOR_SHARE = 0.5;
const MAX_VIDEO_CATEGORIES = 4;

/** Sorted (parent, child) pairs packed into one number each, for B-tree friendly insert order. */
function packPairRows(pairs: number[]): Row[] {
  const packed = Float64Array.from(pairs).sort();
  return Array.from(packed, (value) => [Math.floor(value / 2 ** VIDEO_ID_BITS), value % 2 ** VIDEO_ID_BITS]);
}

function packPair(parent: number, child: number): number {
  return parent * 2 ** VIDEO_ID_BITS + child;
}

function generateVideoCategories(ctx: Context, videos: readonly VideoPlan[]): { table: TableRows; linksByCategory: number[][] } {
  const rng = ctx.rng.fork('video-categories');
  const order = rng.shuffle(CATEGORIES.map((_, index) => index));
  const majors = order.slice(0, MAJOR_CATEGORIES);
  const minors = order.slice(MAJOR_CATEGORIES);
  const minorTable = buildWeightTable(minors.map((_, rank) => 1 / Math.pow(rank + 1, 0.9)));
  const linksByCategory: number[][] = CATEGORIES.map(() => []);
  const pairs: number[] = [];
  for (const video of videos) {
    const count = rng.pickWeighted([[1, 15], [2, 30], [3, 35], [4, 20]] as const);
    const chosen = majors.filter(() => rng.chance(MAJOR_SHARE)).slice(0, MAX_VIDEO_CATEGORIES);
    const missing = Math.max(0, count - chosen.length);
    for (const index of rng.weightedDistinct(minorTable, missing)) chosen.push(minors[index]!);
    for (const categoryIndex of chosen) {
      pairs.push(packPair(categoryIndex + 1, video.id));
      linksByCategory[categoryIndex]!.push(video.id);
    }
  }
  return { table: defineTable('video_categories', ['category_id', 'video_id'], packPairRows(pairs)), linksByCategory };
}

function generateCategoryTables(ctx: Context, videos: readonly VideoPlan[], linksByCategory: readonly number[][]): TableRows[] {
  const thumbs = linksByCategory.map((videoIds) => {
    const listed = videoIds.map((id) => videos[id - 1]!).filter((video) => video.listed);
    const top = listed.reduce<VideoPlan | null>((best, video) => (!best || video.heat > best.heat ? video : best), null);
    // A category card is a card's size: the frame's middle WebP.
    return top ? `${frameOf(top)}-${CARD_WIDTHS[1]}.webp` : null;
  });
  const categories = CATEGORIES.map((category, index): Row => [index + 1, category.dir, thumbs[index]!]);
  const titles = CATEGORIES.flatMap((category, index) => {
    const descriptions = CATEGORY_DESCRIPTIONS[category.dir];
    if (!descriptions) throw new Error(`seed: category ${category.dir} has no descriptions`);
    return Object.entries(category.titles).map(([lang, title]): Row => [index + 1, lang, title, descriptions[lang as Lang]]);
  });
  return [
    defineTable('categories', ['category_id', 'dir', 'thumb'], categories),
    defineTable('category_titles', ['category_id', 'lang', 'title', 'description'], titles),
  ];
}

function generateVideoModels(ctx: Context, videos: readonly VideoPlan[], models: readonly ModelPlan[]): TableRows {
  const rng = ctx.rng.fork('video-models');
  const bySection = ([0, 1, 2] as const).map((gender) => {
    const pool = models.filter((model) => model.gender === gender);
    return { pool, table: pool.length > 0 ? buildWeightTable(buildRankedWeights(rng, pool.length, 0.8)) : null };
  });
  const pairs: number[] = [];
  for (const video of videos) {
    const { pool, table } = bySection[video.gender]!;
    if (!table) continue;
    const count = rng.pickWeighted([[0, 30], [1, 40], [2, 20], [3, 10]] as const);
    for (const index of rng.weightedDistinct(table, count)) pairs.push(packPair(pool[index]!.id, video.id));
  }
  return defineTable('video_models', ['model_id', 'video_id'], packPairRows(pairs));
}

// ---------------------------------------------------------------------------------------------------------------
// Daily views per country: packed into one float per row, sorted by the primary key (country, day, video_id)

const VIDEO_ID_BITS = 21;
const VIEW_BITS = 21;
const DAY_SLOTS = 64;
const MAX_CELL_VIEWS = 2 ** VIEW_BITS - 1;

/** Share of each top country in the views of an average video. */
const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  JP: 30, US: 14, GB: 5, DE: 5, FR: 4, ES: 3, IT: 3, NL: 2, PL: 2, PT: 1.5, BR: 3, RU: 3, KR: 8, TW: 6, HK: 4,
  TH: 4, PH: 4, VN: 3, ID: 3, MY: 2.5, SG: 2, IN: 4, CA: 3, AU: 3, MX: 2,
};
/** Countries where a title language is read: they get more of that video's views. */
const LANG_COUNTRIES: Readonly<Record<BankLang, readonly string[]>> = {
  en: ['US', 'GB', 'CA', 'AU', 'IN', 'SG', 'PH'],
  ja: ['JP'],
  ko: ['KR'],
  zh: ['TW', 'HK', 'SG', 'MY'],
  fr: ['FR', 'CA'],
  de: ['DE'],
  es: ['ES', 'MX'],
};

interface DailyViews {
  packed: Float64Array;
  sums: Float64Array;
  firstDay: number;
}

/** The top countries in primary-key order, so the packed rows sort exactly as the table stores them. */
const VIEW_COUNTRIES = [...TOP_COUNTRIES].sort();

/** Per title language, each top country's base share with the language boost applied. */
const COUNTRY_BASE_BY_LANG = Object.fromEntries(
  TITLE_BANKS.map(({ lang }) => [
    lang,
    VIEW_COUNTRIES.map((country) => COUNTRY_WEIGHTS[country]! * (LANG_COUNTRIES[lang].includes(country) ? 5 : 1)),
  ]),
) as Record<BankLang, number[]>;

/** Each video's own liking for each country: the base shares, boosted by language, scattered per video. */
function pickCountryAffinity(rng: Random, lang: BankLang): Float64Array {
  const base = COUNTRY_BASE_BY_LANG[lang];
  const affinity = new Float64Array(base.length);
  for (let i = 0; i < base.length; i++) affinity[i] = base[i]! * Math.exp(1.2 * pickGaussian(rng));
  return affinity;
}

function packViewCell(countryIndex: number, dayIndex: number, videoId: number, views: number): number {
  return ((countryIndex * DAY_SLOTS + dayIndex) * 2 ** VIDEO_ID_BITS + videoId) * 2 ** VIEW_BITS + views;
}

/** Appends one video's (country, day) cells to `out`; returns the sum of their views. */
function generateVideoViewCells(ctx: Context, video: VideoPlan, cells: number, firstDay: number, out: number[]): number {
  const rng = new Random(deriveSeed(ctx.seed, `views:${video.id}`));
  const affinity = pickCountryAffinity(rng, video.lang);
  const countries = rng.weightedDistinct(buildWeightTable(affinity), Math.min(VIEW_COUNTRIES.length, 1 + Math.ceil(cells / 6)));
  const countryTable = buildWeightTable(countries.map((index) => affinity[index]!));
  const maxAffinity = Math.max(...countries.map((index) => affinity[index]!));
  const window = ctx.today - Math.max(Math.floor(video.postDate / DAY), firstDay) + 1;
  const seen = new Set<number>();
  let sum = 0;
  for (let attempt = 0; attempt < cells * 3 && seen.size < cells; attempt++) {
    const countryIndex = countries[rng.weightedIndex(countryTable)]!;
    const dayIndex = ctx.today - firstDay - Math.floor(window * Math.pow(rng.next(), 1.6));
    const slot = countryIndex * DAY_SLOTS + dayIndex;
    if (seen.has(slot)) continue;
    seen.add(slot);
    const share = affinity[countryIndex]! / maxAffinity;
    const views = Math.min(MAX_CELL_VIEWS, Math.max(1, Math.round(video.heat * 800 * share * rng.float(0.4, 1.4))));
    out.push(packViewCell(countryIndex, dayIndex, video.id, views));
    sum += views;
  }
  return sum;
}

/** Sparse daily views of active videos: cell counts grow with the square root of popularity. */
function generateDailyViews(ctx: Context, videos: readonly VideoPlan[]): DailyViews {
  const firstDay = ctx.today - VIEW_DAYS + 1;
  const active = videos.filter((video) => video.status === 1);
  const scale = ctx.sizes.viewRows / active.reduce((total, video) => total + Math.sqrt(video.heat), 0);
  const cells: number[] = [];
  const sums = new Float64Array(videos.length + 1);
  for (const video of active) {
    const count = Math.min(VIEW_COUNTRIES.length * VIEW_DAYS, Math.max(1, Math.round(scale * Math.sqrt(video.heat))));
    sums[video.id] = generateVideoViewCells(ctx, video, count, firstDay, cells);
  }
  return { packed: Float64Array.from(cells).sort(), sums, firstDay };
}

function decodeViewRows(views: DailyViews): Iterable<Row> {
  return {
    *[Symbol.iterator]() {
      for (const value of views.packed) {
        const count = value % 2 ** VIEW_BITS;
        const key = (value - count) / 2 ** VIEW_BITS;
        const videoId = key % 2 ** VIDEO_ID_BITS;
        const slot = (key - videoId) / 2 ** VIDEO_ID_BITS;
        yield [VIEW_COUNTRIES[Math.floor(slot / DAY_SLOTS)]!, views.firstDay + (slot % DAY_SLOTS), videoId, count];
      }
    },
  };
}

function defineViewTable(views: DailyViews): TableRows {
  return { table: 'video_views_daily', columns: ['country', 'day', 'video_id', 'views'], rows: decodeViewRows(views), count: views.packed.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Pickers over listed videos and members

interface VideoPicker {
  videos: VideoPlan[];
  /** Null when there is nothing to pick (tiny catalogues). */
  table: WeightTable | null;
}

function buildVideoPicker(videos: readonly VideoPlan[]): VideoPicker {
  const listed = videos.filter((video) => video.listed);
  return { videos: listed, table: listed.length > 0 ? buildWeightTable(listed.map((video) => video.heat)) : null };
}

/** Distinct popular-leaning videos, sorted by id. */
function pickVideos(rng: Random, picker: VideoPicker, count: number): VideoPlan[] {
  if (!picker.table) return [];
  return rng
    .weightedDistinct(picker.table, count)
    .map((index) => picker.videos[index]!)
    .sort((a, b) => a.id - b.id);
}

/** A member other than `except`, drawn by activity weight. */
function pickOtherMember(rng: Random, members: readonly MemberPlan[], activity: WeightTable, except: number): MemberPlan {
  for (;;) {
    const member = rng.weighted(members, activity);
    if (member.id !== except) return member;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Albums and photos

interface AlbumPlan {
  id: number;
  userId: number;
  postDate: number;
  listed: boolean;
  heat: number;
}

const ALBUM_COLUMNS = [
  'album_id', 'dir', 'title', 'description', 'user_id', 'status_id', 'is_private', 'gender', 'cover', 'cover_set', 'post_date', 'album_viewed',
] as const;

function buildAlbumTitle(rng: Random): string {
  const word = rng.pick(ALBUM_WORDS);
  switch (rng.int(0, 3)) {
    case 0: return word;
    case 1: return `${capitalise(rng.pick(USERNAME_PARTS.adjectives))} ${word}`;
    case 2: return `${word} in ${rng.pick(EN_BANK.places)}`;
    default: return `${word} ${rng.int(2015, 2025)}`;
  }
}

function generateAlbums(ctx: Context, members: readonly MemberPlan[], activity: WeightTable): { albums: AlbumPlan[]; tables: TableRows[] } {
  const rng = ctx.rng.fork('albums');
  const popularity = buildRankedWeights(rng, ctx.sizes.albums, 0.9);
  const albums: AlbumPlan[] = [];
  const albumRows: Row[] = [];
  const photoRows: Row[] = [];
  for (let id = 1; id <= ctx.sizes.albums; id++) {
    const owner = rng.weighted(members, activity);
    const title = buildAlbumTitle(rng);
    const status = rng.pickWeighted([[1, 96], [0, 2], [5, 2]] as const);
    const isPrivate = rng.chance(0.05) ? 1 : 0;
    const postDate = pickTimeAfter(rng, ctx, ctx.now - CATALOGUE_YEARS * YEAR, owner.createdAt, 1.3);
    let cover: Picture | null = null;
    for (let position = 1, count = rng.int(4, 24); position <= count; position++) {
      const photo = claimPhoto(id, position);
      cover ??= photo;
      photoRows.push([photoRows.length + 1, id, position, photo.key, photo.width, photo.height, photo.set]);
    }
    const heat = popularity[id - 1]!;
    albums.push({ id, userId: owner.id, postDate, listed: status === 1 && isPrivate === 0, heat });
    albumRows.push([
      id, slugify(title) || `album-${id}`, title, rng.chance(0.5) ? buildDescription(rng, 'en', 2) : '', owner.id,
      status, isPrivate, pickSection(rng), ...pictureColumns(cover), postDate, Math.round(heat * 20_000 * rng.float(0.5, 1.5)),
    ]);
  }
  return {
    albums,
    tables: [
      defineTable('albums', ALBUM_COLUMNS, albumRows),
      defineTable('photos', ['photo_id', 'album_id', 'position', 'image', 'width', 'height', 'thumb_set'], photoRows),
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Playlists

interface PlaylistPlan {
  id: number;
  createdAt: number;
  listed: boolean;
  heat: number;
}

/** Videos in the first demo playlist. */
const LONG_DEMO_PLAYLIST = 150;
const DEMO_PLAYLISTS = 3;

function buildPlaylistTitle(rng: Random): string {
  switch (rng.int(0, 2)) {
    case 0: return `${capitalise(rng.pick(USERNAME_PARTS.adjectives))} ${rng.pick(ALBUM_WORDS).toLowerCase()}`;
    case 1: return `Best of ${rng.pick(EN_BANK.subjects)}`;
    default: return `${rng.pick(ALBUM_WORDS)} to watch later`;
  }
}

function generatePlaylists(
  ctx: Context, members: readonly MemberPlan[], activity: WeightTable, pickers: readonly VideoPicker[],
): { playlists: PlaylistPlan[]; tables: TableRows[] } {
  const rng = ctx.rng.fork('playlists');
  const playlists: PlaylistPlan[] = [];
  const playlistRows: Row[] = [];
  const linkRows: Row[] = [];
  for (let id = 1; id <= ctx.sizes.playlists; id++) {
    const demo = id <= DEMO_PLAYLISTS;
    const owner = demo ? members[0]! : rng.weighted(members, activity);
    const isPrivate = (demo ? id === 2 : rng.chance(0.15)) ? 1 : 0;
    const orientation = demo ? 0 : pickSection(rng);
    const createdAt = pickTimeAfter(rng, ctx, ctx.now - CATALOGUE_YEARS * YEAR, owner.createdAt, 1.2);
    const updatedAt = pickRecentTime(rng, createdAt, ctx.now, 2);
    const picker = pickers[orientation]!;
    const size = rng.int(5, 60);
    // The first demo playlist is long, so its pages (60 each) and the video page's playlist strip have depth.
    const chosen = rng.shuffle(pickVideos(rng, picker, id === 1 ? LONG_DEMO_PLAYLIST : size));
    chosen.forEach((video, index) => {
      linkRows.push([id, video.id, index + 1, Math.max(video.postDate, pickRecentTime(rng, createdAt, updatedAt))]);
    });
    const heat = chosen.reduce((total, video) => total + video.heat, 0) / Math.max(1, chosen.length);
    playlists.push({ id, createdAt, listed: isPrivate === 0 && chosen.length > 0, heat });
    playlistRows.push([
      id, buildPlaylistTitle(rng), rng.chance(0.4) ? buildDescription(rng, 'en', 2) : '', owner.id, isPrivate,
      orientation, Math.round(heat * 5000 * rng.float(0.5, 1.5)), createdAt, updatedAt,
    ]);
  }
  return {
    playlists,
    tables: [
      defineTable('playlists', ['playlist_id', 'title', 'description', 'user_id', 'is_private', 'orientation', 'viewed', 'created_at', 'updated_at'], playlistRows),
      defineTable('playlist_videos', ['playlist_id', 'video_id', 'position', 'added_at'], linkRows),
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Members' own lists: favourites, watch later, history

interface MemberListSpec {
  table: 'favourites' | 'watch_later' | 'history';
  timeColumn: 'added_at' | 'watched_at';
  mean: number;
  max: number;
  demoCount: number;
}

const MEMBER_LISTS: readonly MemberListSpec[] = [
  { table: 'favourites', timeColumn: 'added_at', mean: 8, max: 150, demoCount: 30 },
  { table: 'watch_later', timeColumn: 'added_at', mean: 3, max: 60, demoCount: 12 },
  { table: 'history', timeColumn: 'watched_at', mean: 20, max: 300, demoCount: 50 },
];

function generateMemberList(ctx: Context, spec: MemberListSpec, members: readonly MemberPlan[], picker: VideoPicker): TableRows {
  const rng = ctx.rng.fork(spec.table);
  const rows: Row[] = [];
  for (const member of members) {
    const count = member.id === DEMO_ACCOUNT.userId ? spec.demoCount : pickCount(rng, spec.mean, spec.max);
    for (const video of pickVideos(rng, picker, count)) {
      rows.push([member.id, video.id, pickTimeAfter(rng, ctx, video.postDate, member.createdAt, 2)]);
    }
  }
  return defineTable(spec.table, ['user_id', 'video_id', spec.timeColumn], rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Comments and votes on videos, albums and playlists

interface Commentable {
  type: 'video' | 'album' | 'playlist';
  id: number;
  time: number;
  heat: number;
}

const VOTE_SHARES: readonly (readonly [Commentable['type'], number])[] = [['album', 0.05], ['playlist', 0.03], ['video', 0.92]];

/** Commentable objects with their shares of all comments, each shared out by popularity. */
function buildCommentTargets(shares: readonly (readonly [Commentable[], number])[]): { targets: Commentable[]; table: WeightTable | null } {
  const targets: Commentable[] = [];
  const weights: number[] = [];
  for (const [list, share] of shares) {
    const total = list.reduce((sum, target) => sum + target.heat, 0);
    for (const target of list) {
      targets.push(target);
      weights.push((share * target.heat) / total);
    }
  }
  return { targets, table: targets.length > 0 ? buildWeightTable(weights) : null };
}

function generateComments(
  ctx: Context, members: readonly MemberPlan[], activity: WeightTable, targets: Readonly<Record<'video' | 'album', Commentable[]>>,
): TableRows {
  const rng = ctx.rng.fork('comments');
  const { targets: commentable, table } = buildCommentTargets([[targets.video, 0.9], [targets.album, 0.1]]);
  const comments: [string, number, number, string, number, number][] = [];
  for (let i = 0; table && i < ctx.sizes.comments; i++) {
    const target = rng.weighted(commentable, table);
    const author = rng.weighted(members, activity);
    const addedDate = pickTimeAfter(rng, ctx, target.time, author.createdAt, 2);
    comments.push([target.type, target.id, author.id, buildComment(rng), addedDate, rng.chance(0.02) ? 5 : 1]);
  }
  comments.sort((a, b) => a[4] - b[4]);
  const rows = comments.map((comment, index): Row => [index + 1, ...comment]);
  return defineTable('comments', ['comment_id', 'object_type', 'object_id', 'user_id', 'comment', 'added_date', 'status_id'], rows);
}

/** Votes spread by popularity (rounded stochastically), at most one per member and object; mostly likes. */
function generateVotesOn(ctx: Context, rng: Random, targets: readonly Commentable[], total: number, members: readonly MemberPlan[], out: Row[]): void {
  const heatSum = targets.reduce((sum, target) => sum + target.heat, 0);
  for (const target of [...targets].sort((a, b) => a.id - b.id)) {
    const expected = (total * target.heat) / heatSum;
    const count = Math.min(members.length, Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0));
    if (count === 0) continue;
    const likeRatio = 0.55 + 0.43 * Math.sqrt(rng.next());
    for (const voter of rng.sample(members, count).sort((a, b) => a.id - b.id)) {
      out.push([target.type, target.id, voter.id, rng.chance(likeRatio) ? 1 : 0, pickTimeAfter(rng, ctx, target.time, voter.createdAt, 2)]);
    }
  }
}

function generateVotes(ctx: Context, members: readonly MemberPlan[], targets: Readonly<Record<Commentable['type'], Commentable[]>>): TableRows {
  const rng = ctx.rng.fork('votes');
  const rows: Row[] = [];
  for (const [type, share] of VOTE_SHARES) {
    if (targets[type].length > 0) generateVotesOn(ctx, rng, targets[type], Math.round(ctx.sizes.votes * share), members, rows);
  }
  return defineTable('votes', ['object_type', 'object_id', 'user_id', 'vote', 'created_at'], rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Social: subscriptions, friends, blocks, messages, wall posts

type SubscriptionType = 'channel' | 'member' | 'model';

function generateSubscriptions(ctx: Context, members: readonly MemberPlan[]): TableRows {
  const rng = ctx.rng.fork('subscriptions');
  const uploaders = members.filter((member) => member.veteran);
  const targets: Record<SubscriptionType, { ids: number[]; table: WeightTable }> = {
    channel: { ids: Array.from({ length: ctx.sizes.channels }, (_, i) => i + 1), table: buildWeightTable(buildRankedWeights(rng, ctx.sizes.channels, 1)) },
    member: { ids: uploaders.map((member) => member.id), table: buildWeightTable(buildRankedWeights(rng, uploaders.length, 1)) },
    model: { ids: Array.from({ length: ctx.sizes.models }, (_, i) => i + 1), table: buildWeightTable(buildRankedWeights(rng, ctx.sizes.models, 0.9)) },
  };
  const rows: Row[] = [];
  for (const member of members) {
    const demo = member.id === DEMO_ACCOUNT.userId;
    const counts: Record<SubscriptionType, number> = demo
      ? { channel: 5, member: 3, model: 5 }
      : { channel: pickCount(rng, 2, 30), member: pickCount(rng, 1, 20), model: pickCount(rng, 2, 40) };
    for (const type of ['channel', 'member', 'model'] as const) {
      const { ids, table } = targets[type];
      const chosen = rng.weightedDistinct(table, counts[type]).map((index) => ids[index]!).filter((id) => type !== 'member' || id !== member.id);
      for (const id of chosen.sort((a, b) => a - b)) rows.push([member.id, type, id, pickTimeAfter(rng, ctx, 0, member.createdAt, 1.5)]);
    }
  }
  return defineTable('subscriptions', ['user_id', 'target_type', 'target_id', 'created_at'], rows);
}

type FriendStatus = 'pending' | 'accepted' | 'declined';

/** The demo account's friendships: requests it sent and requests it received, in every state. */
const DEMO_FRIENDSHIPS: readonly { outgoing: boolean; status: FriendStatus }[] = [
  { outgoing: true, status: 'accepted' }, { outgoing: true, status: 'accepted' }, { outgoing: true, status: 'pending' },
  { outgoing: false, status: 'pending' }, { outgoing: false, status: 'pending' }, { outgoing: false, status: 'accepted' },
  { outgoing: false, status: 'accepted' }, { outgoing: false, status: 'declined' },
];

function generateFriends(ctx: Context, members: readonly MemberPlan[], activity: WeightTable): TableRows {
  const rng = ctx.rng.fork('friends');
  const pairs = new Map<string, Row>();
  const addRequest = (from: MemberPlan, to: MemberPlan, status: FriendStatus): void => {
    const key = from.id < to.id ? `${from.id}:${to.id}` : `${to.id}:${from.id}`;
    if (pairs.has(key)) return;
    const createdAt = pickTimeAfter(rng, ctx, to.createdAt, from.createdAt, 1.5);
    pairs.set(key, [from.id, to.id, status, createdAt, status === 'pending' ? createdAt : pickRecentTime(rng, createdAt, ctx.now, 2)]);
  };
  const demo = members[0]!;
  for (const { outgoing, status } of DEMO_FRIENDSHIPS) {
    const other = pickOtherMember(rng, members, activity, demo.id);
    if (outgoing) addRequest(demo, other, status);
    else addRequest(other, demo, status);
  }
  for (const member of members.slice(1)) {
    for (let n = pickCount(rng, 2, 40); n > 0; n--) {
      const status = rng.pickWeighted([['accepted', 60], ['pending', 25], ['declined', 15]] as const);
      addRequest(member, pickOtherMember(rng, members, activity, member.id), status);
    }
  }
  const rows = [...pairs.values()].sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
  return defineTable('friends', ['user_id', 'friend_id', 'status', 'created_at', 'updated_at'], rows);
}

function generateBlocks(ctx: Context, members: readonly MemberPlan[], activity: WeightTable): TableRows {
  const rng = ctx.rng.fork('blocks');
  const rows = new Map<string, Row>();
  for (let n = Math.max(1, Math.round(members.length * 0.02)); n > 0; n--) {
    const member = rng.pick(members.slice(1));
    const blocked = pickOtherMember(rng, members, activity, member.id);
    rows.set(`${member.id}:${blocked.id}`, [member.id, blocked.id, pickTimeAfter(rng, ctx, blocked.createdAt, member.createdAt)]);
  }
  return defineTable('blocks', ['user_id', 'blocked_id', 'created_at'], [...rows.values()]);
}

const MESSAGE_TEXTS = [
  'Hi! I really liked your latest upload.', 'Thanks for the friend request!', 'Where was the harbour video filmed?',
  'Do you have more photos from that trip?', 'Happy to help with the subtitles if you like.', 'Great playlist, thanks for sharing it.',
  'See you at the next meetup!', 'Which editing software do you use?', 'Thank you for the kind comment.',
];

function generateMessages(ctx: Context, members: readonly MemberPlan[], activity: WeightTable): TableRows {
  const rng = ctx.rng.fork('messages');
  const demo = members[0]!;
  const messages: [number, number, string, number, number | null][] = [];
  const addMessage = (sender: MemberPlan, recipient: MemberPlan, unread: boolean): void => {
    const createdAt = pickTimeAfter(rng, ctx, ctx.now - 90 * DAY, Math.max(sender.createdAt, recipient.createdAt), 1.5);
    messages.push([sender.id, recipient.id, rng.pick(MESSAGE_TEXTS), createdAt, unread ? null : pickRecentTime(rng, createdAt, ctx.now, 2)]);
  };
  for (let n = 0; n < 6; n++) addMessage(pickOtherMember(rng, members, activity, demo.id), demo, n < 3);
  for (let n = 0; n < 3; n++) addMessage(demo, pickOtherMember(rng, members, activity, demo.id), false);
  for (let n = Math.min(24_000, Math.round(members.length * 1.2)); n > 0; n--) {
    const sender = rng.weighted(members, activity);
    addMessage(sender, pickOtherMember(rng, members, activity, sender.id), rng.chance(0.3));
  }
  messages.sort((a, b) => a[3] - b[3]);
  const rows = messages.map((message, index): Row => [index + 1, ...message]);
  return defineTable('messages', ['message_id', 'sender_id', 'recipient_id', 'body', 'created_at', 'read_at'], rows);
}

function generateWallPosts(ctx: Context, members: readonly MemberPlan[], activity: WeightTable): TableRows {
  const rng = ctx.rng.fork('wall-posts');
  const modelTable = buildWeightTable(buildRankedWeights(rng, ctx.sizes.models, 0.9));
  const posts: [string, number, number, string, number][] = [];
  for (let n = 0; n < 4; n++) {
    const author = pickOtherMember(rng, members, activity, DEMO_ACCOUNT.userId);
    posts.push(['member', DEMO_ACCOUNT.userId, author.id, buildComment(rng), pickTimeAfter(rng, ctx, 0, author.createdAt, 2)]);
  }
  for (let n = Math.min(20_000, members.length); n > 0; n--) {
    const author = rng.weighted(members, activity);
    const onModel = rng.chance(0.3);
    const wallId = onModel ? rng.weightedIndex(modelTable) + 1 : rng.weighted(members, activity).id;
    posts.push([onModel ? 'model' : 'member', wallId, author.id, buildComment(rng), pickTimeAfter(rng, ctx, 0, author.createdAt, 2)]);
  }
  posts.sort((a, b) => a[4] - b[4]);
  const rows = posts.map((post, index): Row => [index + 1, ...post]);
  return defineTable('wall_posts', ['post_id', 'wall_type', 'wall_id', 'user_id', 'body', 'created_at'], rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Reports and search terms

const REPORT_TEXTS: Readonly<Record<'dmca' | 'technical' | 'inappropriate' | 'support', string>> = {
  dmca: 'I believe this video uses my music without permission. Please review.',
  technical: 'The video stops loading after a few seconds on my phone.',
  inappropriate: 'The title of this video looks misleading.',
  support: 'I cannot change my avatar, the upload button does nothing.',
};

function generateReports(ctx: Context, videos: readonly VideoPlan[]): TableRows {
  const rng = ctx.rng.fork('reports');
  const subjects = Object.keys(REPORT_TEXTS) as (keyof typeof REPORT_TEXTS)[];
  const rows = Array.from({ length: 12 }, (_, index): Row => {
    const subject = rng.pick(subjects);
    const video = rng.pick(videos);
    return [
      index + 1, subject, `reporter${index + 1}@example.invalid`, REPORT_TEXTS[subject], null,
      urls.video(video.id, video.dir), rng.chance(0.5) ? rng.int(2, ctx.sizes.members) : null,
      rng.chance(0.6) ? 'open' : 'closed', pickRecentTime(rng, ctx.now - 60 * DAY, ctx.now, 1),
    ];
  });
  return defineTable('reports', ['report_id', 'subject', 'email', 'message', 'file_key', 'ref', 'user_id', 'status', 'created_at'], rows);
}

/** Each site language's share of the search volume: most visitors search in English, then Japanese. */
const SEARCH_LANG_SHARE: Record<Lang, number> = {
  en: 1, ja: 0.6, de: 0.3, fr: 0.3, es: 0.3, ru: 0.25, pt: 0.2, it: 0.2, pl: 0.15, nl: 0.15,
};

/**
 * Aggregated search terms per site language, stored as searches are (lower-cased): the category names and the title
 * phrases of that language, ranked at random and counted on a Zipf-like curve.
 */
function generateSearchTerms(ctx: Context): TableRows {
  const rng = ctx.rng.fork('search-terms');
  const banks: Partial<Record<string, TitleBank>> = BANKS;
  const rows = (Object.keys(SEARCH_LANG_SHARE) as Lang[]).flatMap((lang) => {
    const phrases = banks[lang]?.subjects ?? [];
    const terms = new Set([...CATEGORIES.map((category) => category.titles[lang]), ...phrases].map((term) => term.toLocaleLowerCase(lang)));
    return rng.shuffle([...terms]).map((term, rank): Row => {
      const hits = Math.max(1, Math.round((5000 * SEARCH_LANG_SHARE[lang]) / Math.pow(rank + 1, 0.8)));
      // Visitors are counted up to the popular-search threshold: a term searched that often had that many people.
      return [term, lang, hits, pickRecentTime(rng, ctx.now - 30 * DAY, ctx.now, 2), Math.min(hits, POPULAR_MIN_VISITORS)];
    });
  });
  return defineTable('search_terms', ['term', 'lang', 'hits', 'updated_at', 'visitors'], rows);
}

// ---------------------------------------------------------------------------------------------------------------
// The whole catalogue

export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const ctx = createContext(options);
  const { members, table: users } = generateMembers(ctx, options.demoPasswordHash ?? null);
  const activity = buildWeightTable(buildRankedWeights(ctx.rng.fork('activity'), members.length, 0.6));
  const channels = generateChannels(ctx);
  const { models, table: modelTable } = generateModels(ctx);
  const videos = planVideos(ctx, members);
  const views = generateDailyViews(ctx, videos);
  const videoTable = generateVideoRows(ctx, videos, views.sums);
  const { table: videoCategories, linksByCategory } = generateVideoCategories(ctx, videos);
  const categoryTables = generateCategoryTables(ctx, videos, linksByCategory);
  const videoModels = generateVideoModels(ctx, videos, models);
  const allListed = buildVideoPicker(videos);
  const pickersBySection = ([0, 1, 2] as const).map((gender) => buildVideoPicker(videos.filter((video) => video.gender === gender)));
  const { albums, tables: albumTables } = generateAlbums(ctx, members, activity);
  const { playlists, tables: playlistTables } = generatePlaylists(ctx, members, activity, pickersBySection);
  const targets = {
    video: allListed.videos.map((video): Commentable => ({ type: 'video', id: video.id, time: video.postDate, heat: video.heat })),
    album: albums.filter((album) => album.listed).map((album): Commentable => ({ type: 'album', id: album.id, time: album.postDate, heat: album.heat })),
    playlist: playlists.filter((p) => p.listed).map((p): Commentable => ({ type: 'playlist', id: p.id, time: p.createdAt, heat: p.heat })),
  };
  const tables: TableRows[] = [
    users, channels, ...categoryTables, modelTable, videoTable, generateRenditionRows(ctx, videos), videoCategories, videoModels,
    generateVideoTexts(videos), ...albumTables,
    ...playlistTables, ...MEMBER_LISTS.map((spec) => generateMemberList(ctx, spec, members, allListed)),
    generateComments(ctx, members, activity, targets), generateVotes(ctx, members, targets),
    generateSubscriptions(ctx, members), generateFriends(ctx, members, activity), generateBlocks(ctx, members, activity),
    generateMessages(ctx, members, activity), generateWallPosts(ctx, members, activity), generateReports(ctx, videos),
    defineViewTable(views), generateSearchTerms(ctx),
  ];
  return { sizes: ctx.sizes, tables };
}
