// The one list of islands: name -> lazy module whose default export is the component.
export const ISLANDS = {
  'download-button': () => import('./download-button'),
  'guest-history': () => import('./guest-history'),
  player: () => import('./player'),
  'playlist-strip': () => import('./playlist-strip'),
  share: () => import('./share'),
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = Parameters<Awaited<ReturnType<(typeof ISLANDS)[N]>>['default']>[0];
/** When an island hydrates: at once, when the browser is idle, or when it scrolls into view. */
export type HydrateWhen = 'load' | 'idle' | 'visible';
