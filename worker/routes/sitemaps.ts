// robots.txt, the sitemap index and the sitemap files of each language host, in that host's language.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { urls } from '../../views/urls';
import { cachedDocument } from '../cache/documents';
import { CRAWLER_FILE_CACHE_CONTROL } from '../cache/policy';
import { SITEMAP_KINDS, type SitemapKind } from '../config/sitemaps';
import type { AppEnv } from '../env';
import { hostLanguage, publicOrigin } from '../middleware/locale';
import { sitemapFile, sitemapIndexXml, type SitemapHost } from '../sitemaps/files';
import { notFound } from '../http/params';

export const sitemapRoutes = new Hono<AppEnv>();

const XML = 'application/xml; charset=utf-8';

/** Paths crawlers stay out of: preference links (they set cookies), download tokens, sign-in, the JSON API, ad clicks. */
const DISALLOWED = ['/prefs/', '/download/', '/signin/', '/api/', '/ads/'];

/** "videos-12.xml": a kind and a file number. */
const FILE_NAME = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,6})\\.xml$`);
const sitemapFileName = z
  .string()
  .regex(FILE_NAME)
  .transform((name) => {
    const [, kind, file] = FILE_NAME.exec(name)!;
    return { kind: kind as SitemapKind, file: Number(file) };
  });

function sitemapHost(c: Context<AppEnv>): SitemapHost {
  const lang = hostLanguage(c);
  return { db: c.env.DB, origin: publicOrigin(c, lang), lang };
}

sitemapRoutes.get('/robots.txt', (c) => {
  const rules = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
  c.header('Cache-Control', CRAWLER_FILE_CACHE_CONTROL);
  return c.text(`${rules.join('\n')}\n\nSitemap: ${sitemapHost(c).origin}${urls.sitemapIndex()}\n`);
});

sitemapRoutes.get('/sitemap.xml', async (c) => {
  const host = sitemapHost(c);
  return (await cachedDocument(c, host.origin + urls.sitemapIndex(), XML, () => sitemapIndexXml(host)))!;
});

sitemapRoutes.get('/sitemaps/:name', async (c) => {
  const parsed = sitemapFileName.safeParse(c.req.param('name'));
  if (!parsed.success) notFound();
  const { kind, file } = parsed.data;
  const host = sitemapHost(c);
  return (await cachedDocument(c, host.origin + urls.sitemapFile(kind, file), XML, () => sitemapFile(host, kind, file))) ?? notFound();
});
