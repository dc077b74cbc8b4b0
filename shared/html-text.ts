const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The text of HTML as a reader sees it: tags dropped, character references read (the named
 * ones React and the sanitiser write, and numeric ones, which the server writes for every
 * character beyond ASCII: docs/decisions/057-pages-in-ascii.md), soft hyphens dropped and
 * spaces collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
