// URL builders for every screen, shared by routes, redirects and views so links and routes agree.
import {
  PAGED_MEMBER_TABS, type AlbumSort, type ChannelSort, type MemberSort, type MemberTab, type ModelSort, type PlaylistSort, type ReportedPost, type VideoSort,
} from '../worker/domain/vocabularies';

export const urls = {
  home: () => '/',
  videos: (sort: VideoSort | 'history', page = 1) => `/videos/${sort}/${page}/`,
  /** A video's dir may be in any script (slugify): percent-encoded here, so every URL the site names is ASCII. */
  video: (id: number, dir: string) => `/videos/${id}/${encodeURIComponent(dir)}/`,
  embed: (id: number) => `/embed/${id}`,
  categories: () => '/categories/',
  category: (dirs: readonly string[], sort: VideoSort = 'latest-updates', page = 1) =>
    `/categories/${dirs.join(',')}/${sort}/${page}/`,
  topCountry: (page = 1) => `/top-country/${page}/`,
  searchForm: () => '/search/1/',
  /** One language's keyword set of the suggester endpoint (the search box draws its 100 popular keywords from the 500 pool). */
  suggesterKeywords: (lifetime: number, count: number, lang: string) => `/api/json/suggester/${lifetime}/${count}.${lang}.json`,
  /** Keywords, categories and models containing a typed text. */
  suggestions: (text: string) => `/api/suggester.php?c=${encodeURIComponent(text)}`,
  /** Search results; `options` adds the sort (relevance when absent) and the listing filters. */
  search: (query: string, page = 1, options: Record<string, string | undefined> = {}) => {
    const params = new URLSearchParams({ s: query });
    for (const [name, value] of Object.entries(options)) if (value) params.set(name, value);
    return `/search/${page}/?${params}`;
  },
  albums: (sort: AlbumSort = 'latest-updates', page = 1) => `/albums/${sort}/${page}/`,
  album: (id: number, dir: string) => `/album/${id}/${encodeURIComponent(dir)}/`,
  /** Photo n (1-based, in the album's order) of an album, on its own viewer page. */
  albumPhoto: (id: number, dir: string, n: number) => `/album/${id}/${encodeURIComponent(dir)}/photo/${n}/`,
  models: (sort: ModelSort = 'most-popular', page = 1) => `/models/${sort}/${page}/`,
  model: (dir: string) => `/model/${dir}/`,
  modelVideos: (dir: string, page = 1) => `/model/${dir}/videos/${page}/`,
  modelInfo: (dir: string) => `/model/${dir}/info/`,
  modelWall: (dir: string) => `/model/${dir}/wall/`,
  channels: (sort: ChannelSort = 'most-popular', page = 1) => `/channels/${sort}/${page}/`,
  channel: (dir: string) => `/channel/${dir}/`,
  channelVideos: (dir: string, page = 1) => `/channel/${dir}/videos/${page}/`,
  playlists: (sort: PlaylistSort = 'most-popular', page = 1) => `/playlists/${sort}/${page}/`,
  playlist: (id: number, page = 1) => `/playlist/${id}/${page}/`,
  /** The new-playlist form; with a video, the video is added to the playlist it creates. */
  playlistNew: (videoId?: number, back?: string) => {
    const query = new URLSearchParams();
    if (videoId) query.set('video_id', String(videoId));
    if (back) query.set('back', back);
    return query.size ? `/playlist/new/?${query}` : '/playlist/new/';
  },
  playlistEdit: (id: number) => `/playlist/${id}/edit/`,
  community: (sort: MemberSort = 'recent', page = 1) => `/community/${sort}/${page}/`,
  member: (id: number) => `/members/${id}/`,
  memberTab: (id: number, tab: MemberTab, page = 1) =>
    PAGED_MEMBER_TABS.includes(tab) ? `/members/${id}/${tab}/${page}/` : `/members/${id}/${tab}/`,
  signin: (back?: string) => (back ? `/signin/?back=${encodeURIComponent(back)}` : '/signin/'),
  signup: () => '/signup/',
  restorePassword: () => '/restore-password/',
  newPassword: (token: string) => `/new-password/?token=${encodeURIComponent(token)}`,
  googleSignIn: (back?: string) => (back ? `/api/login.g.php?back=${encodeURIComponent(back)}` : '/api/login.g.php'),
  uploadVideo: () => '/upload-video/',
  uploadAlbum: () => '/upload-album/',
  /** What happens next, after a file is in (the owner's page of their upload). */
  uploadSent: (kind: 'video' | 'album', id: number | string) => `/upload-${kind}/sent/${id}/`,
  /** The owner's edit of an upload's title, description, categories and models. */
  uploadEdit: (kind: 'video' | 'album', id: number | string) => `/upload-${kind}/edit/${id}/`,
  /** The owner's choice of one of the frames processing proposed. */
  choosePreview: () => '/upload-video/preview/',
  edit: () => '/edit/',
  vote: () => '/vote/',
  comment: () => '/comment/',
  /** A page of an object's comments, from the object's page address. */
  commentsPage: (base: string, page: number) => `${base}?comments_page=${page}#comments`,
  input: () => '/input/',
  subscribe: () => '/subscribe/',
  friends: () => '/friends/',
  block: () => '/block/',
  wall: () => '/wall/',
  messages: () => '/messages/',
  conversation: (userId: number) => `/messages/${userId}/`,
  /** The download landing; the Telegram variant (`tg=1`) waits 10 s instead of 60. */
  download: (videoId?: number, telegram = false) =>
    (videoId ? `/download/?video_id=${videoId}${telegram ? '&tg=1' : ''}` : '/download/'),
  /** An ad's link: counts the click, then redirects to the creative's target (worker/routes/ads.ts). */
  adClick: (zoneId: string, creativeId: string) => `/ads/click/${zoneId}/${creativeId}/`,
  information: (page?: string) => (page ? `/information/${page}/` : '/information/'),
  sitemap: () => '/sitemap-page/',
  /** The language host's sitemap index, and its n-th file of a kind (worker/config/sitemaps.ts). */
  sitemapIndex: () => '/sitemap.xml',
  sitemapFile: (kind: string, file: number) => `/sitemaps/${kind}-${file}.xml`,
  /** RSS feeds of the newest videos: the language host's, a category's, a model's. */
  feed: () => '/rss/',
  categoryFeed: (dir: string) => `/rss/categories/${dir}/`,
  modelFeed: (dir: string) => `/rss/model/${dir}/`,
  media: (key: string) => `/media/${key}`,
  videoEdit: () => '/api/video_edit.php',
  albumEdit: () => '/api/album_edit.php',
  /** The form reporting one comment or wall post; `back` is where the reader was. */
  reportPost: (post: ReportedPost, id: number, back?: string) => `/report/${post}/${id}/${back ? `?back=${encodeURIComponent(back)}` : ''}`,
  setLang: (lang: string, back: string) => `/prefs/lang/${lang}/?back=${encodeURIComponent(back)}`,
  setSection: (section: string, back: string) => `/prefs/section/${section}/?back=${encodeURIComponent(back)}`,
  /** `quality` is auto, a height, or a `{quality}` placeholder the player fills. */
  setQuality: (quality: string | number, back: string) => `/prefs/quality/${quality}/?back=${encodeURIComponent(back)}`,
};

const TRANSLITERATIONS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

/** A Latin letter with the marks that follow it, folded to ASCII: é -> e, ß -> ss. */
function foldLatin(letter: string): string {
  return letter.replace(/[ßæøœłđþ]/gu, (char) => TRANSLITERATIONS[char] ?? '').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * URL slug of a title (docs/languages.md, "Slugs"): NFKC, lower case, Latin letters without their accents (é -> e,
 * ß -> ss), the letters and digits of every other script kept as they are (a Japanese title gets a Japanese slug; the
 * URL builders percent-encode it), anything else a dash between words; cut to `maxLength` characters at a word
 * boundary, else between characters.
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Script=Latin}\p{M}*/gu, foldLatin)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const chars = [...slug];
  if (chars.length <= maxLength) return slug;
  // A letter keeps the marks that follow it (Thai vowels, Devanagari signs): the cut moves before the letter instead.
  let end = maxLength;
  while (end > 0 && /\p{M}/u.test(chars[end]!)) end--;
  const cut = chars.slice(0, end).join('');
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > cut.length / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
