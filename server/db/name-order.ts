import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * Letters that sort as the plain letters a German reader files them under (DIN 5007, the
 * dictionary's order): "Özdemir" before "Peters" rather than after "Zimmermann". Beside the
 * German umlauts and ß, the accented letters of names common in Germany.
 */
const SORTS_AS: ReadonlyArray<readonly [string, string]> = [
  ["Ä", "a"],
  ["ä", "a"],
  ["Ö", "o"],
  ["ö", "o"],
  ["Ü", "u"],
  ["ü", "u"],
  ["ß", "ss"],
  ["É", "e"],
  ["é", "e"],
  ["È", "e"],
  ["è", "e"],
  ["Ç", "c"],
  ["ç", "c"],
  ["Ş", "s"],
  ["ş", "s"],
];

/**
 * A name as the dashboard's contact list sorts it: those letters replaced, then in small
 * letters (SQLite's lower() knows A-Z only, so the capitals are replaced before it). The
 * index (schema.ts, sqlite-schema.ts) and the list's ORDER BY (server/crm/contacts.ts) are
 * built from this one expression: a database uses an index on an expression only for the
 * very same expression.
 */
export function nameSortKey(name: SQLWrapper): SQL {
  let folded = sql`${name}`;
  for (const [letter, plain] of SORTS_AS) folded = sql`replace(${folded}, '${sql.raw(letter)}', '${sql.raw(plain)}')`;
  return sql`lower(${folded})`;
}
