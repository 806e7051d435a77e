// A video's title and description in other languages (migrations/0030_video_texts.sql): read as JSON columns beside
// the original, so a cached card or video serves every language's host, and written per language.
import type { Lang } from '../../locales';

/** A card's titles in other languages, as JSON {lang: [title, dir]}; null when it has none. */
export const CARD_TEXTS_COLUMN = `(SELECT CASE WHEN count(*) > 0 THEN json_group_object(t.lang, json_array(t.title, t.dir)) END
    FROM video_texts t WHERE t.video_id = v.video_id AND t.title IS NOT NULL) AS texts`;

/** A video's descriptions in other languages, as JSON {lang: description}; null when it has none. */
export const DESCRIPTIONS_COLUMN = `(SELECT CASE WHEN count(*) > 0 THEN json_group_object(t.lang, t.description) END
    FROM video_texts t WHERE t.video_id = v.video_id AND t.description IS NOT NULL) AS descriptions`;

/** One language's text of a video: a title (with its slug) or a description or both. */
export interface VideoText {
  lang: Lang;
  title: string | null;
  dir: string | null;
  description: string | null;
}

/** Adds a video's texts (a new video: nothing to replace). */
export function insertVideoTextsStatements(db: D1Database, videoId: number, texts: readonly VideoText[]): D1PreparedStatement[] {
  return texts.map((text) =>
    db
      .prepare('INSERT OR REPLACE INTO video_texts (video_id, lang, title, dir, description) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(videoId, text.lang, text.title, text.dir, text.description),
  );
}

/** Replaces a video's texts with these: languages left out lose theirs. */
export function replaceVideoTextsStatements(db: D1Database, videoId: number, texts: readonly VideoText[]): D1PreparedStatement[] {
  const kept = texts.map((text) => text.lang);
  return [
    db
      .prepare(`DELETE FROM video_texts WHERE video_id = ?1 AND lang NOT IN (SELECT value FROM json_each(?2))`)
      .bind(videoId, JSON.stringify(kept)),
    ...insertVideoTextsStatements(db, videoId, texts),
  ];
}
