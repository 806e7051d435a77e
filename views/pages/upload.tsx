// The upload screens: the video and album forms (plain multipart forms that work without JavaScript; the uploader
// island turns them into resumable uploads with progress), and the page that says what happens once a file is in.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import Uploader, { type UploaderProps } from '../../islands/uploader';
import { ChoiceGroup, type Choice } from '../parts/choice-group';
import { DescribingFields } from '../parts/describing-fields';
import { FormError, FormField, FormSelect } from '../parts/form-field';
import { Island } from '../parts/island';
import { EditDetailsLink } from '../parts/owner-controls';
import { urls } from '../urls';

/** What the form showed when it was sent, to show again with its errors. */
export interface UploadValues {
  title: string;
  description: string;
  categories: string[];
  models: string;
  section: string;
  private: string;
  exclusive: string;
  preview_choice: string;
  acknowledge: string;
  cover: string;
}

export interface UploadLimits {
  formats: string;
  maxGb: number;
  plainMb: number;
  photoMb: number;
  maxPhotos: number;
  previewMb: number;
  minutes: number;
  exclusiveMinutes: number;
}

interface UploadFormProps {
  t: Translate;
  categories: readonly Choice[];
  sections: readonly Choice[];
  values: UploadValues;
  /** Translated errors by field (`notify`: the form as a whole). */
  errors: Record<string, string>;
  limits: UploadLimits;
  uploader: UploaderProps;
}

const FORBIDDEN = ['minors', 'animals', 'rape', 'incest', 'violence', 'illegal'] as const;

/**
 * The page of either form: its heading, then the fields both share, what differs, the rules, the acknowledgement and
 * the way to send it.
 */
function UploadPage({ t, kind, categories, sections, values, errors, limits, uploader, children }: UploadFormProps & { kind: 'video' | 'album'; children: ReactNode }) {
  return (
    <section className="upload">
      <h1 className="headline">{kind === 'video' ? t('upload.videoTitle') : t('upload.albumTitle')}</h1>
      <p>{t('upload.moderation')}</p>
      <form
        id={uploader.formId} className="form upload-form" method="post" action={kind === 'video' ? urls.uploadVideo() : urls.uploadAlbum()}
        encType="multipart/form-data" noValidate
      >
        <FormError error={errors.notify} />
        <DescribingFields
          t={t} form={kind} categories={categories} errors={errors}
          values={{ title: values.title, description: values.description, categories: values.categories, models: kind === 'video' ? values.models : undefined }}
        />
        <FormSelect form={kind} name="section" label={t('upload.fields.section')} options={sections} defaultValue={values.section} error={errors.section} />
        <ChoiceGroup
          form={kind} name="private" type="radio" legend={t('upload.fields.privacy')} checked={[values.private || '0']} error={errors.private}
          choices={[{ value: '0', label: t('upload.fields.public') }, { value: '1', label: t('upload.fields.private') }]}
        />
        {children}
        <section className="upload-rules" aria-labelledby={`${kind}-rules`}>
          <h2 id={`${kind}-rules`}>{t('upload.forbidden.title')}</h2>
          <ul>{FORBIDDEN.map((item) => <li key={item}>{t(`upload.forbidden.${item}`)}</li>)}</ul>
        </section>
        <ChoiceGroup
          form={kind} name="acknowledge" type="checkbox" legend={t('upload.fields.rules')} checked={[values.acknowledge]} error={errors.acknowledge}
          choices={[{ value: '1', label: t('upload.fields.acknowledge') }]}
        />
        <button type="submit" className="button button--primary">{kind === 'video' ? t('upload.submitVideo') : t('upload.submitAlbum')}</button>
        <Island name="uploader" component={Uploader} props={uploader} hydrate="idle" />
      </form>
    </section>
  );
}

export function UploadVideoPage(props: UploadFormProps) {
  const { t, values, errors, limits } = props;
  return (
    <UploadPage {...props} kind="video">
      <ChoiceGroup
        form="video" name="exclusive" type="checkbox" legend={t('upload.fields.exclusiveLegend')} checked={[values.exclusive]}
        hint={t('upload.fields.exclusiveHint', { exclusive: limits.exclusiveMinutes, other: limits.minutes })}
        choices={[{ value: '1', label: t('upload.fields.exclusive') }]} error={errors.exclusive}
      />
      <ChoiceGroup
        form="video" name="preview_choice" type="radio" legend={t('upload.fields.preview')} checked={[values.preview_choice || 'upload']}
        choices={[{ value: 'upload', label: t('upload.fields.previewUpload') }, { value: 'frames', label: t('upload.fields.previewFrames') }]}
      />
      <FormField
        form="video" name="preview" type="file" accept="image/jpeg,image/png,image/webp" label={t('upload.fields.previewFile')}
        hint={t('upload.fields.previewHint', { size: limits.previewMb })} error={errors.preview}
      />
      <FormField
        form="video" name="file" type="file" accept={`video/*,${limits.formats.split(', ').map((f) => `.${f}`).join(',')}`}
        label={t('upload.fields.videoFile')} required error={errors.file}
        hint={t('upload.fields.videoHint', { formats: limits.formats, gb: limits.maxGb, mb: limits.plainMb, other: limits.minutes, exclusive: limits.exclusiveMinutes })}
      />
    </UploadPage>
  );
}

export function UploadAlbumPage(props: UploadFormProps) {
  const { t, values, errors, limits } = props;
  return (
    <UploadPage {...props} kind="album">
      <FormField
        form="album" name="photos" type="file" multiple accept="image/jpeg,image/png,image/webp" required label={t('upload.fields.photos')}
        hint={t('upload.fields.photosHint', { size: limits.photoMb, max: limits.maxPhotos, mb: limits.plainMb })} error={errors.photos}
      />
      <FormField
        form="album" name="cover" type="number" min={1} max={limits.maxPhotos} defaultValue={values.cover || '1'}
        label={t('upload.fields.cover')} hint={t('upload.fields.coverHint')} error={errors.cover}
      />
    </UploadPage>
  );
}

/** The choice among the frames processing proposed, while the video waits for its preview. */
export interface PreviewChoice {
  videoId: number;
  frames: readonly string[];
}

/** After a file is in, and whenever its owner comes back: where it stands, what happens next, where to follow it. */
/** How often a moving upload's status page asks again (htmx, and the refresh without JavaScript). */
export const STATUS_POLL_SECONDS = 3;

export function UploadSentPage({ t, kind, heading, title, state, listHref, refreshHref, previewChoice, player, editHref }: {
  t: Translate;
  kind: 'video' | 'album';
  heading: string;
  /** The upload's title, when the heading is not. */
  title?: string;
  state: string;
  listHref: string;
  /** While it is being uploaded or processed: this page again, to see how far it got. */
  refreshHref?: string;
  previewChoice?: PreviewChoice;
  /** A processed video: its owner plays it while it waits for moderation. */
  player?: { src: string; width: number; height: number; fallback: string };
  /** While it may still be edited: the owner's edit of its details. */
  editHref?: string;
}) {
  return (
    // While it moves, htmx asks for the page every few seconds and takes this panel from it; the answer that no longer
    // moves has no trigger, so the asking stops. Without JavaScript the page's own refresh (PageMeta) does the same.
    <section
      className="panel upload-sent" id="upload-sent"
      {...(refreshHref && { 'hx-get': refreshHref, 'hx-trigger': `every ${STATUS_POLL_SECONDS}s`, 'hx-select': '#upload-sent', 'hx-swap': 'outerHTML' })}
    >
      <h1>{heading}</h1>
      {title && <p><strong>{title}</strong></p>}
      <p className="upload-state" aria-live="polite">
        {state} {refreshHref && <a href={refreshHref}>{t('upload.sent.refresh')}</a>}
      </p>
      {player && (
        <video className="upload-sent__player" controls preload="metadata" src={player.src} width={player.width} height={player.height}>
          {player.fallback}
        </video>
      )}
      {previewChoice && (
        <form className="preview-choice" method="post" action={urls.choosePreview()}>
          <input type="hidden" name="video_id" value={previewChoice.videoId} />
          <fieldset className="choices">
            <legend>{t('upload.states.chooseTitle')}</legend>
            <div className="preview-choice__frames">
              {previewChoice.frames.map((src, index) => (
                <label key={src} className="preview-choice__frame">
                  <input type="radio" name="poster" value={index + 1} defaultChecked={index === 0} />
                  <img src={src} alt={t('upload.states.frame', { n: index + 1 })} width={320} height={180} loading="lazy" />
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button button--primary">{t('upload.states.choose')}</button>
        </form>
      )}
      <ol>
        <li>{kind === 'video' ? t('upload.sent.processingVideo') : t('upload.sent.processingAlbum')}</li>
        <li>{t('upload.sent.moderation')}</li>
        <li>{t('upload.sent.live')}</li>
      </ol>
      <p>
        {editHref && <><EditDetailsLink t={t} href={editHref} />{' '}</>}
        <a className="button" href={listHref}>{kind === 'video' ? t('upload.sent.followVideos') : t('upload.sent.followAlbums')}</a>
      </p>
    </section>
  );
}
