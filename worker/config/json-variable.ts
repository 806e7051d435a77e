// An operator's configuration held in one variable (JSON text, or a table in wrangler.toml), validated with zod: the
// demo's value when it is unset or blank, a safe fallback (logged with the reasons) when it is not valid.
import * as z from 'zod';

/**
 * A reader of the variable `name`: parsed once per value seen (a variable is the same for every request of an isolate),
 * `unset` when missing or blank, `invalid` when it is not JSON or not what `schema` accepts.
 */
export function jsonVariable<T>(name: string, schema: z.ZodType<T>, fallbacks: { unset: T; invalid: T }) {
  let parsed: { source: unknown; value: T } | null = null;
  const parse = (source: unknown): T => {
    let json = source;
    if (typeof source === 'string') {
      try {
        json = JSON.parse(source);
      } catch {
        console.error(`${name} is not JSON`);
        return fallbacks.invalid;
      }
    }
    const result = schema.safeParse(json);
    if (result.success) return result.data;
    console.error(`${name} is not valid\n${z.prettifyError(result.error)}`);
    return fallbacks.invalid;
  };
  return (raw: unknown): T => {
    const source = typeof raw === 'string' ? raw.trim() : raw;
    if (source === undefined || source === null || source === '') return fallbacks.unset;
    if (parsed?.source !== source) parsed = { source, value: parse(source) };
    return parsed.value;
  };
}
