// Browser-only side effects shared by islands (cookies, storage, the root element), typed so that
// server code importing an island for its first render compiles without the DOM library.
interface BrowserGlobals {
  document: { cookie: string; documentElement: { classList: { remove(name: string): void } } };
  location: { protocol: string };
  localStorage: { setItem(key: string, value: string): void };
}

const browser = globalThis as unknown as BrowserGlobals;

export const ONE_YEAR = 365 * 24 * 3600;

/** Writes a cookie with the same attributes the server uses. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = browser.location.protocol === 'https:' ? '; Secure' : '';
  browser.document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Stores a flag in local storage; storage may be disabled, in which case the cookie alone remembers. */
export function storeFlag(key: string): void {
  try {
    browser.localStorage.setItem(key, '1');
  } catch {
    // Private mode or disabled storage.
  }
}

export function removeRootClass(name: string): void {
  browser.document.documentElement.classList.remove(name);
}
