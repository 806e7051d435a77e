// A guest's watch history in local storage, with the fields of spec section 3; the watch page writes it,
// the history listing reads it. Storage may be missing, full or hold junk: every read is checked.
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

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | null {
  try {
    return (globalThis as unknown as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    return null; // Access itself throws when storage is disabled.
  }
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
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(GUEST_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Puts a watched video first, once. */
export function rememberWatched(entry: GuestHistoryEntry): void {
  const rest = readGuestHistory().filter((e) => e.video_id !== entry.video_id);
  try {
    storage()?.setItem(GUEST_HISTORY_KEY, JSON.stringify([entry, ...rest].slice(0, GUEST_HISTORY_LIMIT)));
  } catch {
    // Storage full or disabled: history is a convenience, watching goes on.
  }
}
