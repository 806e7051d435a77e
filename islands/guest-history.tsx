// The guest's watch history: hydrated, the island shows the videos kept in this browser's local storage as the same
// cards the listings use, or the empty state. The server renders nothing here: only the browser knows the list (the
// page tells a visitor without JavaScript why there is none).
import { useEffect, useState } from 'react';
import type { Lang, MessageKey } from '../locales';
import { translatorOver, type Message } from '../locales/plural';
import { parseDuration } from '../views/format';
import { VideoCard, type VideoCardItem } from '../views/parts/video-card';
import { Grid } from '../views/parts/grid';
import { readGuestHistory, type GuestHistoryEntry } from './guest-history-store';

/** The card texts the island needs, in the visitor's language (plural forms whole, chosen here by each count). */
export const GUEST_HISTORY_MESSAGES = ['card.views', 'card.rating', 'card.private'] as const satisfies readonly MessageKey[];

export interface GuestHistoryProps {
  lang: Lang;
  messages: Record<(typeof GUEST_HISTORY_MESSAGES)[number], Message>;
  empty: string;
}

function cardOf(entry: GuestHistoryEntry): VideoCardItem {
  return {
    video_id: entry.video_id,
    dir: entry.dir,
    title: entry.title,
    duration: parseDuration(entry.duration),
    thumb: entry.scr,
    viewed: entry.video_viewed,
    rating: null,
    is_private: 0,
  };
}

export default function GuestHistory({ lang, messages, empty }: GuestHistoryProps) {
  // null until the browser's storage is read: neither a list nor "empty" is true before that.
  const [entries, setEntries] = useState<GuestHistoryEntry[] | null>(null);
  useEffect(() => setEntries(readGuestHistory()), []);
  if (!entries) return null;
  const t = translatorOver(lang, (key) => messages[key as keyof typeof messages] ?? key);
  return <Grid empty={empty}>{entries.map((entry) => <VideoCard key={entry.video_id} video={cardOf(entry)} t={t} />)}</Grid>;
}
