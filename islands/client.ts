// The page's entry script: once the document is parsed, loads the island runtime only when the page has islands
// to hydrate now, so plain pages ship none; islands that wait for interaction load it on the first focus or touch.
// A search results page adds its query to the recent searches, however the search was sent (the box before or after
// it woke up, a suggestion, a link). A notice toast closes on click (it also fades by CSS after 4 s). Links to actions
// that need login open the Login modal, and `a[data-modal]` links (contact, add to, playlist form, Telegram download)
// open the form modal; each dialog's island (and the runtime) load only on the first such click. An htmx navigation
// (a boosted page link) shows the top of the page as a page load does (views/parts/pagination.tsx), unless the link
// carries stopScroll (spec 2): then the page stays where it is. Reaching for a card with a preview loads the previews.
// Content held back from browsers without JavaScript (views/parts/deferred.tsx) is put in place as it nears the screen.
// The page behind the age gate comes alive once the gate is passed in place.
// A JSON answer refused as a whole shows its message as a toast (islands/notify-interceptor.ts).
import { bindBrowserOnly, browserOnly } from './browser-only';
import { FORM_MODAL_OPEN_EVENT, type FormModalOpenDetail } from './form-modal-events';
import { LOGIN_OPEN_EVENT, type LoginOpenDetail } from './login-events';
import { listenToHtmx } from './notify-interceptor';
import { rememberSearch } from './search-history-store';

const WAKE_EVENTS = ['focusin', 'pointerdown', 'touchstart'] as const;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** Links that open a dialog island rather than a page: which links, which island, and what its open event says. */
interface DialogLinks {
  links: string;
  island: string;
  event: string;
  detail: (link: HTMLAnchorElement) => unknown;
}

const DIALOG_LINKS: readonly DialogLinks[] = [
  {
    links: 'a[data-login]', island: 'login-modal', event: LOGIN_OPEN_EVENT,
    detail: (link): LoginOpenDetail => ({ back: new URL(link.href).searchParams.get('back') }),
  },
  { links: 'a[data-modal]', island: 'form-modal', event: FORM_MODAL_OPEN_EVENT, detail: (link): FormModalOpenDetail => ({ link }) },
];

function routeDialogLinks(runtime: () => Promise<typeof import('./hydrate')>, { links, island: name, event: open, detail }: DialogLinks): void {
  const island = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!island) return;
  // From now on these links open a dialog rather than a page: tell assistive technology.
  for (const link of document.querySelectorAll(links)) link.setAttribute('aria-haspopup', 'dialog');
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(links) : null;
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    link.closest('details')?.removeAttribute('open');
    void runtime()
      .then(({ hydrateNow }) => hydrateNow(island))
      .then(() => document.dispatchEvent(new CustomEvent(open, { detail: detail(link) })));
  });
}

/** The spec's stopScroll: in the link's URL (`?stopScroll=1`) or as `data-stop-scroll` on the link or its list. */
function stopsScroll(link: HTMLAnchorElement): boolean {
  return link.closest('[data-stop-scroll]') !== null || new URL(link.href).searchParams.has('stopScroll');
}

/** What htmx 4 tells its before-swap listeners: the swaps it is about to make, the main one's scrolling still open. */
interface BeforeSwap {
  tasks: { type: string; swapSpec?: { show?: string } }[];
}

function honourStopScroll(): void {
  // Before the swap the link is still in the page (the swap replaces it).
  document.addEventListener('htmx:before:swap', (event) => {
    if (!(event.target instanceof HTMLAnchorElement) || !stopsScroll(event.target)) return;
    for (const task of (event as CustomEvent<BeforeSwap>).detail.tasks) if (task.type === 'main' && task.swapSpec) task.swapSpec.show = 'none';
  });
}

/**
 * Card previews (islands/card-preview.ts) load on the first reach for a card that has one: a mouse resting on it, the
 * focus, a touch. Never for visitors who asked for reduced motion or to save data.
 */
function wakeCardPreviews(): void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData) return;
  const reach = (event: Event) => {
    if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
    if (!(event.target instanceof Element) || !event.target.closest('a[data-preview]')) return;
    for (const type of CARD_REACH) document.removeEventListener(type, reach, true);
    void import('./card-preview').then(({ listen }) => listen(event));
  };
  for (const type of CARD_REACH) document.addEventListener(type, reach, { capture: true, passive: true });
}

const CARD_REACH = ['pointerover', 'focusin', 'touchstart'] as const;

/** How near the screen held-back content is put in place: a little ahead of the visitor's scrolling. */
const REVEAL_MARGIN = '400px';
let revealer: IntersectionObserver | undefined;

/**
 * Puts held-back content (views/parts/deferred.tsx) in place as its box comes near the screen (the box keeps its
 * size meanwhile), not at once: its images then wait for the visitor, not for the browser's wide lazy-loading margin,
 * and the video plays first. At start, and in what htmx swaps in.
 */
function revealDeferred(root: ParentNode): void {
  revealer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      revealer!.unobserve(entry.target);
      for (const template of entry.target.querySelectorAll<HTMLTemplateElement>(':scope > template[data-deferred]')) template.replaceWith(template.content);
    }
  }, { rootMargin: REVEAL_MARGIN });
  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[data-deferred]')) revealer.observe(template.parentElement!);
}

/**
 * While the age gate is open the page behind it is inert (views/layout/document.tsx); htmx removes the gate in place
 * once it is passed, and the page comes alive again.
 */
function liftAgeGate(): void {
  const gate = document.querySelector('.age-gate');
  const behind = document.querySelector('[data-behind-gate]');
  if (!gate || !behind) return;
  const watcher = new MutationObserver(() => {
    if (gate.isConnected) return;
    watcher.disconnect();
    behind.removeAttribute('inert');
  });
  watcher.observe(document.body, { childList: true });
}

bindBrowserOnly({
  islandRuntime: () => import('./hydrate'),
  playerUpgrade: () => import('./player/upgrade'),
  tus: () => import('tus-js-client'),
});

function start(): void {
  liftAgeGate();
  listenToHtmx();
  revealDeferred(document);
  document.addEventListener('htmx:after:swap', (event) => {
    if (event.target instanceof Element) revealDeferred(event.target.parentElement ?? event.target);
  });
  const searched = document.querySelector<HTMLElement>('[data-search-query]')?.dataset.searchQuery;
  if (searched) rememberSearch(searched);
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element) event.target.closest('[data-toast]')?.remove();
  });
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const runtime = browserOnly().islandRuntime;
  for (const links of DIALOG_LINKS) routeDialogLinks(runtime, links);
  honourStopScroll();
  wakeCardPreviews();
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
