// Open Graph and Twitter card tags: what a link to an indexable page shows where it is shared.

/** A video's player as link previews embed it. */
export interface SharedVideo {
  /** Absolute URL of the embeddable player (text/html). */
  embedUrl: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  /** ISO 8601 date and time. */
  releaseDate: string;
  tags: readonly string[];
}

export interface SharedPage {
  /** Open Graph locale of the page's language (ja_JP) and of the other languages it exists in. */
  locale: string;
  alternateLocales: readonly string[];
  /** Absolute URL of the page's own picture, or of the site's logo for pages without one. */
  image: string;
  twitterCard: 'player' | 'summary_large_image' | 'summary';
  video?: SharedVideo;
}

export function ShareTags({ page, url, title, description, siteName }: {
  page: SharedPage;
  url: string;
  title: string;
  description: string;
  siteName: string;
}) {
  const { video } = page;
  return (
    <>
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={video ? 'video.other' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={page.image} />
      <meta property="og:locale" content={page.locale} />
      {page.alternateLocales.map((locale) => <meta key={locale} property="og:locale:alternate" content={locale} />)}
      {video && (
        <>
          <meta property="og:video" content={video.embedUrl} />
          <meta property="og:video:type" content="text/html" />
          <meta property="og:video:width" content={String(video.width)} />
          <meta property="og:video:height" content={String(video.height)} />
          <meta property="video:duration" content={String(video.duration)} />
          <meta property="video:release_date" content={video.releaseDate} />
          {video.tags.map((tag) => <meta key={tag} property="video:tag" content={tag} />)}
        </>
      )}
      <meta name="twitter:card" content={page.twitterCard} />
      {video && (
        <>
          <meta name="twitter:player" content={video.embedUrl} />
          <meta name="twitter:player:width" content={String(video.width)} />
          <meta name="twitter:player:height" content={String(video.height)} />
        </>
      )}
    </>
  );
}
