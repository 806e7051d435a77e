// The content of one tab of a member's page, from the model worker/loaders/member-tab.ts builds.
import type { ReactNode } from 'react';
import type { MessageKey, Translate } from '../../locales';
import type { MemberTabModel } from '../../worker/loaders/member-tab';
import { ageOn, countryName, formatDate } from '../format';
import { CollectionGrid } from '../parts/collection-grid';
import { WithCategorySidebar } from '../parts/listing';
import { FriendRequests } from '../parts/member-actions';
import { OwnUploads, type OwnUploadItem } from '../parts/own-uploads';
import { RemoveCard } from '../parts/remove-card';
import { EditDetailsLink, OwnAlbumControls, UploadedVideoControls } from '../parts/owner-controls';
import { Wall } from '../parts/wall';
import { urls } from '../urls';
import { InfoList } from './model';
import { SubscriptionList } from './member';

export function MemberTabContent({ t, lang, userId, model, back, pagination }: {
  t: Translate;
  lang: string;
  userId: number;
  model: MemberTabModel;
  /** This page of the tab: where its forms come back to. */
  back: string;
  /** The tab's pagination (none for the unpaginated tabs). */
  pagination?: ReactNode;
}) {
  switch (model.kind) {
    case 'videos': {
      const controls = model.ownUploads
        ? (video: { video_id: number; is_private: number }) => (
          <>
            <EditDetailsLink t={t} href={urls.uploadEdit('video', video.video_id)} />
            {model.manage && <UploadedVideoControls t={t} videoId={video.video_id} isPrivate={video.is_private === 1} deleted={false} back={back} />}
          </>
        )
        : model.removeAct === undefined ? undefined : (video: { video_id: number }) => (
          <RemoveCard label={t('playlistForm.removeVideo')} fields={{ act: model.removeAct!, video_id: video.video_id }} back={back} />
        );
      const readd = model.manage
        ? (item: OwnUploadItem) => item.ownerDeleted && <UploadedVideoControls t={t} videoId={item.id} isPrivate={false} deleted back={back} />
        : undefined;
      return (
        <WithCategorySidebar t={t} sidebar={model.sidebar}>
          <div className="listing__main">
            {model.tab === 'uploaded_videos' && <OwnUploads t={t} items={model.unpublished} controls={readd} />}
            <CollectionGrid t={t} list={{ kind: 'videos', items: model.items }} empty={t(model.tab === 'history' ? 'empty.history' : 'empty.listEmpty')} videoControls={controls} />
            {pagination}
          </div>
        </WithCategorySidebar>
      );
    }
    case 'albums':
      return (
        <>
          <OwnUploads t={t} items={model.unpublished} />
          <CollectionGrid
            t={t} list={{ kind: 'albums', items: model.items }} empty={t('empty.albums')}
            albumControls={model.own ? (album) => <OwnAlbumControls t={t} albumId={album.album_id} isPrivate={album.is_private === 1} back={back} /> : undefined}
          />
          {pagination}
        </>
      );
    case 'playlists':
      return (
        <>
          {model.own && <p><a className="button button--primary" href={urls.playlistNew()} data-modal="">{t('video.playlistNew')}</a></p>}
          <CollectionGrid t={t} list={{ kind: 'playlists', items: model.items }} empty={t('empty.playlists')} />
          {pagination}
        </>
      );
    case 'friends':
      return (
        <>
          <FriendRequests t={t} requests={model.requests} back={back} />
          <CollectionGrid t={t} list={{ kind: 'members', items: model.items }} empty={t('empty.friends')} />
          {pagination}
        </>
      );
    case 'wall':
      return (
        <Wall
          t={t} lang={lang} posts={model.items} back={back} viewerId={model.viewerId} canPost={model.canPost} moderate={model.moderate}
          wall={{ type: 'member', id: userId, ownerId: userId }} pagination={pagination}
        />
      );
    case 'subscriptions':
      return <SubscriptionList t={t} items={model.items} own={model.own} back={back} />;
    case 'info':
      return <MemberInfo t={t} lang={lang} member={model.member} today={model.today} />;
  }
}

function MemberInfo({ t, lang, member, today }: { t: Translate; lang: string; member: Extract<MemberTabModel, { kind: 'info' }>['member']; today: string }) {
  const none = t('member.notSpecified');
  const value = (group: 'genders' | 'relationships' | 'orientations', v: string | null) => (v ? t(`community.${group}.${v}` as MessageKey) : none);
  return (
    <InfoList
      rows={[
        { label: t('community.gender'), value: value('genders', member.gender) },
        { label: t('member.age'), value: member.birth_date ? String(ageOn(member.birth_date, today)) : none },
        { label: t('member.birthDate'), value: member.birth_date ? formatDate(lang, Date.parse(member.birth_date) / 1000) : none },
        { label: t('community.relationship'), value: value('relationships', member.relationship) },
        { label: t('community.orientation'), value: value('orientations', member.orientation) },
        { label: t('member.country'), value: member.country ? countryName(lang, member.country) : none },
        { label: t('member.education'), value: member.education ?? none },
        { label: t('member.website'), value: member.website ? <a href={member.website} rel="nofollow ugc noopener">{member.website}</a> : none },
        { label: t('member.about'), value: member.about || none },
      ]}
    />
  );
}
