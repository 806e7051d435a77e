// The partner-offer strip above the player: one sponsored link in the browser's language (its own lang attribute,
// since it may differ from the page's), in a box of fixed height so nothing moves around it.
export interface PartnerStripProps {
  /** The language of the texts (the browser's, not the page's). */
  lang: string;
  href: string;
  tag: string;
  text: string;
  cta: string;
}

export function PartnerStrip({ lang, href, tag, text, cta }: PartnerStripProps) {
  return (
    <p className="partner-strip" lang={lang}>
      <a href={href} rel="sponsored noopener">
        <span className="partner-strip__tag">{tag}</span>
        <span className="partner-strip__text">{text}</span>
        <span className="partner-strip__cta">{cta}</span>
      </a>
    </p>
  );
}
