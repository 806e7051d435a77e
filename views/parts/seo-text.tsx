// The SEO paragraph of a page (listings, the categories index, a model's page), already composed in the visitor's language.
export function SeoText({ text }: { text?: string }) {
  return text ? <p className="seo-text">{text}</p> : null;
}
