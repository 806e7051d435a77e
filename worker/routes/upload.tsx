// The upload screens for members: /upload-video/ and /upload-album/ as plain multipart forms (the whole file with the
// fields; a refusal re-renders the form with its errors, 422) that the uploader island makes resumable; the page that
// says what happens next; and the owner's choice of a preview among the frames processing proposed.
import { Hono, type Context } from 'hono';
import { videoFileUrl } from '../media/video-files';
import { STATUS_POLL_SECONDS, UploadAlbumPage, UploadSentPage, UploadVideoPage, type UploadValues } from '../../views/pages/upload';
import type { UploaderProps } from '../../islands/uploader';
import { urls } from '../../views/urls';
import { OWNER_EDITABLE, SECTIONS, STATUS } from '../domain/vocabularies';
import { CARD_WIDTHS, MIN_SECONDS, MIN_SECONDS_EXCLUSIVE, PART_SIZE, VIDEO_MAX_BYTES } from '../config/uploads';
import { readOwnUpload, type OwnUpload, type UploadKind } from '../db/own-uploads';
import { currentPath } from '../render';
import { choosePreview } from '../db/video-uploads';
import type { AppEnv } from '../env';
import { signedInMember } from '../middleware/session';
import { loadCategories } from '../loaders/categories';
import { redirectWith } from '../http/location';
import { assertFound, idParam, readFormAll } from '../http/params';
import { one, texts, type FieldErrors, type PostedForm } from '../uploads/forms';
import { UPLOAD_LIMITS, uploadMessages, uploadStateText } from '../uploads/messages';
import { posterKeys } from '../uploads/targets';
import { TUS_BASE } from '../uploads/tus';
import { submitUpload } from '../uploads/submit';

export const uploadRoutes = new Hono<AppEnv>();

const PAGE = { video: urls.uploadVideo(), album: urls.uploadAlbum() } as const;

/** Members only: a guest is sent to sign in and comes back to this page (a post, to its upload form). */
uploadRoutes.use('/upload-*', async (c, next) => {
  if (signedInMember(c)) return next();
  c.header('Cache-Control', 'no-store');
  const kind: UploadKind = c.req.path.startsWith(PAGE.album) ? 'album' : 'video';
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  return c.redirect(urls.signin(reading ? c.req.path : PAGE[kind]), reading ? 302 : 303);
});

function uploaderProps(c: Context<AppEnv>, kind: UploadKind): UploaderProps {
  const t = c.get('t');
  return {
    formId: `${kind}-upload`,
    kind,
    startUrl: kind === 'video' ? '/api/video_edit.php' : '/api/album_edit.php',
    tusEndpoint: TUS_BASE,
    chunkSize: PART_SIZE,
    maxBytes: VIDEO_MAX_BYTES,
    minSeconds: { exclusive: MIN_SECONDS_EXCLUSIVE, other: MIN_SECONDS },
    sentUrl: urls.uploadSent(kind, '{id}'),
    labels: {
      preparing: t('upload.progress.preparing'), uploading: t('upload.progress.uploading'), speed: t('upload.progress.speed'),
      paused: t('upload.progress.paused'), pause: t('upload.progress.pause'), resume: t('upload.progress.resume'),
      resumeFound: t('upload.progress.resumeFound'), resumeButton: t('upload.progress.resumeButton'), done: t('upload.progress.done'),
      failed: t('upload.progress.failed'), photo: t('upload.progress.photo'),
    },
    messages: {
      required: t('upload.errors.required'), error: t('upload.errors.error'),
      ...(kind === 'video' && {
        too_short: t('upload.errors.too_short'),
        format: t('upload.errors.format', { formats: UPLOAD_LIMITS.formats }), too_large: t('upload.errors.too_large', { gb: UPLOAD_LIMITS.maxGb }),
      }),
    },
  };
}

function valuesOf(c: Context<AppEnv>, form: PostedForm | null): UploadValues {
  const text = (name: string) => (form ? one(form, name) : '');
  return {
    title: text('title'), description: text('description'),
    categories: form ? texts(form, 'categories') : [],
    models: text('models'), section: text('section') || c.get('section'), private: text('private') || '0', exclusive: text('exclusive'),
    preview_choice: text('preview_choice') || 'upload', acknowledge: text('acknowledge'), cover: text('cover'),
  };
}

/** The form, empty or as it was sent with the translated errors of its refusal (422). */
async function uploadForm(c: Context<AppEnv>, kind: UploadKind, refused?: { form: PostedForm | null; errors: FieldErrors }) {
  const t = c.get('t');
  const categories = (await loadCategories(c, { gender: c.get('gender'), lang: c.get('lang') })).map((cat) => ({ value: cat.dir, label: cat.title }));
  const props = {
    t, categories, sections: SECTIONS.map((s) => ({ value: s, label: t(`sections.${s}`) })),
    values: valuesOf(c, refused?.form ?? null), errors: refused ? uploadMessages(t, refused.errors) : {},
    limits: UPLOAD_LIMITS, uploader: uploaderProps(c, kind),
  };
  c.header('Cache-Control', 'no-store');
  if (refused) c.status(422);
  const title = kind === 'video' ? t('upload.videoTitle') : t('upload.albumTitle');
  return c.render(kind === 'video' ? <UploadVideoPage {...props} /> : <UploadAlbumPage {...props} />, { meta: { title, robots: 'noindex' } });
}

for (const kind of ['video', 'album'] as const) {
  uploadRoutes.get(PAGE[kind], (c) => uploadForm(c, kind));

  uploadRoutes.post(PAGE[kind], async (c) => {
    const outcome = await submitUpload(c, kind, { resumable: false });
    if (!outcome.ok) return uploadForm(c, kind, { form: outcome.form, errors: outcome.errors });
    return redirectWith(c, urls.uploadSent(kind, outcome.id), null);
  });

  uploadRoutes.get(`/upload-${kind}/sent/:id/`, async (c) => {
    const upload = assertFound(await readOwnUpload(c.env.DB, kind, idParam(c.req.param('id')), c.get('user')!.userId));
    return ownUploadPage(c, kind, upload);
  });
}

/**
 * Where an upload stands, for its owner only: after it is sent, and on its own page until it is live (`onItsPage`:
 * headed by its title). A video waiting for its preview offers the frames processing proposed.
 */
export async function ownUploadPage(c: Context<AppEnv>, kind: UploadKind, upload: OwnUpload, onItsPage = false) {
  const t = c.get('t');
  const user = c.get('user')!;
  const listHref = urls.memberTab(user.userId, kind === 'video' ? 'uploaded_videos' : 'albums');
  const choosing = kind === 'video' && upload.status_reason === 'preview_required' && upload.media_prefix;
  const working = upload.status_id === STATUS.processing && !choosing;
  const heading = onItsPage ? upload.title : kind === 'video' ? t('upload.sent.videoTitle') : t('upload.sent.albumTitle');
  c.header('Cache-Control', 'no-store');
  return c.render(
    <UploadSentPage
      t={t} kind={kind} heading={heading} title={onItsPage ? undefined : upload.title} state={uploadStateText(t, upload)} listHref={listHref}
      refreshHref={working ? currentPath(c) : undefined}
      previewChoice={choosing ? { videoId: upload.id, frames: posterKeys(upload.media_prefix!, upload.poster_candidates).map(urls.media) } : undefined}
      editHref={OWNER_EDITABLE.includes(upload.status_id) ? urls.uploadEdit(kind, upload.id) : undefined}
      player={upload.file_key ? { src: await videoFileUrl(c.env, upload.file_key, 'play'), width: upload.width, height: upload.height, fallback: t('video.noVideoSupport') } : undefined}
    />,
    { meta: { title: heading, robots: 'noindex', refreshSeconds: working ? STATUS_POLL_SECONDS : undefined } },
  );
}

/** The owner picks frame `poster` of the ones processing proposed; the video then goes to moderation. */
uploadRoutes.post(urls.choosePreview(), async (c) => {
  const form = await readFormAll(c);
  const user = c.get('user')!;
  const videoId = idParam(one(form, 'video_id'));
  const upload = assertFound(await readOwnUpload(c.env.DB, 'video', videoId, user.userId));
  const poster = Number(one(form, 'poster'));
  const back = urls.uploadSent('video', videoId);
  if (!upload.media_prefix || !Number.isInteger(poster) || poster < 1 || poster > upload.poster_candidates) return redirectWith(c, back, null);
  const thumb = posterKeys(upload.media_prefix, upload.poster_candidates)[poster - 1]!;
  // Frames proposed before card sizes existed have none: the card then shows the frame itself.
  const stem = thumb.replace(/\.jpg$/, '');
  const sized = (await c.env.MEDIA.head(`${stem}-${CARD_WIDTHS[0]}.webp`)) !== null;
  await choosePreview(c.env.DB, videoId, user.userId, thumb, sized ? stem : null);
  return redirectWith(c, back, null);
});
