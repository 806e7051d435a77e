// The information pages' texts in a language (locales/pages/{lang}.json), read from the static assets the build writes
// (static/texts/, scripts/build.mjs) rather than bundled: they are the largest strings the site has, and only the
// information, support and sitemap pages need them. Each language is fetched once per isolate.
import type { Context } from 'hono';
import type { Lang, PageTexts } from '../../locales';
import type { AppEnv } from '../env';

// Values, not promises: a pending read belongs to the request that started it (workerd does not share I/O across
// requests), so two first requests at once each read the file.
const loaded = new Map<Lang, PageTexts>();

export async function loadPageTexts(c: Context<AppEnv>): Promise<PageTexts> {
  const lang = c.get('lang');
  const known = loaded.get(lang);
  if (known) return known;
  const response = await c.env.ASSETS.fetch(`https://assets.invalid/texts/${lang}.json`);
  if (!response.ok) throw new Error(`static/texts/${lang}.json answered ${response.status}: build the assets (npm run build)`);
  // The build writes these files from locales/pages/, whose keys tests/unit/locales.test.ts checks against en.json.
  const texts = (await response.json()) as PageTexts;
  loaded.set(lang, texts);
  return texts;
}
