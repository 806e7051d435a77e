// Modules only a browser runs: the island runtime (React's client), the player's upgrade (video.js and hls.js) and
// tus-js-client. Islands reach them through the loaders the client entry binds at start, so an island's server
// render, which the worker bundles, never imports them.
type Loaders = {
  islandRuntime: () => Promise<typeof import('./hydrate')>;
  playerUpgrade: () => Promise<typeof import('./player/upgrade')>;
  tus: () => Promise<typeof import('tus-js-client')>;
};

let bound: Loaders | undefined;

/** Called once by islands/client.ts, the browser's entry. */
export function bindBrowserOnly(loaders: Loaders): void {
  bound = loaders;
}

/** The browser-only modules' loaders; effects and handlers run after the client entry has bound them. */
export function browserOnly(): Loaders {
  if (!bound) throw new Error('browser-only modules are bound by islands/client.ts');
  return bound;
}
