// The console's list of partner videos whose embed no longer answers (worker/imports/embed-check.ts), on the import
// page: staff take the selected ones, or all listed, down in one go.
import type { Translate } from '../../../locales';
import type { FailingEmbed } from '../../../worker/db/embed-checks';
import { adminUrls } from '../../admin-urls';
import { AdminTable } from './shell';

export interface DeadEmbedsProps {
  embeds: readonly (FailingEmbed & { since: string })[];
  /** Failed checks in a row before a video is listed. */
  failures: number;
}

/** What a partner's address answered, in words: no answer in time, no connection, or its HTTP status. */
export const answerText = (t: Translate, status: string) =>
  status === 'timeout' ? t('admin.import.deadEmbeds.answers.timeout') : status === 'error' ? t('admin.import.deadEmbeds.answers.error') : t('admin.import.deadEmbeds.answers.status', { status });

export function DeadEmbeds({ t, dead }: { t: Translate; dead: DeadEmbedsProps }) {
  return (
    <section id="dead-embeds" aria-labelledby="dead-embeds-title">
      <h2 id="dead-embeds-title">{t('admin.import.deadEmbeds.title')}</h2>
      <p>{t('admin.import.deadEmbeds.intro', { count: dead.failures })}</p>
      {dead.embeds.length === 0 ? (
        <p className="admin__empty">{t('admin.import.deadEmbeds.empty')}</p>
      ) : (
        <form method="post" action={adminUrls.deadEmbeds()}>
          {dead.embeds.map((embed) => <input key={embed.video_id} type="hidden" name="listed" value={embed.video_id} />)}
          <AdminTable
            caption={t('admin.import.deadEmbeds.title')}
            empty=""
            head={['', t('admin.import.deadEmbeds.columns.video'), t('admin.import.deadEmbeds.columns.partner'), t('admin.import.deadEmbeds.columns.answer'), t('admin.import.deadEmbeds.columns.since')]}
            rows={dead.embeds.map((embed) => (
              <tr key={embed.video_id}>
                <td>
                  <input type="checkbox" name="video" value={embed.video_id} id={`dead-${embed.video_id}`} aria-label={t('admin.import.deadEmbeds.select', { title: embed.title })} />
                </td>
                <td><a href={adminUrls.item('video', embed.video_id)}>{embed.title}</a></td>
                <td>{embed.ex_tube}</td>
                <td>{answerText(t, embed.last_status)}</td>
                <td>{embed.since}</td>
              </tr>
            ))}
          />
          <p>
            <button type="submit" className="button" name="which" value="selected">{t('admin.import.deadEmbeds.takeDownSelected')}</button>{' '}
            <button type="submit" className="button" name="which" value="all">{t('admin.import.deadEmbeds.takeDownAll', { count: dead.embeds.length })}</button>
          </p>
        </form>
      )}
    </section>
  );
}
