// The upload forms' fields, read and checked the same way for the plain forms and the JSON calls: title,
// description, categories (1 to 3), section, privacy (0 public, 1 private), the forbidden-content acknowledgement, and
// for videos the exclusive choice, the models and the preview, for albums the photos and the cover. Each refusal is a
// code (with its info) on its field; the values come back as sent, so a refused form keeps what was typed.
import type { Context } from 'hono';
import { SECTIONS, sectionGender } from '../domain/vocabularies';
import {
  ALBUM_MAX_PHOTOS, UPLOAD_CATEGORIES_MAX, UPLOAD_CATEGORIES_MIN, UPLOAD_DESCRIPTION_MAX, UPLOAD_MODELS_MAX, UPLOAD_TITLE_MAX,
  UPLOAD_TITLE_MIN,
} from '../config/uploads';
import { findModelsByTitles } from '../db/models';
import type { AppEnv } from '../env';
import { loadCategories } from '../loaders/categories';
import { readImageFile, type UploadedImage } from '../media/uploads';
import { checkLength, memberText } from '../actions/text-rules';

export interface FieldError {
  code: string;
  info?: Record<string, string | number>;
}
export type FieldErrors = Partial<Record<string, FieldError>>;
/** A posted form with every value of repeated names (checkboxes, several files). */
export type PostedForm = Record<string, string | File | (string | File)[]>;

export function one(form: PostedForm, name: string): string {
  const value = form[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

export function many(form: PostedForm, name: string): (string | File)[] {
  const value = form[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The texts posted under a name (checkboxes). */
export function texts(form: PostedForm, name: string): string[] {
  return many(form, name).filter((value): value is string => typeof value === 'string');
}

/** The files posted under a name (empty file inputs send a nameless empty file, left out). */
export function files(form: PostedForm, name: string): File[] {
  return many(form, name).filter((value): value is File => value instanceof File && value.size > 0);
}

interface CommonFields extends DescribingFields {
  gender: 0 | 1 | 2;
  isPrivate: 0 | 1;
}

export interface VideoFields extends CommonFields {
  exclusive: 0 | 1;
  modelIds: number[];
  /** The preview image sent, or null when the owner chooses one of the proposed frames once processing is done. */
  preview: UploadedImage | null;
}

export interface AlbumFields extends CommonFields {
  /** The photo (from 1) that becomes the cover. */
  cover: number;
}

export interface DescribingFields {
  title: string;
  description: string;
  categoryDirs: string[];
}

/**
 * Title, description and categories (of the section `gender`): what the upload forms and a moderator's edit share.
 * `categories`: those a member may choose (this site's); the console passes the whole catalogue's.
 */
export async function readDescribing(
  c: Context<AppEnv>, form: PostedForm, errors: FieldErrors, gender: 0 | 1 | 2, categories = loadCategories,
): Promise<DescribingFields> {
  const title = memberText(one(form, 'title'));
  const titleRefusal = checkLength(title, UPLOAD_TITLE_MIN, UPLOAD_TITLE_MAX);
  if (titleRefusal) errors.title = titleRefusal;
  const description = memberText(one(form, 'description'));
  if ([...description].length > UPLOAD_DESCRIPTION_MAX) errors.description = { code: 'max_length', info: { max: UPLOAD_DESCRIPTION_MAX } };
  const chosen = [...new Set(texts(form, 'categories'))];
  const known = new Set((await categories(c, { gender, lang: c.get('lang') })).map((category) => category.dir));
  if (chosen.some((dir) => !known.has(dir))) errors.categories = { code: 'invalid_choice' };
  else if (chosen.length < UPLOAD_CATEGORIES_MIN || chosen.length > UPLOAD_CATEGORIES_MAX) {
    errors.categories = { code: 'categories_count', info: { min: UPLOAD_CATEGORIES_MIN, max: UPLOAD_CATEGORIES_MAX } };
  }
  return { title, description, categoryDirs: chosen };
}

async function readCommon(c: Context<AppEnv>, form: PostedForm, errors: FieldErrors): Promise<CommonFields> {
  const describing = await readDescribing(c, form, errors, c.get('gender'));
  const section = one(form, 'section') || c.get('section');
  if (!(SECTIONS as readonly string[]).includes(section)) errors.section = { code: 'invalid_choice' };
  const privacy = one(form, 'private') || '0';
  if (privacy !== '0' && privacy !== '1') errors.private = { code: 'invalid_choice' };
  if (one(form, 'acknowledge') !== '1') errors.acknowledge = { code: 'acknowledge_required' };
  return {
    ...describing,
    gender: sectionGender((SECTIONS as readonly string[]).includes(section) ? (section as (typeof SECTIONS)[number]) : 'straight'),
    isPrivate: privacy === '1' ? 1 : 0,
  };
}

/** The names typed into the models field: comma-separated, blanks dropped, each once. */
export function modelNames(text: string): string[] {
  return [...new Set(text.split(',').map((name) => name.trim().replace(/\s+/g, ' ')).filter(Boolean))];
}

/** The models named in the models field, each one known. */
export async function readModels(c: Context<AppEnv>, form: PostedForm, errors: FieldErrors): Promise<number[]> {
  const names = modelNames(one(form, 'models'));
  if (names.length > UPLOAD_MODELS_MAX) {
    errors.models = { code: 'models_max', info: { max: UPLOAD_MODELS_MAX } };
    return [];
  }
  if (names.length === 0) return [];
  const found = await findModelsByTitles(c.env.DB, names);
  const missing = names.filter((name) => !found.some((model) => model.title.toLowerCase() === name.toLowerCase()));
  if (missing.length > 0) errors.models = { code: 'model_unknown', info: { names: missing.join(', ') } };
  return found.map((model) => model.model_id);
}

export async function readVideoFields(c: Context<AppEnv>, form: PostedForm): Promise<{ fields: VideoFields; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const common = await readCommon(c, form, errors);
  const modelIds = await readModels(c, form, errors);
  let preview: UploadedImage | null = null;
  if (one(form, 'preview_choice') !== 'frames') {
    const [file] = files(form, 'preview');
    const image = file ? await readImageFile(file) : 'preview_required';
    if (typeof image === 'string') errors.preview = { code: image };
    else preview = image;
  }
  return { fields: { ...common, exclusive: one(form, 'exclusive') === '1' ? 1 : 0, modelIds, preview }, errors };
}

/** An album's fields; `photoCount` is how many photos come (posted files, or announced for resumable uploads). */
export async function readAlbumFields(c: Context<AppEnv>, form: PostedForm, photoCount: number): Promise<{ fields: AlbumFields; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const common = await readCommon(c, form, errors);
  if (photoCount < 1) errors.photos = { code: 'photos_required' };
  else if (photoCount > ALBUM_MAX_PHOTOS) errors.photos = { code: 'photos_max', info: { max: ALBUM_MAX_PHOTOS } };
  const cover = Number(one(form, 'cover') || '1');
  const valid = Number.isInteger(cover) && cover >= 1 && cover <= Math.max(1, photoCount);
  if (!valid) errors.cover = { code: 'invalid_choice' };
  return { fields: { ...common, cover: valid ? cover : 1 }, errors };
}
