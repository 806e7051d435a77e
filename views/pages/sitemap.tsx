// The human sitemap (/sitemap-page/): every section with its sorts, the categories, popular models and channels, the
// information pages, the feeds and every language's home, as plain links.
export interface SitemapLink {
  href: string;
  label: string;
  /** The language of the page it opens, when it differs from this one (the language homes). */
  hrefLang?: string;
  /** The RSS feed of what the link opens, with its accessible name. */
  feed?: { href: string; label: string };
}

export interface SitemapGroup {
  heading: string;
  links: readonly SitemapLink[];
}

export function SitemapPage({ title, intro, groups, feedText }: {
  title: string;
  intro: string;
  groups: readonly SitemapGroup[];
  /** The short visible text of feed links ("RSS"). */
  feedText: string;
}) {
  return (
    <article className="info sitemap">
      <h1 className="headline">{title}</h1>
      <p>{intro}</p>
      {groups.map((group) => (
        <section key={group.heading}>
          <h2>{group.heading}</h2>
          <ul className="category-list">
            {group.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} hrefLang={link.hrefLang} lang={link.hrefLang}>{link.label}</a>
                {link.feed && <> <a href={link.feed.href} type="application/rss+xml" aria-label={link.feed.label}>{feedText}</a></>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
