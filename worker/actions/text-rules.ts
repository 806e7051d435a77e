// The rules every text a member writes shares (comments, wall posts, messages, playlist fields): line breaks kept as
// one newline each, surrounding blanks trimmed, length counted in characters (code points) between a minimum and maximum.
import { text } from '../auth/accounts';

export type LengthCode = 'required' | 'min_length' | 'max_length';
export interface LengthError { code: LengthCode; info?: Record<string, number> }

export function memberText(value: unknown): string {
  return text(value).replace(/\r\n?/g, '\n').trim();
}

/** The error of a text outside its bounds, with the bound it broke, or undefined when it fits. */
export function checkLength(value: string, min: number, max: number): LengthError | undefined {
  const length = [...value].length;
  if (length === 0) return { code: 'required' };
  if (length < min) return { code: 'min_length', info: { min } };
  if (length > max) return { code: 'max_length', info: { max } };
  return undefined;
}
