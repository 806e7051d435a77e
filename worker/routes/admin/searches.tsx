// Popular searches in the console (/admin/searches/): staff read a language's most searched terms and hide one in a
// click (for good), and edit the blocked words. Both go to the audit log and start a new catalogue generation.
import { Hono, type Context } from 'hono';
import { LANG_NAMES, LANGS, type Lang } from '../../../locales';
import { adminUrls } from '../../../views/admin-urls';
import { SearchesPage } from '../../../views/pages/admin/searches';
import { POPULAR_MIN_VISITORS } from '../../config/limits';
import { hideSearchTermStatement, listBlocklist, listSearchTermsForStaff, replaceBlocklistStatements } from '../../db/search-terms';
import type { AppEnv } from '../../env';
import { redirectWith } from '../../http/location';
import { oneOf } from '../../http/params';
import { requireStaff } from '../../moderation/staff';
import { isPrintableTerm } from '../../stats/search-terms';
import { auditedChange, consolePage, staffForm } from './console';

export const searchRoutes = new Hono<AppEnv>();

/** How many terms of a language the page lists. */
const TERMS_SHOWN = 200;
const BLOCKLIST_MAX = 500;
const WORD_LENGTH = { min: 2, max: 40 };

async function searchesPage(c: Context<AppEnv>, lang: Lang, refused?: { words: string; error: string }) {
  const staff = requireStaff(c);
  const t = c.get('t');
  const [rows, blocklist] = await Promise.all([listSearchTermsForStaff(c.env.DB, { lang, limit: TERMS_SHOWN }), listBlocklist(c.env.DB)]);
  const terms = rows.map((row) => ({
    term: row.term, searches: row.hits, visitors: row.visitors,
    state: row.hidden ? 'hidden' as const : row.blocked ? 'blocked' as const : row.visitors < POPULAR_MIN_VISITORS ? 'waiting' as const : 'shown' as const,
  }));
  return consolePage(c, t('admin.searches.title'), (
    <SearchesPage
      t={t} isAdmin={staff.role === 'admin'} lang={lang} minVisitors={POPULAR_MIN_VISITORS} terms={terms}
      languages={LANGS.map((code) => ({ value: code, label: LANG_NAMES[code] }))}
      blocklist={refused?.words ?? blocklist.join('\n')} blocklistError={refused?.error}
    />
  ), refused ? 422 : 200);
}

searchRoutes.get('/admin/searches/', (c) => searchesPage(c, oneOf(LANGS, c.req.query('lang')) ?? c.get('lang')));

searchRoutes.post('/admin/searches/hide/', async (c) => {
  const { staff, one } = await staffForm(c);
  const lang = oneOf(LANGS, one('lang')) ?? c.get('lang');
  const term = one('term');
  // A new catalogue generation: the keyword sets, suggestions and main keywords that held the term are made again.
  return auditedChange(c, staff, {
    statements: [hideSearchTermStatement(c.env.DB, lang, term)],
    audit: { action: 'search_term.hide', targetType: 'search_term', targetId: 0, after: { lang, term } },
    back: adminUrls.searches(lang),
    catalogue: true,
  });
});

searchRoutes.post('/admin/searches/blocklist/', async (c) => {
  const { staff, one } = await staffForm(c);
  const t = c.get('t');
  const text = one('words');
  const words = [...new Set(text.split(/\r?\n/).map((line) => line.trim().toLocaleLowerCase()).filter((line) => line !== ''))];
  const valid = words.length <= BLOCKLIST_MAX && words.every((word) => {
    const length = [...word].length;
    return length >= WORD_LENGTH.min && length <= WORD_LENGTH.max && isPrintableTerm(word);
  });
  if (!valid) return searchesPage(c, c.get('lang'), { words: text, error: t('admin.searches.errors.blocklist') });
  const before = await listBlocklist(c.env.DB);
  const after = [...words].sort();
  if (after.join('\n') === [...before].sort().join('\n')) return redirectWith(c, adminUrls.searches(), 'staff_unchanged');
  return auditedChange(c, staff, {
    statements: replaceBlocklistStatements(c.env.DB, words),
    audit: { action: 'search_blocklist.edit', targetType: 'search_blocklist', targetId: 0, before, after },
    back: adminUrls.searches(),
    // The list differs: the new words' insert changes rows, or, for an empty list, the old words' delete does.
    decidedBy: words.length > 0 ? 1 : 0,
    catalogue: true,
  });
});
