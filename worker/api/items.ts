// The JSON shape of each kind of list item the API answers: videos, playlists, albums, members, wall posts, categories,
// and a member's conversations and messages.
import { ageOn, formatDuration } from '../../views/format';
import { cardImageSrc, posterSrc } from '../../views/parts/card-image';
import { urls } from '../../views/urls';
import type { AlbumCard } from '../db/albums';
import type { Category } from '../db/categories';
import type { MemberCard, MemberDetail, WallPost } from '../db/members';
import type { Conversation, Message } from '../db/messages';
import type { PlaylistCard } from '../db/playlists';
import type { VideoCard } from '../db/videos';

const isoDate = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const mediaUrl = (key: string | null) => (key ? urls.media(key) : null);

/**
 * A video as every list answers it, and the part of the single video's answer it shares (api/video.ts): the spec
 * section 3 fields a card has. What each means: docs/api.md, "A video in a list".
 */
export function videoItem(video: VideoCard) {
  return {
    video_id: video.video_id,
    dir: video.dir,
    title: video.title,
    duration: formatDuration(video.duration),
    post_date: isoDate(video.post_date),
    thumb: urls.media(video.thumb),
    thumbsrc: cardImageSrc(video.thumb, video.thumb_set),
    scr: posterSrc(video.thumb, video.thumb_set),
    url: urls.video(video.video_id, video.dir),
    sg_id: video.sg_id,
    statistics: { viewed: video.viewed, likes: video.likes, dislikes: video.dislikes, comments: video.comments_count },
    video_viewed: video.viewed,
    rating: video.rating,
    is_private: video.is_private,
    // Copies kept from before cards read these (answering only while D1 fails) lack them: null then.
    ex_tube: video.ex_tube ?? null,
    ex_id: video.ex_id ?? null,
    ex_url: video.ex_url ?? null,
  };
}

export function playlistItem(playlist: PlaylistCard) {
  return {
    playlist_id: playlist.playlist_id,
    title: playlist.title,
    total_videos: playlist.total_videos,
    viewed: playlist.viewed,
    is_private: playlist.is_private,
    user_id: playlist.user_id,
    username: playlist.username,
    user_visible: playlist.user_visible,
    thumb: mediaUrl(playlist.thumb),
    url: urls.playlist(playlist.playlist_id),
  };
}

export function albumItem(album: AlbumCard) {
  return {
    album_id: album.album_id,
    dir: album.dir,
    title: album.title,
    photos_amount: album.photos_amount,
    album_viewed: album.album_viewed,
    rating: album.rating,
    cover: mediaUrl(album.cover),
    url: urls.album(album.album_id, album.dir),
  };
}

export function memberItem(member: MemberCard) {
  return {
    user_id: member.user_id,
    username: member.username,
    avatar: mediaUrl(member.avatar),
    country: member.country,
    gender: member.gender,
    videos_count: member.videos_count,
    subscribers_count: member.subscribers_count,
    url: urls.member(member.user_id),
  };
}

export function postItem(post: WallPost) {
  return {
    post_id: post.post_id,
    user_id: post.user_id,
    username: post.username,
    user_visible: post.user_visible,
    avatar: mediaUrl(post.avatar),
    body: post.body,
    added_date: isoDate(post.created_at),
  };
}

/** One conversation of the inbox: the other member, the last message and how many of theirs are unread. */
export function conversationItem(conversation: Conversation) {
  return { ...conversation, avatar: mediaUrl(conversation.avatar), created_at: isoDate(conversation.created_at) };
}

export function messageItem(message: Message) {
  return { ...message, created_at: isoDate(message.created_at), read_at: message.read_at === null ? null : isoDate(message.read_at) };
}

/** A category in a language: its dir, title, video count in the section, thumb and page. */
export function categoryItem(category: Category) {
  return {
    dir: category.dir,
    title: category.title,
    total_videos: category.total_videos,
    // Spec section 3's statistics, as models and channels give them; nobody subscribes to a category.
    statistics: { videos: category.total_videos, viewed: category.viewed, subscribers: 0 },
    thumb: mediaUrl(category.thumb),
    url: urls.category([category.dir]),
  };
}

/** The list part of a listing response: items under their name, the total, and the spec's empty code. */
export function listBody<K extends string, T>(name: K, items: readonly T[], total: number, emptyCode: string) {
  const empty = items.length === 0;
  return { [name]: items, total_count: total, error: empty, code: empty ? emptyCode : null } as
    Record<K, readonly T[]> & { total_count: number; error: boolean; code: string | null };
}

/** A member's public profile: the spec's user and profile info fields, counts, and the lists others may open. */
export function memberInfoBody(member: MemberDetail, lists: readonly string[], today: string) {
  return {
    user_id: member.user_id,
    username: member.username,
    avatar: mediaUrl(member.avatar),
    status_id: member.status_id,
    cover: mediaUrl(member.cover),
    country: member.country,
    gender: member.gender,
    age: member.birth_date ? ageOn(member.birth_date, today) : null,
    birth_date: member.birth_date,
    relationship: member.relationship,
    orientation: member.orientation,
    education: member.education,
    website: member.website,
    about: member.about,
    statistics: { videos: member.videos_count, subscribers: member.subscribers_count, viewed: member.videos_viewed },
    joined: isoDate(member.created_at),
    lists,
    error: false,
    code: null,
  };
}
