// A video in one language (docs/languages.md, "Titles in every language"): the language's title, slug and description
// where the video has them, the original's otherwise. Cards and videos are read and cached with all their languages
// (db/video-texts.ts); each page picks its own here.
import { LANGS, type Lang } from '../../locales';

interface Texts {
  /** JSON {lang: [title, dir]}. */
  texts?: string | null;
}

function parsed<T>(json: string | null | undefined): Partial<Record<Lang, T>> {
  return json ? (JSON.parse(json) as Partial<Record<Lang, T>>) : {};
}

/** The video as a page in `lang` shows it: title and dir (and description, when it has one) in that language. */
export function inLanguage<T extends Texts & { title: string; dir: string }>(video: T, lang: Lang): T {
  const title = video.texts ? parsed<[string, string]>(video.texts)[lang] : undefined;
  // A video's page reads its descriptions too (JSON {lang: description}); cards have none.
  const description = 'descriptions' in video ? parsed<string>(video.descriptions as string | null)[lang] : undefined;
  if (!title && description === undefined) return video;
  return { ...video, ...(title ? { title: title[0], dir: title[1] } : {}), ...(description !== undefined ? { description } : {}) };
}

type Card = Texts & { title: string; dir: string };
const hasTexts = (item: object): item is Card => 'texts' in item && Boolean(item.texts);

/** A page of a list in `lang`: its video cards in that language (other items, such as wall posts, as they are). */
export function pageInLanguage<P extends { items: readonly object[] }>(page: P, lang: Lang): P {
  return page.items.some(hasTexts) ? { ...page, items: page.items.map((item) => (hasTexts(item) ? inLanguage(item, lang) : item)) } : page;
}

/** The video's dir in every language (from the video as read, not yet in a language): its address on each host. */
export function dirsByLanguage(video: Texts & { dir: string }): Record<Lang, string> {
  const titles = parsed<[string, string]>(video.texts);
  return Object.fromEntries(LANGS.map((lang) => [lang, titles[lang]?.[1] ?? video.dir])) as Record<Lang, string>;
}
