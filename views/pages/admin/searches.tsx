// Popular searches in the console: a language's most searched terms with their searches, the visitors counted and
// whether they show (or wait for visitors, hold a blocked word, were hidden), a Hide button each; and the blocked words.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { FormSelect, FormTextarea } from '../../parts/form-field';
import { AdminShell, AdminTable, RowAction } from './shell';

export interface SearchTermView {
  term: string;
  searches: number;
  visitors: number;
  state: 'shown' | 'waiting' | 'blocked' | 'hidden';
}

export interface SearchesPageProps {
  t: Translate;
  isAdmin: boolean;
  lang: string;
  languages: readonly { value: string; label: string }[];
  minVisitors: number;
  terms: readonly SearchTermView[];
  blocklist: string;
  /** A refused blocklist (status 422): the error, with the text as sent. */
  blocklistError?: string;
}

export function SearchesPage({ t, isAdmin, lang, languages, minVisitors, terms, blocklist, blocklistError }: SearchesPageProps) {
  return (
    <AdminShell t={t} area="searches" isAdmin={isAdmin} title={t('admin.searches.title')}>
      <p>{t('admin.searches.intro', { min: minVisitors })}</p>
      <form className="admin__filters" method="get" action={adminUrls.searches()}>
        <FormSelect name="lang" label={t('admin.searches.language')} defaultValue={lang} options={languages} />
        <button type="submit" className="button">{t('admin.searches.show')}</button>
      </form>
      <AdminTable
        caption={t('admin.searches.title')}
        empty={t('admin.searches.empty')}
        head={[t('admin.searches.term'), t('admin.searches.searches'), t('admin.searches.visitors'), t('admin.searches.state'), '']}
        rows={terms.map((row) => (
          <tr key={row.term}>
            <td lang={lang}>{row.term}</td>
            <td>{row.searches}</td>
            <td>{row.visitors}</td>
            <td>{t(`admin.searches.${row.state}`)}</td>
            <td>
              {row.state !== 'hidden' && (
                <RowAction
                  action={adminUrls.hideSearch()} fields={{ lang, term: row.term }}
                  label={t('admin.searches.hide')} name={t('admin.searches.hideTerm', { term: row.term })}
                />
              )}
            </td>
          </tr>
        ))}
      />
      <form className="form" method="post" action={adminUrls.searchBlocklist()}>
        <h2>{t('admin.searches.blocklist')}</h2>
        <FormTextarea name="words" label={t('admin.searches.blocklist')} hint={t('admin.searches.blocklistHint')} defaultValue={blocklist} rows={12} error={blocklistError} />
        <p><button type="submit" className="button">{t('admin.searches.save')}</button></p>
      </form>
    </AdminShell>
  );
}
