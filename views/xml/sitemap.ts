// Sitemap XML (sitemaps.org 0.9) with Google's video extension, written piece by piece so files can be streamed.
import {
  VIDEO_DESCRIPTION_MAX_CHARS, VIDEO_DURATION_MAX, VIDEO_DURATION_MIN, VIDEO_TAG_MAX_CHARS, VIDEO_TAGS_MAX, VIDEO_TITLE_MAX_CHARS,
} from '../../worker/config/sitemaps';
import { XML_DECLARATION, w3cDateTime, xmlText } from './text';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';

/** One page of a sitemap file, addresses absolute. */
export interface PageEntry {
  loc: string;
  /** Unix seconds, when the page has a date of its own. */
  lastmod: number | null;
}

/** A video's page with what Google's video extension says about it. */
export interface VideoEntry extends PageEntry {
  thumbnail: string;
  title: string;
  description: string;
  /** The embeddable player. */
  player: string;
  /** Seconds. */
  duration: number;
  /** Unix seconds. */
  published: number;
  views: number;
  tags: readonly string[];
}

/** The start of a file: the declaration and the urlset, with the video namespace for video files. */
export function urlsetStart(withVideos: boolean): string {
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}"${withVideos ? ` xmlns:video="${VIDEO_NS}"` : ''}>\n`;
}

export const URLSET_END = '</urlset>\n';

function locAndLastmod(entry: PageEntry): string {
  return `<loc>${xmlText(entry.loc)}</loc>${entry.lastmod === null ? '' : `<lastmod>${w3cDateTime(entry.lastmod)}</lastmod>`}`;
}

export function pageEntry(entry: PageEntry): string {
  return `<url>${locAndLastmod(entry)}</url>\n`;
}

/** The video's elements in the order of Google's schema; texts capped to its limits, the duration clamped to its range. */
export function videoEntry(entry: VideoEntry): string {
  const duration = Math.min(VIDEO_DURATION_MAX, Math.max(VIDEO_DURATION_MIN, Math.round(entry.duration)));
  const tags = entry.tags.slice(0, VIDEO_TAGS_MAX).map((tag) => `<video:tag>${xmlText(tag, VIDEO_TAG_MAX_CHARS)}</video:tag>`).join('');
  return (
    `<url>${locAndLastmod(entry)}<video:video>` +
    `<video:thumbnail_loc>${xmlText(entry.thumbnail)}</video:thumbnail_loc>` +
    `<video:title>${xmlText(entry.title, VIDEO_TITLE_MAX_CHARS)}</video:title>` +
    `<video:description>${xmlText(entry.description, VIDEO_DESCRIPTION_MAX_CHARS)}</video:description>` +
    `<video:player_loc>${xmlText(entry.player)}</video:player_loc>` +
    `<video:duration>${duration}</video:duration>` +
    `<video:view_count>${Math.max(0, Math.floor(entry.views))}</video:view_count>` +
    `<video:publication_date>${w3cDateTime(entry.published)}</video:publication_date>` +
    tags +
    '<video:family_friendly>no</video:family_friendly>' +
    '</video:video></url>\n'
  );
}

/** A sitemap index naming every file by its absolute address. */
export function sitemapIndex(files: readonly string[]): string {
  const entries = files.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
