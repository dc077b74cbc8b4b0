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
      if (!name.startsWith("#")) return ENTITIES[name.toLowerCase()] ?? entity;
      const hex = name[1] === "x" || name[1] === "X";
      const code = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      // Beyond Unicode a browser shows the replacement character; fromCodePoint would throw.
      return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    })
    .replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
