// The page's entry script: once the document is parsed, loads the island runtime only when the page has islands
// to hydrate now, so plain pages ship none; islands that wait for interaction load it on the first focus or touch.
// A search results page adds its query to the recent searches, however the search was sent (the box before or after
// it woke up, a suggestion, a link). A notice toast closes on click (it also fades by CSS after 4 s). Links to actions
// that need login open the Login modal, whose island (and the runtime) load only on the first such click.
import { LOGIN_OPEN_EVENT, type LoginOpenDetail } from './login-events';
import { rememberSearch } from './search-history-store';

const WAKE_EVENTS = ['focusin', 'pointerdown', 'touchstart'] as const;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

function routeLoginLinks(runtime: () => Promise<typeof import('./hydrate')>): void {
  const island = document.querySelector<HTMLElement>('[data-island="login-modal"]');
  if (!island) return;
  // From now on these links open a dialog rather than a page: tell assistive technology.
  for (const link of document.querySelectorAll('a[data-login]')) link.setAttribute('aria-haspopup', 'dialog');
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-login]') : null;
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    link.closest('details')?.removeAttribute('open');
    const detail: LoginOpenDetail = { back: new URL(link.href).searchParams.get('back') };
    void runtime()
      .then(({ hydrateNow }) => hydrateNow(island))
      .then(() => document.dispatchEvent(new CustomEvent(LOGIN_OPEN_EVENT, { detail })));
  });
}

function start(): void {
  const searched = document.querySelector<HTMLElement>('[data-search-query]')?.dataset.searchQuery;
  if (searched) rememberSearch(searched);
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element) event.target.closest('[data-toast]')?.remove();
  });
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const runtime = () => import('./hydrate');
  routeLoginLinks(runtime);
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
