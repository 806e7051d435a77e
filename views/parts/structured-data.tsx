// A page's JSON-LD: its schema.org nodes in one <script type="application/ld+json">, safe to sit inside HTML.

/** One schema.org node, without @context (the script gives it once for all nodes). */
export type JsonLdNode = { readonly '@type': string } & Readonly<Record<string, unknown>>;

export function StructuredData({ nodes }: { nodes: readonly JsonLdNode[] }) {
  if (nodes.length === 0) return null;
  // `<` as \u003c: a title holding "</script>" or "<!--" cannot end or comment out the script; JSON reads it the same.
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
