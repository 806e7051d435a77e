// Information pages (policies, DMCA, support, 2257) and their index.
import type { ReactNode } from 'react';
import type { InfoPage as InfoTexts } from '../../locales';
import { interpolate } from '../../locales';

export interface InfoLink {
  href: string;
  label: string;
}

export function InfoPage({ page, params, links, children }: {
  page: InfoTexts;
  params: Record<string, string>;
  links?: readonly InfoLink[];
  /** What the page adds after its text (the support page's contact form). */
  children?: ReactNode;
}) {
  const fill = (text: string) => interpolate(text, params);
  return (
    <article className="info">
      <h1 className="headline">{fill(page.title)}</h1>
      <p>{fill(page.intro)}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{fill(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => <p key={paragraph}>{fill(paragraph)}</p>)}
        </section>
      ))}
      {links && links.length > 0 && (
        <ul className="category-list">
          {links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
        </ul>
      )}
      {children}
    </article>
  );
}
