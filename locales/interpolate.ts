// Fills {placeholders} in a message; kept apart from the catalogs so islands can use it without them.
export type MessageParams = Record<string, string | number>;

export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{([\w+-]+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
