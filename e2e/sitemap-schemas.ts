// Schema checks of sitemaps in Node with xmllint (libxml2 compiled to WebAssembly, from npm), nothing downloaded:
// sitemap files against sitemaps.org's own sitemap.xsd (shipped in the `sitemap` package) with Google's video
// extension checked by e2e/schemas/video-extension.documented.xsd; the index by e2e/schemas/siteindex.protocol.xsd.
// Neither Google's sitemap-video.xsd nor sitemaps.org's siteindex.xsd is shipped by any npm package: those two are
// strict structural schemas written from the published documentation, and their headers say so.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaFile = (fileName: string, file: string) => ({ fileName, contents: readFileSync(file, 'utf8') });
const sitemapPackage = path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json'));
const OFFICIAL_SITEMAP = schemaFile('sitemap.xsd', path.join(sitemapPackage, 'schema', 'sitemap.xsd'));
const VIDEO_EXTENSION = schemaFile('video-extension.documented.xsd', new URL('./schemas/video-extension.documented.xsd', import.meta.url).pathname);
const SITEINDEX = schemaFile('siteindex.protocol.xsd', new URL('./schemas/siteindex.protocol.xsd', import.meta.url).pathname);

/** sitemap.xsd's urlset admits elements of other namespaces strictly: the video namespace needs its schema beside it. */
const URLSET_WITH_VIDEO = {
  fileName: 'urlset.xsd',
  contents: `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="http://www.google.com/schemas/sitemap-video/1.1" schemaLocation="video-extension.documented.xsd"/>
</xsd:schema>`,
};

/** The schema errors of a document (none when valid). */
async function errorsOf(xml: string, schema: { fileName: string; contents: string }, preload: { fileName: string; contents: string }[] = []) {
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, schema, preload, maxMemoryPages: 16_384 });
  return result.errors.map((error) => error.message);
}

export function sitemapFileErrors(xml: string): Promise<string[]> {
  return errorsOf(xml, URLSET_WITH_VIDEO, [OFFICIAL_SITEMAP, VIDEO_EXTENSION]);
}

export function sitemapIndexErrors(xml: string): Promise<string[]> {
  return errorsOf(xml, SITEINDEX);
}

/** Parse errors of any XML document (feeds have no schema of their own). */
export async function wellFormednessErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, normalization: 'format' });
  return result.errors.map((error) => error.message);
}
