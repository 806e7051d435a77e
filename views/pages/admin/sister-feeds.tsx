// The console's list of the sister-site feeds this site imports on a schedule (sites/{name}.json, importFeeds;
// worker/imports/feed-pull.ts), on the import page: where each stands, and a button that pulls one now.
import type { Translate } from '../../../locales';
import type { FeedPullStatus } from '../../../worker/db/feed-pulls';
import { adminUrls } from '../../admin-urls';
import { answerText } from './dead-embeds';
import { AdminTable } from './shell';

export interface SisterFeedRow {
  name: string;
  label: string;
  everyHours: number;
  trusted: boolean;
  /** The last pull, when there was one: its time (formatted), outcome and the import it started. */
  last: { at: string; status: FeedPullStatus; detail: string | null; rowsRead: number; importId: number | null } | null;
  keySecret: string;
}

type LastPull = NonNullable<SisterFeedRow['last']>;

/** Why a pull failed, in words: an answer that was not a feed, or what the sister's address answered. */
function failureText(t: Translate, detail: string | null): string {
  if (detail === 'not_a_feed') return t('admin.import.sisterFeeds.notAFeed');
  return answerText(t, detail === 'unreachable' ? 'error' : detail ?? 'error');
}

function resultText(t: Translate, last: LastPull, keySecret: string): string {
  if (last.status === 'ok') return t('admin.import.sisterFeeds.results.ok', { count: last.rowsRead });
  if (last.status === 'no_key') return t('admin.import.sisterFeeds.results.noKey', { secret: keySecret });
  if (last.status === 'refused') return t('admin.import.sisterFeeds.results.refused');
  return t('admin.import.sisterFeeds.results.failed', { detail: failureText(t, last.detail) });
}

export function SisterFeeds({ t, feeds, canPull }: { t: Translate; feeds: readonly SisterFeedRow[]; canPull: boolean }) {
  return (
    <section id="sister-feeds" aria-labelledby="sister-feeds-title">
      <h2 id="sister-feeds-title">{t('admin.import.sisterFeeds.title')}</h2>
      <p>{t('admin.import.sisterFeeds.intro')}</p>
      <AdminTable
        caption={t('admin.import.sisterFeeds.title')}
        empty={t('admin.import.sisterFeeds.empty')}
        head={[
          t('admin.import.sisterFeeds.columns.site'), t('admin.import.sisterFeeds.columns.schedule'), t('admin.import.sisterFeeds.columns.videos'),
          t('admin.import.sisterFeeds.columns.lastPull'), t('admin.import.sisterFeeds.columns.result'), '',
        ]}
        rows={feeds.map((feed) => (
          <tr key={feed.name}>
            <td>{feed.label}</td>
            <td>{t('admin.import.sisterFeeds.every', { hours: feed.everyHours })}</td>
            <td>{feed.trusted ? t('admin.import.sisterFeeds.live') : t('admin.import.sisterFeeds.moderated')}</td>
            <td>{feed.last ? feed.last.at : t('admin.import.sisterFeeds.never')}</td>
            <td>
              {feed.last ? resultText(t, feed.last, feed.keySecret) : ''}
              {feed.last?.importId ? <> · <a href={adminUrls.importRun(feed.last.importId)}>{t('admin.import.sisterFeeds.lastImport')}</a></> : null}
            </td>
            <td>
              {canPull && (
                <form method="post" action={adminUrls.pullFeed()}>
                  <input type="hidden" name="feed" value={feed.name} />
                  <button type="submit" className="button" aria-label={t('admin.import.sisterFeeds.pullNowLabel', { site: feed.label })}>
                    {t('admin.import.sisterFeeds.pullNow')}
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      />
    </section>
  );
}
