// Search terms on their way to the suggester: a search page that found videos enqueues its term; the queue
// consumer folds a batch into hits per language and term and writes them in one D1 batch. Of the visitor only a keyed
// hash of their address travels (searchVisitor), so a term counts distinct visitors without anyone's address kept.
import { addSearchTerms, type SearchTermHits } from '../db/search-terms';
import { sign } from '../media/signing';

/** A visitor as the search terms count them: an HMAC of their address, cut short; one address is one visitor. */
export async function searchVisitor(secret: string, address: string): Promise<string> {
  return (await sign(secret, `search-visitor\n${address}`)).slice(0, 16);
}

/** Whether a recorded term may ever become a popular search: no control characters (a NUL among them). */
export const isPrintableTerm = (term: string) => !/\p{Cc}/u.test(term);

/** The search terms' queue in wrangler.toml. */
export const SEARCH_QUEUE = 'tube-searches';

export interface SearchTermMessage {
  /** As searched: trimmed, runs of white space made one space, lower-cased in the site language. */
  term: string;
  lang: string;
  /** Unix seconds of the search. */
  at: number;
  /** searchVisitor() of who searched. */
  visitor: string;
}

export function aggregateSearchTerms(messages: readonly SearchTermMessage[]): SearchTermHits[] {
  const hits = new Map<string, Omit<SearchTermHits, 'visitors'> & { visitors: Set<string> }>();
  for (const m of messages) {
    const key = `${m.lang}\n${m.term}`;
    const entry = hits.get(key);
    if (entry) {
      entry.hits += 1;
      entry.at = Math.max(entry.at, m.at);
      entry.visitors.add(m.visitor);
    } else {
      hits.set(key, { term: m.term, lang: m.lang, hits: 1, at: m.at, visitors: new Set([m.visitor]) });
    }
  }
  return [...hits.values()].map((entry) => ({ ...entry, visitors: [...entry.visitors] }));
}

/** The queue consumer: all terms of a batch in one write; a failed write retries the whole batch. */
export async function consumeSearchTerms(batch: MessageBatch<SearchTermMessage>, db: D1Database): Promise<void> {
  await addSearchTerms(db, aggregateSearchTerms(batch.messages.map((m) => m.body)));
  batch.ackAll();
}
