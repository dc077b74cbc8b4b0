/** A piece of a title or snippet; `marked` where it is a word the query matched. */
export interface TextPiece {
  text: string;
  marked?: true;
}

/** One search hit as the search page shows it. */
export interface SearchResult {
  /** The address to open, in the visitor's language, with the section's anchor where there is one. */
  href: string;
  title: TextPiece[];
  /** Where it is, from the widest to the narrowest: a course, or a page's name. */
  where: string[];
  /** Part of the text around the first matched word. */
  snippet: TextPiece[];
}
