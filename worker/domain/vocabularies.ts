// The site's vocabularies: the fixed lists of values the worker, its views and the browser's code share (pure data).

export const REPORT_SUBJECTS = ['dmca', 'technical', 'inappropriate', 'support'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_OUTCOMES = ['taken_down', 'dismissed', 'replied'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
/** What a report on one post is about (the post's Report control). */
export const POST_REPORT_REASONS = ['spam', 'harassment', 'hate', 'forbidden', 'personal', 'other'] as const;
export type PostReportReason = (typeof POST_REPORT_REASONS)[number];
/** The posts a report may name: a comment, or a post on a member's or model's wall. */
export const REPORTED_POSTS = ['comment', 'wall-post'] as const;
export type ReportedPost = (typeof REPORTED_POSTS)[number];

export const MEMBER_GENDERS = ['male', 'female', 'couple', 'trans'] as const;
export const RELATIONSHIPS = ['single', 'taken', 'married', 'open'] as const;
export const ORIENTATIONS = ['straight', 'gay', 'bisexual'] as const;

/** The sorts of each listing (spec section 9), as their URLs name them. */
export const VIDEO_SORTS = ['latest-updates', 'longest', 'most-commented', 'most-popular', 'most-viewed', 'top-rated'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
export const MODEL_SORTS = ['most-popular', 'most-viewed', 'top-rated', 'count-videos', 'count-subs', 'recent', 'alphabet'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
/** The channel sorts of spec section 9; latest-updates orders by each channel's newest video. */
export const CHANNEL_SORTS = ['most-popular', 'latest-updates', 'most-viewed', 'top-rated', 'count-videos', 'recent'] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];
export const ALBUM_SORTS = ['latest-updates', 'most-viewed', 'top-rated', 'most-commented'] as const;
export type AlbumSort = (typeof ALBUM_SORTS)[number];
export const PLAYLIST_SORTS = ['most-popular', 'latest-updates', 'top-rated', 'count-videos'] as const;
export type PlaylistSort = (typeof PLAYLIST_SORTS)[number];
export const MEMBER_SORTS = ['recent', 'count-subs', 'count-videos', 'latest-updates', 'most-popular-videos'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_TABS = [
  'wall', 'friends', 'subscriptions', 'uploaded_videos', 'favourite_videos', 'history',
  'watch_later_videos', 'albums', 'playlists', 'info',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];
/** Member tabs whose URL carries a page number. */
export const PAGED_MEMBER_TABS: readonly MemberTab[] = [
  'wall', 'friends', 'uploaded_videos', 'favourite_videos', 'history', 'watch_later_videos', 'albums', 'playlists',
];
export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

export const SECTIONS = ['straight', 'shemale', 'gay'] as const;
export type Section = (typeof SECTIONS)[number];
export function isSection(value: string | undefined): value is Section {
  return value !== undefined && (SECTIONS as readonly string[]).includes(value);
}
export function sectionGender(section: Section): 0 | 1 | 2 {
  return SECTIONS.indexOf(section) as 0 | 1 | 2;
}

/**
 * A video's or album's status_id (migrations 0002 and 0015; comments and wall posts use active and deleted): awaiting
 * moderation, live, on its way (uploading, queued or being made), failed, rejected by moderation, deleted.
 */
export const STATUS = { awaitingModeration: 0, active: 1, processing: 2, failed: 3, rejected: 4, deleted: 5 } as const;
export type StatusId = (typeof STATUS)[keyof typeof STATUS];

/** What an owner may still edit (title, description, categories, models): on its way, awaiting moderation, live. */
export const OWNER_EDITABLE: readonly number[] = [STATUS.processing, STATUS.awaitingModeration, STATUS.active];
