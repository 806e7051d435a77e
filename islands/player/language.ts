// The player's words in the page's language: the control labels from our locales (player.controls, written natively)
// over video.js's own translation of everything else it may say (errors, dialogs), which loads as a chunk of its own
// beside video.js, one language only, after the native player.
import type { Lang } from '../../locales';
import { CONTROL_TEXTS, type PlayerControls } from './control-texts';


type Dictionary = Record<string, string>;
const own = (module: { default: Dictionary }) => module.default;
/** video.js's translations; English is its own language. Portuguese is Brazil's, as the site's (você). */
const DICTIONARIES: Record<Lang, () => Promise<Dictionary>> = {
  en: async () => ({}),
  ru: () => import('video.js/dist/lang/ru.json').then(own),
  de: () => import('video.js/dist/lang/de.json').then(own),
  fr: () => import('video.js/dist/lang/fr.json').then(own),
  es: () => import('video.js/dist/lang/es.json').then(own),
  pl: () => import('video.js/dist/lang/pl.json').then(own),
  it: () => import('video.js/dist/lang/it.json').then(own),
  pt: () => import('video.js/dist/lang/pt-BR.json').then(own),
  ja: () => import('video.js/dist/lang/ja.json').then(own),
  nl: () => import('video.js/dist/lang/nl.json').then(own),
};

/** The dictionary to give videojs.addLanguage(lang, ...). */
export async function playerDictionary(lang: Lang, controls: PlayerControls): Promise<Dictionary> {
  const labels = Object.entries(CONTROL_TEXTS).map(([key, text]) => [text, controls[key as keyof PlayerControls]]);
  return { ...(await DICTIONARIES[lang]()), ...Object.fromEntries(labels) };
}
