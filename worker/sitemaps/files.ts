// The sitemap index and files of one language host: each file is one id range of one kind, streamed from D1.
import { partnerEmbedOf } from '../domain/partner-videos';
import type { Lang } from '../../locales';
import { urls } from '../../views/urls';
import { URLSET_END, pageEntry, sitemapIndex, urlsetStart, videoEntry } from '../../views/xml/sitemap';
import { SITEMAP_IDS_PER_FILE, SITEMAP_KINDS, SITEMAP_ROWS_PER_READ, type SitemapKind } from '../config/sitemaps';
import { TAG_SEPARATOR, listSitemapFiles, listSitemapPages, listSitemapVideos, type SitemapPageRow, type SitemapVideoRow } from '../db/sitemaps';
import { keysetStream, type KeysetSource } from './keyset-stream';

/** Whose files: the database, the language host's public origin and its language (category titles). */
export interface SitemapHost {
  db: D1Database;
  origin: string;
  lang: Lang;
}

/** File sizes: the configured ones, smaller in tests. */
export interface SitemapSizes {
  idsPerFile: Record<SitemapKind, number>;
  rowsPerRead: number;
}

export const SITEMAP_SIZES: SitemapSizes = { idsPerFile: SITEMAP_IDS_PER_FILE, rowsPerRead: SITEMAP_ROWS_PER_READ };

/** The canonical path of each kind's page (what the page itself names as canonical). */
const PAGE_PATHS: Record<Exclude<SitemapKind, 'videos'>, (row: SitemapPageRow) => string> = {
  categories: (row) => urls.category([row.dir!]),
  models: (row) => urls.modelVideos(row.dir!),
  channels: (row) => urls.channelVideos(row.dir!),
  playlists: (row) => urls.playlist(row.id),
  albums: (row) => urls.album(row.id, row.dir!),
};

function videoSource(host: SitemapHost): KeysetSource<SitemapVideoRow> {
  return {
    read: (after, upTo, limit) => listSitemapVideos(host.db, { after, upTo, limit }, host.lang),
    id: (row) => row.video_id,
    write: (row) =>
      videoEntry({
        loc: host.origin + urls.video(row.video_id, row.dir),
        lastmod: row.post_date,
        thumbnail: host.origin + urls.media(row.thumb),
        title: row.title,
        description: row.description.trim() || row.title,
        player: partnerEmbedOf(row) ?? host.origin + urls.embed(row.video_id),
        duration: row.duration,
        published: row.post_date,
        views: row.viewed,
        tags: row.tags === null ? [] : row.tags.split(TAG_SEPARATOR),
      }),
  };
}

function pageSource(host: SitemapHost, kind: Exclude<SitemapKind, 'videos'>): KeysetSource<SitemapPageRow> {
  return {
    read: (after, upTo, limit) => listSitemapPages(host.db, kind, { after, upTo, limit }),
    id: (row) => row.id,
    write: (row) => pageEntry({ loc: host.origin + PAGE_PATHS[kind](row), lastmod: row.lastmod }),
  };
}

/** File `file` of a kind as a stream, or null when its id range lists nothing (no such file). */
export function sitemapFile(host: SitemapHost, kind: SitemapKind, file: number, sizes = SITEMAP_SIZES): Promise<ReadableStream<Uint8Array> | null> {
  const size = sizes.idsPerFile[kind];
  const range = { after: (file - 1) * size, upTo: file * size, rowsPerRead: sizes.rowsPerRead };
  const withVideos = kind === 'videos';
  return withVideos
    ? keysetStream(videoSource(host), range, urlsetStart(true), URLSET_END)
    : keysetStream(pageSource(host, kind), range, urlsetStart(false), URLSET_END);
}

/** The index: every file of every kind that lists something, by absolute address. */
export async function sitemapIndexXml(host: SitemapHost, sizes = SITEMAP_SIZES): Promise<string> {
  const files = await listSitemapFiles(host.db, sizes.idsPerFile);
  return sitemapIndex(SITEMAP_KINDS.flatMap((kind) => files[kind].map((file) => host.origin + urls.sitemapFile(kind, file))));
}
