// Route parameter validation: invalid params never reach SQL, they end as a 404; unreadable forms end as a 400.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import { MAX_PAGE } from '../config/limits';
import { isSearchableLength } from '../config/search-text';

/** A posted form (url-encoded or multipart); a body that cannot be read as one is a 400, never a 500. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HTTPException(400);
  }
}

/** A posted form with every value of a repeated name (checkboxes, several files); unreadable is a 400 too. */
export async function readFormAll(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new HTTPException(400);
  }
}

export function notFound(): never {
  throw new HTTPException(404);
}

/** Returns the value, or answers 404 when it is missing. */
export function assertFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound();
  return value;
}

const positiveInt = z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number);
const page = positiveInt.pipe(z.number().max(MAX_PAGE));
/** A database id in a path or a posted form. */
export const idSchema = positiveInt.pipe(z.number().max(2 ** 31));

export function pageParam(value: string | undefined): number {
  const parsed = page.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

/** A database id, or null when the text is not one. */
export function idParamOrNull(value: string | undefined): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function idParam(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

export function isNumeric(value: string | undefined): boolean {
  return value !== undefined && /^[0-9]+$/.test(value);
}

/** A page number in the query (a strip, comments, a conversation): 1 when absent or not a page. */
export function queryPage(value: string | undefined): number {
  return isNumeric(value) && Number(value) >= 1 && Number(value) <= 1000 ? Number(value) : 1;
}

/** The dir of a model, channel or category: lower-case ASCII letters, digits and dashes. */
export const DIR_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
export function dirParam(value: string | undefined): string {
  return value !== undefined && DIR_PATTERN.test(value) ? value : notFound();
}

/** A query value from a fixed list, or undefined when absent or unknown. */
export function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Search text as it is searched and recorded: trimmed, runs of white space made one space. */
export function normaliseSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** A search query: normalised, then 3 to 69 characters (code points), or 2 of Japanese, Chinese or Korean script. */
export const searchTextSchema = z.string().transform(normaliseSearchText).refine(isSearchableLength);
