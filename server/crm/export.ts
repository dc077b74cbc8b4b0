import { and, count, desc, sql } from "drizzle-orm";
import { RECEIPT_TIME_ZONE } from "@shared/cancellation-rules";
import type { ContactFilter } from "@shared/contact-filter";
import type { Language } from "@shared/language";
import type { Database } from "../db";
import { momentValue, tables } from "../db/tables";
import { filterConditions, subscribedContacts, tagsOfContacts } from "./contacts";
import { csvLine, UTF8_BOM } from "./csv";

/** How many contacts a filter matches: what an export will write. */
export async function countContacts(db: Database, filter: ContactFilter): Promise<number> {
  const { users } = tables(db);
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(...filterConditions(db, filter)));
  return Number(row?.value ?? 0);
}

/** Rows read per query: the export of 100,000 contacts never holds them all at once. */
const BATCH = 1000;

const HEADINGS = {
  en: [
    "Name",
    "E-mail",
    "Language",
    "Signed up (Berlin time)",
    "Last sign-in (Berlin time)",
    "Sign-ins",
    "Subscription",
    "Tags",
  ],
  de: [
    "Name",
    "E-Mail",
    "Sprache",
    "Registriert (Berliner Zeit)",
    "Letzte Anmeldung (Berliner Zeit)",
    "Anmeldungen",
    "Abonnement",
    "Tags",
  ],
} as const;

const WORDS = {
  en: { english: "English", german: "German", active: "active", none: "none" },
  de: { english: "Englisch", german: "Deutsch", active: "aktiv", none: "keins" },
} as const;

/**
 * Separators as each language's spreadsheets expect them: German Excel splits a line at
 * semicolons (the comma is the decimal mark there), English Excel at commas.
 */
const SEPARATORS = { en: ",", de: ";" } as const;

/** "2026-11-24 17:08", which spreadsheets read as a date and time. */
const spreadsheetMoment = new Intl.DateTimeFormat("sv-SE", {
  timeZone: RECEIPT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * The contacts of a filter as CSV, the newest first, in batches: UTF-8 with a byte order
 * mark, headings and words in the admin's language. Calls `write` for each piece and
 * answers how many contacts it wrote.
 */
export async function writeContactsCsv(
  db: Database,
  filter: ContactFilter,
  language: Language,
  write: (text: string) => Promise<void>,
): Promise<number> {
  const { users } = tables(db);
  const separator = SEPARATORS[language];
  const words = WORDS[language];
  await write(UTF8_BOM + csvLine([...HEADINGS[language]], separator));
  const conditions = filterConditions(db, filter);
  let after: { createdAt: Date; id: string } | undefined;
  let written = 0;
  for (;;) {
    const page = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
        signInCount: users.signInCount,
      })
      .from(users)
      .where(
        and(
          ...conditions,
          after && sql`(${users.createdAt}, ${users.id}) < (${momentValue(db, after.createdAt)}, ${after.id})`,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(BATCH);
    if (page.length === 0) break;
    const ids = page.map((row) => row.id);
    const [tagsOf, subscribed] = await Promise.all([tagsOfContacts(db, ids), subscribedContacts(db, ids)]);
    let text = "";
    for (const row of page) {
      text += csvLine(
        [
          row.name,
          row.email,
          words[row.language],
          spreadsheetMoment.format(row.createdAt),
          row.lastSignInAt ? spreadsheetMoment.format(row.lastSignInAt) : null,
          row.signInCount,
          subscribed.has(row.id) ? words.active : words.none,
          (tagsOf.get(row.id) ?? []).map((tag) => tag.name).join(", "),
        ],
        separator,
      );
    }
    await write(text);
    written += page.length;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (page.length < BATCH) break;
  }
  return written;
}
