// The visitor's recent searches in local storage (spec section 3: search history titles), newest first; the
// search box shows the last 3.
import { readJson, writeJson } from './local-storage';

export const SEARCH_HISTORY_KEY = 'search_history';
export const RECENT_SEARCHES = 3;

export function readRecentSearches(): string[] {
  const stored = readJson(SEARCH_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter((term): term is string => typeof term === 'string' && term.length > 0).slice(0, RECENT_SEARCHES) : [];
}

/** Puts a search first, once; older ones fall off beyond the last 3. */
export function rememberSearch(term: string): void {
  if (!term) return;
  writeJson(SEARCH_HISTORY_KEY, [term, ...readRecentSearches().filter((t) => t !== term)].slice(0, RECENT_SEARCHES));
}
