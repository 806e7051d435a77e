// The page's entry script: once the document is parsed, loads the island runtime only when the page has islands
// to hydrate now, so plain pages ship none; islands that wait for interaction load it on the first focus or touch.
// A search results page adds its query to the recent searches, however the search was sent (the box before or after
// it woke up, a suggestion, a link). A notice toast closes on click (it also fades by CSS after 4 s).
import { rememberSearch } from './search-history-store';

const WAKE_EVENTS = ['focusin', 'pointerdown', 'touchstart'] as const;

function start(): void {
  const searched = document.querySelector<HTMLElement>('[data-search-query]')?.dataset.searchQuery;
  if (searched) rememberSearch(searched);
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element) event.target.closest('[data-toast]')?.remove();
  });
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const runtime = () => import('./hydrate');
  const now = islands.filter((element) => element.dataset.hydrate !== 'interaction');
  if (now.length > 0) void runtime().then(({ schedule }) => now.forEach(schedule));
  for (const element of islands.filter((element) => element.dataset.hydrate === 'interaction')) {
    const wake = () => {
      for (const name of WAKE_EVENTS) element.removeEventListener(name, wake);
      void runtime().then(({ hydrateNow }) => hydrateNow(element));
    };
    for (const name of WAKE_EVENTS) element.addEventListener(name, wake, { passive: true });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
