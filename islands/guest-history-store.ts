// A guest's watch history in local storage, with the fields of spec section 3; the watch page writes it,
// the history listing reads it. Storage may be missing, full or hold junk: every read is checked.
import { readJson, writeJson } from './local-storage';

export const GUEST_HISTORY_KEY = 'history';
/** Oldest entries fall off beyond this many. */
export const GUEST_HISTORY_LIMIT = 120;

export interface GuestHistoryEntry {
  title: string;
  /** Thumbnail media key, as the server serves it under /media/. */
  scr: string;
  video_id: number;
  /** As shown on cards: mm:ss or h:mm:ss. */
  duration: string;
  dir: string;
  video_viewed: number;
  sg_id: number;
  ex_tube: string | null;
  ex_id: string | null;
}

function isEntry(value: unknown): value is GuestHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.video_id) && (v.video_id as number) > 0 &&
    typeof v.title === 'string' && typeof v.dir === 'string' && typeof v.scr === 'string' &&
    typeof v.duration === 'string' && typeof v.video_viewed === 'number'
  );
}

/** The history, newest first; an empty list when there is none or it cannot be read. */
export function readGuestHistory(): GuestHistoryEntry[] {
  const stored = readJson(GUEST_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter(isEntry) : [];
}

/** Puts a watched video first, once. */
export function rememberWatched(entry: GuestHistoryEntry): void {
  const rest = readGuestHistory().filter((e) => e.video_id !== entry.video_id);
  writeJson(GUEST_HISTORY_KEY, [entry, ...rest].slice(0, GUEST_HISTORY_LIMIT));
}
