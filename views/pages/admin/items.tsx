// The moderation queue of videos or albums (bulk approve or reject), and one item as a moderator reviews it: its
// player, poster candidates and timeline sprite or its photos, its metadata to edit, the uploader and their history,
// and the decisions its state allows (approve, reject, take down, restore).
import { PartnerPlayer } from '../../parts/partner-player';
import ReviewKeys from '../../../islands/review-keys';
import { Island } from '../../parts/island';
import type { Lang, Translate } from '../../../locales';
import type { OtherLanguageTexts } from '../../../worker/moderation/video-texts';
import { adminUrls, type ConsoleKind } from '../../admin-urls';
import { formatDuration } from '../../format';
import type { Choice } from '../../parts/choice-group';
import { DescribingFields } from '../../parts/describing-fields';
import { OtherLanguageFields } from '../../parts/other-language-fields';
import { FormError, FormField, FormSelect, FormTextarea } from '../../parts/form-field';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { urls } from '../../urls';
import { AdminShell, AdminTable } from './shell';
import { STATUS } from '../../../worker/domain/vocabularies';

export interface QueueRow {
  id: number;
  title: string;
  date: string;
  /** Who sent it, with their record: live and rejected items, reports about their videos. */
  uploader: { id: number; name: string; live: number; rejected: number; reports: number } | null;
  picture: string | null;
  /** A video's duration or an album's photo count, as shown. */
  size: string;
  /** A processed video: its signed file to play in the row, its preview clip and its timeline sprite (first frames). */
  media: { src: string; preview: string | null; sprite: string | null } | null;
}

/** A video played in its queue row, once opened: the file, the preview clip and the frames of its timeline. */
function RowPreview({ t, row }: { t: Translate; row: QueueRow & { media: NonNullable<QueueRow['media']> } }) {
  return (
    <details className="admin__preview">
      <summary>{t('admin.queue.preview')}</summary>
      <video controls preload="none" src={row.media.src} poster={row.picture ? urls.media(row.picture) : undefined} width={320} height={180} aria-label={row.title} />
      {row.media.preview && <video controls muted loop preload="none" src={row.media.preview} width={160} height={90} aria-label={t('admin.queue.previewClip')} />}
      {row.media.sprite && <img src={row.media.sprite} alt={t('admin.item.sprite')} loading="lazy" />}
    </details>
  );
}

/** The reject reasons, as the select offers them. */
export type ReasonChoice = Choice;

/** A refused decision's errors by field (translated), as the queue and the item page show them. */
export type DecisionErrors = Partial<Record<'ids' | 'decision' | 'reason' | 'note', string>>;

/** The reason (none chosen at first: no accusation is made by default) and the note of a rejection. */
function RejectFields({ t, reasons, form, errors = {}, values }: {
  t: Translate; reasons: readonly ReasonChoice[]; form: string; errors?: DecisionErrors; values?: { reason: string; note: string };
}) {
  return (
    <>
      <FormSelect
        form={form} name="reason" label={t('admin.item.reason')} error={errors.reason} defaultValue={values?.reason ?? ''}
        options={[{ value: '', label: t('admin.item.reasonChoose') }, ...reasons]}
      />
      <FormTextarea form={form} name="note" label={t('admin.item.note')} hint={t('admin.item.noteHint')} rows={2} maxLength={500} error={errors.note} defaultValue={values?.note} />
    </>
  );
}

/** A decision its moderator may still undo, offered on the page they land on next. */
export interface UndoOffer {
  kind: ConsoleKind;
  id: number;
  title: string;
  action: 'approve' | 'reject';
}

/** What was just decided, with the button that undoes it (u with the keys). */
function UndoBanner({ t, undo, queue }: { t: Translate; undo: UndoOffer; queue?: QueueFilterValues }) {
  return (
    <form className="notice admin__undo" method="post" action={adminUrls.itemAction(undo.kind, undo.id, 'undo')} role="status">
      <QueueFields queue={queue} />
      {t(undo.action === 'approve' ? 'admin.undo.approved' : 'admin.undo.rejected', { title: undo.title })}{' '}
      <button type="submit" className="button button--small" data-undo="">{t('admin.undo.button')}</button>
    </form>
  );
}

/** The keys and what they do, as the page lists them. */
function keyLabels(t: Translate, keys: readonly (keyof typeof KEYS)[]) {
  return { title: t('admin.queue.keys.title'), keys: keys.map((name) => ({ key: KEYS[name], text: t(`admin.queue.keys.${name}`) })) };
}

const KEYS = { next: 'j', previous: 'k', open: 'o', approve: 'a', reject: 'r', rejectItem: 'r', undo: 'u' } as const;

export interface QueuePageProps {
  t: Translate;
  isAdmin: boolean;
  kind: ConsoleKind;
  rows: readonly QueueRow[];
  total: number;
  reasons: readonly ReasonChoice[];
  pagination: Omit<PaginationProps, 't'>;
  /** A refused bulk decision (status 422): why, and what was chosen. */
  errors: DecisionErrors;
  values?: { ids: readonly string[]; reason: string; note: string };
  /** The filters as the query holds them (section, uploader, trusted, waiting, reported, sort). */
  filters: QueueFilterValues;
  /** Every item of the page starts selected (?select=page). */
  selectPage: boolean;
  /** The sections and categories to filter by. */
  sections: readonly Choice[];
  categories: readonly Choice[];
  undo?: UndoOffer;
}

export interface QueueFilterValues {
  section?: string;
  uploader?: string;
  trusted?: string;
  waiting?: string;
  reported?: string;
  category?: string;
  sort?: string;
}

/** The queue's filters: a plain GET form, so a filtered queue is an address to keep. */
function QueueFilterForm({ t, kind, filters, sections, categories }: {
  t: Translate; kind: ConsoleKind; filters: QueueFilterValues; sections: readonly Choice[]; categories: readonly Choice[];
}) {
  return (
    <form className="admin__filters" method="get" action={adminUrls.queue(kind)} aria-label={t('admin.queue.filters')}>
      <FormSelect form="queue" name="section" label={t('admin.queue.section')} defaultValue={filters.section ?? ''} options={[{ value: '', label: t('admin.queue.anySection') }, ...sections]} />
      <FormSelect
        form="queue" name="category" label={t('admin.queue.category')} defaultValue={filters.category ?? ''}
        options={[{ value: '', label: t('admin.queue.anyCategory') }, ...categories]}
      />
      <FormField form="queue" name="uploader" label={t('admin.queue.uploader')} defaultValue={filters.uploader ?? ''} maxLength={40} />
      <FormSelect
        form="queue" name="trusted" label={t('admin.queue.trusted')} defaultValue={filters.trusted ?? ''}
        options={[{ value: '', label: t('admin.queue.anyone') }, { value: 'yes', label: t('admin.queue.trustedOnly') }, { value: 'no', label: t('admin.queue.othersOnly') }]}
      />
      <FormSelect
        form="queue" name="waiting" label={t('admin.queue.waitingFor')} defaultValue={filters.waiting ?? ''}
        options={[{ value: '', label: t('admin.queue.anyTime') }, { value: '1h', label: t('admin.queue.over1h') }, { value: '24h', label: t('admin.queue.over24h') }, { value: '7d', label: t('admin.queue.over7d') }]}
      />
      {kind === 'video' && (
        <label className="choices__item"><input type="checkbox" name="reported" value="1" defaultChecked={filters.reported === '1'} /> {t('admin.queue.reported')}</label>
      )}
      <FormSelect
        form="queue" name="sort" label={t('admin.queue.sort')} defaultValue={filters.sort ?? 'oldest'}
        options={[{ value: 'oldest', label: t('admin.queue.oldest') }, { value: 'trusted', label: t('admin.queue.trustedFirst') }]}
      />
      <button type="submit" className="button">{t('admin.queue.filter')}</button>
    </form>
  );
}

export function QueuePage({ t, isAdmin, kind, rows, total, reasons, pagination, errors, values, filters, selectPage, sections, categories, undo }: QueuePageProps) {
  const here = adminUrls.queue(kind, pagination.page, { ...filters });
  const chosen = (id: number) => (values ? values.ids.includes(String(id)) : selectPage);
  const title = t(kind === 'video' ? 'admin.queue.videosTitle' : 'admin.queue.albumsTitle');
  return (
    <AdminShell t={t} area={kind === 'video' ? 'videos' : 'albums'} isAdmin={isAdmin} title={title}>
      {undo && <UndoBanner t={t} undo={undo} queue={filters} />}
      <p>{t('admin.queue.waiting', { count: total })}</p>
      <QueueFilterForm t={t} kind={kind} filters={filters} sections={sections} categories={categories} />
      {(rows.length > 0 || undo) && (
        <Island
          name="review-keys" component={ReviewKeys} hydrate="idle"
          props={{
            queue: { action: adminUrls.queue(kind), back: here },
            labels: keyLabels(t, ['next', 'previous', 'open', 'approve', 'reject', ...(undo ? ['undo' as const] : [])]),
          }}
        />
      )}
      {rows.length > 0 && (
        <p>
          {selectPage
            ? <a href={adminUrls.queue(kind, pagination.page, { ...filters })}>{t('admin.queue.clearSelection')}</a>
            : <a href={adminUrls.queue(kind, pagination.page, { ...filters, select: 'page' })}>{t('admin.queue.selectPage')}</a>}
        </p>
      )}
      <form className="form" method="post" action={adminUrls.queue(kind)}>
        <input type="hidden" name="back" value={here} />
        <AdminTable
          caption={title}
          empty={t('admin.queue.empty')}
          head={[t('admin.queue.choose'), t('admin.queue.item'), t('admin.queue.uploader'), t('admin.queue.sent'), t(kind === 'video' ? 'admin.queue.duration' : 'admin.queue.photos')]}
          rows={rows.map((row) => (
            <tr key={row.id} data-item={row.id}>
              <td>
                <input
                  type="checkbox" name="ids" value={row.id} aria-label={t('admin.queue.chooseItem', { title: row.title })}
                  defaultChecked={chosen(row.id)} aria-describedby={errors.ids ? 'bulk-ids-error' : undefined}
                />
              </td>
              <td>
                <div className="admin__item">
                  {row.picture && <img src={urls.media(row.picture)} alt={row.title} width={96} height={54} loading="lazy" />}
                  <a href={adminUrls.item(kind, row.id, { ...filters })} data-item-link="">{row.title}</a>
                </div>
                {row.media && <RowPreview t={t} row={{ ...row, media: row.media }} />}
              </td>
              <td>
                {row.uploader ? (
                  <>
                    <a href={adminUrls.member(row.uploader.id)}>{row.uploader.name}</a>
                    <ul className="admin__record">
                      <li>{t('admin.item.history.live', { count: row.uploader.live })}</li>
                      <li>{t('admin.item.history.rejected', { count: row.uploader.rejected })}</li>
                      <li>{t('admin.item.history.reports', { count: row.uploader.reports })}</li>
                    </ul>
                  </>
                ) : '—'}
              </td>
              <td>{row.date}</td>
              <td>{row.size}</td>
            </tr>
          ))}
        />
        {rows.length > 0 && (
          <fieldset className="admin__bulk">
            <legend>{t('admin.queue.bulk')}</legend>
            {errors.ids && <p className="form-error" id="bulk-ids-error" role="alert">{errors.ids}</p>}
            <FormError error={errors.decision} />
            <button type="submit" className="button button--primary" name="decision" value="approve">{t('admin.queue.approveChosen')}</button>
            <RejectFields t={t} reasons={reasons} form="bulk" errors={errors} values={values} />
            <button type="submit" className="button" name="decision" value="reject">{t('admin.queue.rejectChosen')}</button>
          </fieldset>
        )}
      </form>
      <Pagination {...pagination} t={t} />
    </AdminShell>
  );
}

export interface ItemView {
  kind: ConsoleKind;
  id: number;
  title: string;
  description: string;
  state: string;
  statusId: number;
  takenDown: boolean;
  date: string;
  publicHref: string;
  /** Videos: the signed file link, poster, frames proposed, the timeline sprite. */
  player: { src: string; poster: string | null; width: number; height: number } | null;
  /** An embedded partner video's embed address: the partner's player is what moderators review. */
  partnerPlayer: string | null;
  duration: string | null;
  posters: readonly string[];
  sprite: string | null;
  photos: readonly string[];
  categories: readonly string[];
  models: string;
  /** Videos: the languages it may have its own title and description in (all but its original's), and those it has. */
  otherLanguages: readonly Lang[];
  texts: OtherLanguageTexts;
}

export interface UploaderView {
  id: number;
  name: string;
  counts: { live: number; pending: number; rejected: number; takenDown: number; reports: number };
  refusals: readonly { href: string; title: string; state: string }[];
}

export interface ItemPageProps {
  t: Translate;
  isAdmin: boolean;
  item: ItemView;
  uploader: UploaderView | null;
  categoryChoices: readonly Choice[];
  reasons: readonly ReasonChoice[];
  /** The edit form's errors by field, after a refused edit (status 422). */
  errors: Partial<Record<string, string>>;
  values?: { title: string; description: string; categories: readonly string[]; models: string; texts: OtherLanguageTexts };
  /** A refused rejection (status 422): no reason chosen, or "other" without a note. */
  rejectErrors?: DecisionErrors;
  /** The filters of the queue the item was opened from: a decision moves on through that queue. */
  queue?: QueueFilterValues;
  /** The decision just taken on the item before this one, while it may be undone. */
  undo?: UndoOffer;
}

/** The queue's filters as hidden fields of a decision's form. */
function QueueFields({ queue }: { queue?: QueueFilterValues }) {
  return <>{Object.entries(queue ?? {}).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={`queue_${name}`} value={value} />)}</>;
}

export function ItemPage({ t, isAdmin, item, uploader, categoryChoices, reasons, errors, values, rejectErrors, queue, undo }: ItemPageProps) {
  const shown = values ?? { title: item.title, description: item.description, categories: item.categories, models: item.models, texts: item.texts };
  const failed = Object.keys(errors).length > 0;
  const pending = item.statusId === STATUS.awaitingModeration;
  return (
    <AdminShell t={t} area={item.kind === 'video' ? 'videos' : 'albums'} isAdmin={isAdmin} title={item.title}>
      {undo && <UndoBanner t={t} undo={undo} queue={queue} />}
      {(pending || undo) && (
        <Island
          name="review-keys" component={ReviewKeys} hydrate="idle"
          props={{ labels: keyLabels(t, [...(pending ? ['approve', 'rejectItem'] as const : []), ...(undo ? ['undo' as const] : [])]) }}
        />
      )}
      <p>
        <strong>{item.state}</strong> · {item.date}
        {item.statusId === STATUS.active && <> · <a href={item.publicHref}>{t('admin.item.publicPage')}</a></>}
      </p>
      <div className="admin__review">
        <section aria-labelledby="review-media">
          <h2 id="review-media">{t('admin.item.media')}</h2>
          {item.player && (
            <video className="admin__player" controls preload="metadata" src={item.player.src} poster={item.player.poster ?? undefined} width={item.player.width} height={item.player.height} />
          )}
          {item.partnerPlayer && <PartnerPlayer src={item.partnerPlayer} title={item.title} />}
          {item.duration && <p>{t('admin.item.duration', { duration: item.duration })}</p>}
          {item.posters.length > 0 && (
            <>
              <h3>{t('admin.item.posters')}</h3>
              <ul className="admin__frames">{item.posters.map((src, i) => <li key={src}><img src={src} alt={t('admin.item.poster', { number: i + 1 })} width={160} height={90} loading="lazy" /></li>)}</ul>
            </>
          )}
          {item.sprite && (
            <>
              <h3>{t('admin.item.sprite')}</h3>
              <img className="admin__sprite" src={item.sprite} alt={t('admin.item.sprite')} loading="lazy" />
            </>
          )}
          {item.photos.length > 0 && (
            <ul className="admin__frames">{item.photos.map((src, i) => <li key={src}><img src={src} alt={t('admin.item.photo', { number: i + 1 })} width={160} height={120} loading="lazy" /></li>)}</ul>
          )}
        </section>
        <section aria-labelledby="review-decide">
          <h2 id="review-decide">{t('admin.item.decide')}</h2>
          {pending && (
            <>
              <form method="post" action={adminUrls.itemAction(item.kind, item.id, 'approve')} data-decision="approve">
                <QueueFields queue={queue} />
                <button type="submit" className="button button--primary">{t('admin.item.approve')}</button>
              </form>
              <form className="form" method="post" action={adminUrls.itemAction(item.kind, item.id, 'reject')} data-decision="reject">
                <QueueFields queue={queue} />
                <RejectFields t={t} reasons={reasons} form="reject" errors={rejectErrors} />
                <button type="submit" className="button">{t('admin.item.reject')}</button>
              </form>
            </>
          )}
          {item.kind === 'video' && item.statusId === STATUS.active && (
            <form className="form" method="post" action={adminUrls.itemAction('video', item.id, 'take-down')}>
              <FormTextarea form="take-down" name="note" label={t('admin.item.takeDownReason')} rows={2} required maxLength={500} />
              <button type="submit" className="button">{t('admin.item.takeDown')}</button>
            </form>
          )}
          {item.takenDown && (
            <form method="post" action={adminUrls.itemAction('video', item.id, 'restore')}>
              <button type="submit" className="button">{t('admin.item.restore')}</button>
            </form>
          )}
          <h2>{t('admin.item.details')}</h2>
          <form className="form" method="post" action={adminUrls.itemAction(item.kind, item.id, 'edit')} noValidate>
            {failed && <FormError error={t('notify.staff_invalid')} />}
            <DescribingFields
              t={t} form="edit" categories={categoryChoices} errors={errors}
              values={{ ...shown, models: item.kind === 'video' ? shown.models : undefined }}
            />
            {item.otherLanguages.length > 0 && (
              <OtherLanguageFields t={t} form="edit" languages={item.otherLanguages} values={shown.texts} errors={errors} />
            )}
            <button type="submit" className="button">{t('admin.item.save')}</button>
          </form>
        </section>
        {uploader && (
          <section aria-labelledby="review-uploader">
            <h2 id="review-uploader">{t('admin.item.uploader')}</h2>
            <p><a href={adminUrls.member(uploader.id)}>{uploader.name}</a></p>
            <ul>
              <li>{t('admin.item.history.live', { count: uploader.counts.live })}</li>
              <li>{t('admin.item.history.pending', { count: uploader.counts.pending })}</li>
              <li>{t('admin.item.history.rejected', { count: uploader.counts.rejected })}</li>
              <li>{t('admin.item.history.takenDown', { count: uploader.counts.takenDown })}</li>
              <li>{t('admin.item.history.reports', { count: uploader.counts.reports })}</li>
            </ul>
            {uploader.refusals.length > 0 && (
              <>
                <h3>{t('admin.item.history.refusals')}</h3>
                <ul>{uploader.refusals.map((refusal) => <li key={refusal.href}><a href={refusal.href}>{refusal.title}</a>: {refusal.state}</li>)}</ul>
              </>
            )}
          </section>
        )}
      </div>
    </AdminShell>
  );
}

/** A queue row's size column: a video's duration, an album's photos. */
export function queueSize(t: Translate, kind: ConsoleKind, size: number): string {
  return kind === 'video' ? formatDuration(size) : t('admin.queue.photoCount', { count: size });
}
