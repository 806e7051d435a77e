// Text inside sitemaps and feeds: characters XML 1.0 forbids removed, markup characters escaped, lengths capped.

/** Everything outside XML 1.0's Char production (control characters, lone surrogates, U+FFFE, U+FFFF). */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const MARKUP = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The text without forbidden characters, cut to `maxChars` characters (code points, as XML Schema counts length). */
export function xmlSafe(text: string, maxChars = Infinity): string {
  const clean = text.replace(NOT_XML_CHAR, '');
  if (clean.length <= maxChars) return clean;
  return Array.from(clean).slice(0, maxChars).join('');
}

/** Element content: safe, capped, and & < > escaped (at most 5 bytes per character, which the file sizes count on). */
export function xmlText(text: string, maxChars?: number): string {
  return xmlSafe(text, maxChars).replace(/[&<>]/g, (char) => ENTITIES[char]!);
}

/** A double-quoted attribute value. */
export function xmlAttribute(text: string): string {
  return xmlSafe(text).replace(MARKUP, (char) => ENTITIES[char]!);
}

/** W3C datetime of unix seconds, in UTC: 2026-11-24T08:15:00Z. */
export function w3cDateTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** RFC 822 date of unix seconds, as RSS 2.0 wants it: Tue, 24 Nov 2026 08:15:00 GMT. */
export function rfc822Date(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toUTCString();
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
