// The one list of islands: name -> lazy module whose default export is the component.
export const ISLANDS = {
  'download-button': () => import('./download-button'),
  'form-modal': () => import('./form-modal'),
  'guest-history': () => import('./guest-history'),
  'login-modal': () => import('./login-modal'),
  player: () => import('./player'),
  'partner-player': () => import('./partner-player'),
  'playlist-strip': () => import('./playlist-strip'),
  'premium-countdown': () => import('./premium-countdown'),
  'search-box': () => import('./search-box'),
  share: () => import('./share'),
  'slider-arrows': () => import('./slider-arrows'),
  uploader: () => import('./uploader'),
  'owner-actions': () => import('./owner-actions'),
  'review-keys': () => import('./review-keys'),
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = Parameters<Awaited<ReturnType<(typeof ISLANDS)[N]>>['default']>[0];
/**
 * When an island hydrates: at once, when the browser is idle, when it scrolls into view, or on the visitor's first
 * focus or touch inside it (the island runtime itself is loaded only then).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';
