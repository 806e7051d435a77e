// What a single page says about itself, in the visitor's language, when it has no text of its own (or beside it): a
// model's, channel's or member's facts, an album, a playlist, a video, the home page; built from the page's data.
import type { Translate } from '../../locales';
import { countryName, formatDuration } from '../../views/format';
import { SITE } from '../config/site';
import type { AlbumDetail } from '../db/albums';
import type { ChannelDetail } from '../db/channels';
import type { MemberDetail } from '../db/members';
import type { ModelDetail } from '../db/models';
import type { PlaylistDetail } from '../db/playlists';
import type { VideoDetail, VideoTags } from '../db/videos';
import { joinSentences, listOf } from './sentences';

export type PageFactsInput =
  | { kind: 'model'; model: ModelDetail }
  | { kind: 'channel'; channel: ChannelDetail }
  | { kind: 'member'; member: MemberDetail }
  | { kind: 'album'; album: AlbumDetail }
  /** `videos`: how many the playlist holds (its listing's total). */
  | { kind: 'playlist'; playlist: PlaylistDetail; videos: number }
  | { kind: 'video'; video: VideoDetail; tags: VideoTags }
  /** `country`: the home page's top-list country, by name in the visitor's language. */
  | { kind: 'home'; country: string };

export function pageFacts(t: Translate, input: PageFactsInput): string {
  const site = SITE.name;
  switch (input.kind) {
    case 'model': {
      const { model } = input;
      const name = model.title;
      return joinSentences(t.lang, [
        model.country && t('seo.model.from', { name, country: countryName(t.lang, model.country) }),
        t('seo.model.videos', { name, count: model.total_videos, site }),
        model.viewed > 0 && t('seo.model.views', { name, count: model.viewed }),
      ]);
    }
    case 'channel':
      return t('seo.channel.facts', { name: input.channel.title, count: input.channel.total_videos, site });
    case 'member':
      return t('seo.member.facts', { name: input.member.username, count: input.member.videos_count, site });
    case 'album':
      return t('seo.album.facts', { title: input.album.title, count: input.album.photos_amount, site });
    case 'playlist':
      return t('seo.playlist.facts', { title: input.playlist.title, count: input.videos, user: input.playlist.username, site });
    case 'video': {
      const { video, tags } = input;
      return joinSentences(t.lang, [
        t('seo.video.facts', { title: video.title, duration: formatDuration(video.duration), site }),
        tags.categories.length > 0 && t('seo.video.categories', { categories: listOf(t.lang, tags.categories.map((category) => category.title)) }),
      ]);
    }
    case 'home':
      return t('seo.home', { site, country: input.country });
  }
}

/** The text under a model's videos: the model's own bio (as written), then its facts in the visitor's language. */
export function modelText(t: Translate, model: ModelDetail): string {
  return joinSentences(t.lang, [model.bio, pageFacts(t, { kind: 'model', model })]);
}
