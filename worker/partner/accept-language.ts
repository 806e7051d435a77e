// The browser's language from Accept-Language: the partner strip speaks it, whatever language the page is in.
import { DEFAULT_LANG, isLang, type Lang } from '../../locales';

/** Longest header read: browsers send a few dozen bytes; anything longer is not a browser's list. */
const MAX_HEADER = 500;

/**
 * The first of our languages the header names, by preference (q-value, then order): "de-CH,fr;q=0.9" is de,
 * "xx,ja;q=0.5,fr;q=0.4" is ja, "fr;q=0" refuses French; English when none is ours.
 */
export function browserLanguage(header: string | null | undefined): Lang {
  const ranges = (header ?? '').slice(0, MAX_HEADER).split(',').map((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)).find(Boolean);
    return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q[1]) : 1, order };
  });
  const best = ranges
    .filter((range): range is { lang: Lang; q: number; order: number } => isLang(range.lang) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)[0];
  return best?.lang ?? DEFAULT_LANG;
}
