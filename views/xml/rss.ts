// RSS 2.0 feeds of the newest videos, with a self link (Atom) and each video's thumbnail (Media RSS).
import type { Lang } from '../../locales';
import { XML_DECLARATION, rfc822Date, xmlAttribute, xmlText } from './text';

export interface FeedItem {
  title: string;
  /** The video's page, absolute, in the feed's language. */
  link: string;
  /** Unix seconds. */
  published: number;
  description: string;
  thumbnail: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The page the feed follows, absolute. */
  link: string;
  /** The feed's own address. */
  self: string;
  lang: Lang;
  items: readonly FeedItem[];
}

function item(entry: FeedItem): string {
  return (
    `<item><title>${xmlText(entry.title)}</title><link>${xmlText(entry.link)}</link>` +
    `<guid isPermaLink="true">${xmlText(entry.link)}</guid><pubDate>${rfc822Date(entry.published)}</pubDate>` +
    `<description>${xmlText(entry.description)}</description><media:thumbnail url="${xmlAttribute(entry.thumbnail)}"/></item>\n`
  );
}

export function rssFeed(feed: Feed): string {
  const newest = feed.items[0]?.published;
  return (
    `${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">\n<channel>\n` +
    `<title>${xmlText(feed.title)}</title><link>${xmlText(feed.link)}</link><description>${xmlText(feed.description)}</description>\n` +
    `<language>${feed.lang}</language>${newest === undefined ? '' : `<lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`}\n` +
    `<atom:link href="${xmlAttribute(feed.self)}" rel="self" type="application/rss+xml"/>\n` +
    '<media:rating scheme="urn:simple">adult</media:rating>\n' +
    feed.items.map(item).join('') +
    '</channel>\n</rss>\n'
  );
}
