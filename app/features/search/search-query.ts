/**
 * The query as the page and the index read it. No stemmer here: the search page's own
 * script names the limit, and the stemmers stay on the server (search-words.server.ts).
 */

/** A query longer than this is cut, not refused. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The query as the search reads it: at most MAX_QUERY_LENGTH characters, spaces trimmed.
 * A word the cut goes through is left out rather than searched for as a fragment.
 */
export function cutQuery(query: string): string {
  const characters = Array.from(query);
  if (characters.length <= MAX_QUERY_LENGTH) return query.trim();
  const kept = characters.slice(0, MAX_QUERY_LENGTH).join("");
  const cutThroughWord = /[\p{L}\p{N}]$/u.test(kept) && /^[\p{L}\p{N}]/u.test(characters[MAX_QUERY_LENGTH] ?? "");
  return (cutThroughWord ? kept.replace(/[\p{L}\p{N}]+$/u, "") : kept).trim();
}
