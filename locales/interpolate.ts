// Fills {placeholders} in a message; kept apart from the catalogs so islands can use it without them.
/** A count shown as a text of its own (a shortened "3,6K"); a plural message picks its form by `value`. */
export type FormattedCount = { value: number; text: string };
export type MessageParams = Record<string, string | number | FormattedCount>;

export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{([\w+-]+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value.text : String(value);
  });
}
