// What a search text may be: SEARCH_MIN_OTHER to SEARCH_MAX characters, or SEARCH_MIN when all of them are Japanese,
// Chinese or Korean script (2-character words such as 東京 are common there). The routes, the API and the search box
// share it.
import { isCjkText } from './cjk';
import { SEARCH_MAX, SEARCH_MIN, SEARCH_MIN_OTHER } from './limits';

/** Whether a trimmed search text has a length that is searched (code points, so 𠮷 counts once). */
export function isSearchableLength(text: string): boolean {
  const length = [...text].length;
  if (length > SEARCH_MAX) return false;
  return length >= SEARCH_MIN_OTHER || (length >= SEARCH_MIN && isCjkText(text));
}
