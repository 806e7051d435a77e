// Search terms on their way to the suggester: a search page that found videos enqueues its term; the queue
// consumer folds a batch into hits per language and term and writes them in one D1 batch. Nothing about the
// visitor is kept: the term, the site language and the time.
import { addSearchTerms, type SearchTermHits } from '../db/search-terms';

/** The search terms' queue in wrangler.toml. */
export const SEARCH_QUEUE = 'tube-searches';

export interface SearchTermMessage {
  /** As searched: trimmed, runs of white space made one space, lower-cased in the site language. */
  term: string;
  lang: string;
  /** Unix seconds of the search. */
  at: number;
}

export function aggregateSearchTerms(messages: readonly SearchTermMessage[]): SearchTermHits[] {
  const hits = new Map<string, SearchTermHits>();
  for (const m of messages) {
    const key = `${m.lang}\n${m.term}`;
    const entry = hits.get(key);
    if (entry) {
      entry.hits += 1;
      entry.at = Math.max(entry.at, m.at);
    } else {
      hits.set(key, { term: m.term, lang: m.lang, hits: 1, at: m.at });
    }
  }
  return [...hits.values()];
}

/** The queue consumer: all terms of a batch in one write; a failed write retries the whole batch. */
export async function consumeSearchTerms(batch: MessageBatch<SearchTermMessage>, db: D1Database): Promise<void> {
  await addSearchTerms(db, aggregateSearchTerms(batch.messages.map((m) => m.body)));
  batch.ackAll();
}
