import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  max,
  min,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  type ContactFilter,
  type ContactListQuery,
  type ContactRow,
  CONTACTS_PAGE_SIZE,
  nextDay,
  startOfCompanyDay,
} from "@shared/contact-filter";
import { COURSE_SOURCES } from "@shared/courses";
import type { Database } from "../db";
import { nameSortKey } from "../db/name-order";
import { isSqlite, tables } from "../db/tables";
import { cancellationsOf } from "../cancellation";
import { ACTIVE_STATUSES, planOfPrice, subscriptionsOf } from "../payments";
import { readProgress } from "../progress";
import { auditEntryOut } from "./audit";

/**
 * The LIKE pattern that finds a search term anywhere in `users.search_text`. The term is
 * folded by the database with the expression that fills the column (capital umlauts small,
 * then lower()), so both sides agree on every letter; its own % and _ are taken literally,
 * and control characters go (the column separates name and e-mail by one).
 */
function containsPattern(term: string): SQL {
  const literal = term
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f]/g, "")
    .replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`'%' || lower(replace(replace(replace(${literal}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')) || '%'`;
}

/** The conditions a filter puts on the users table; an empty list for no filter. */
export function filterConditions(db: Database, filter: ContactFilter): SQL[] {
  const { users, contactTags, subscriptions } = tables(db);
  const conditions: SQL[] = [];
  if (filter.q) {
    conditions.push(sql`${users.searchText} like ${containsPattern(filter.q)} escape '\\'`);
  }
  if (filter.language) conditions.push(eq(users.language, filter.language));
  if (filter.from) conditions.push(gte(users.createdAt, startOfCompanyDay(filter.from)));
  if (filter.to) conditions.push(lt(users.createdAt, startOfCompanyDay(nextDay(filter.to))));
  // As lists of ids, so the database can start from the tag's or the subscriptions' index.
  if (filter.tag) {
    conditions.push(
      inArray(
        users.id,
        db.select({ id: contactTags.userId }).from(contactTags).where(eq(contactTags.tagId, filter.tag)),
      ),
    );
  }
  if (filter.subscription) {
    const subscribed = db
      .select({ id: sql`${subscriptions.userId}` })
      .from(subscriptions)
      .where(and(isNotNull(subscriptions.userId), inArray(subscriptions.status, ACTIVE_STATUSES)));
    conditions.push(
      filter.subscription === "active" ? inArray(users.id, subscribed) : notInArray(users.id, subscribed),
    );
  }
  return conditions;
}

/**
 * The order of the list: the chosen column, then the id, so pages never overlap; each has
 * an index (server/db/schema.ts). Never signed in counts as the oldest sign-in.
 */
function orderOf(db: Database, query: ContactListQuery): SQL[] {
  const { users } = tables(db);
  const direction = query.order === "asc" ? asc : desc;
  switch (query.sort) {
    case "createdAt":
      return [direction(users.createdAt), direction(users.id)];
    case "name":
      return [direction(nameSortKey(users.name)), direction(users.id)];
    // Unique in any case of letters: no second key needed.
    case "email":
      return [direction(sql`lower(${users.email})`)];
    case "lastSignInAt":
      return [
        sql`${users.lastSignInAt} ${sql.raw(query.order === "asc" ? "asc nulls first" : "desc nulls last")}`,
        direction(users.id),
      ];
  }
}

/** One page of the contacts a query asks for, and how many there are in all. */
export async function listContacts(
  db: Database,
  query: ContactListQuery,
): Promise<{ total: number; contacts: ContactRow[] }> {
  const { users } = tables(db);
  const conditions = filterConditions(db, query);
  const offset = (query.page - 1) * CONTACTS_PAGE_SIZE;
  const countOf = async (where: SQL | undefined) =>
    Number((await db.select({ value: count() }).from(users).where(where))[0]?.value ?? 0);
  const pageOf = (where: SQL | undefined, skip = offset) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        role: users.role,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
        signInCount: users.signInCount,
      })
      .from(users)
      .where(where)
      .orderBy(...orderOf(db, query))
      .limit(CONTACTS_PAGE_SIZE)
      .offset(skip);

  let total: number;
  let rows: Awaited<ReturnType<typeof pageOf>>;
  if (isSqlite(db) && conditions.length > 0) {
    // SQLite answers a filtered page by walking the sort's index and testing row after row,
    // whatever the filter. When few contacts match, that walk is long, and finding the
    // matching ids first and sorting them is far shorter. Which is shorter follows from the
    // counts: the walk visits about (offset + page) × all / matching rows.
    const [matching, all] = [await countOf(and(...conditions)), await countOf(undefined)];
    const walk = ((offset + CONTACTS_PAGE_SIZE) * all) / Math.max(1, matching);
    const matchingIds = db
      .select({ id: users.id })
      .from(users)
      .where(and(...conditions));
    total = matching;
    rows = await pageOf(walk > matching ? inArray(users.id, matchingIds) : and(...conditions));
  } else {
    // Unfiltered on SQLite, the sort's index yields the page at once. PostgreSQL weighs the
    // plans itself. The page's ids come first, from the sort's index
    // alone, and only those 25 rows are read: a deep page then costs index entries, not
    // 50,000 rows read and dropped. The count runs beside it.
    const pageIds = db
      .select({ id: users.id })
      .from(users)
      .where(and(...conditions))
      .orderBy(...orderOf(db, query))
      .limit(CONTACTS_PAGE_SIZE)
      .offset(offset);
    [total, rows] = await Promise.all([countOf(and(...conditions)), pageOf(inArray(users.id, pageIds), 0)]);
  }
  const ids = rows.map((row) => row.id);
  const [tagsOf, subscribed] = await Promise.all([tagsOfContacts(db, ids), subscribedContacts(db, ids)]);
  return {
    total,
    contacts: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      subscribed: subscribed.has(row.id),
      tags: tagsOf.get(row.id) ?? [],
    })),
  };
}

/** The tags of each of these contacts, by name. */
export async function tagsOfContacts(
  db: Database,
  ids: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const { contactTags, tags } = tables(db);
  const byContact = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return byContact;
  const rows = await db
    .select({ userId: contactTags.userId, id: tags.id, name: tags.name })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(inArray(contactTags.userId, ids))
    .orderBy(sql`lower(${tags.name})`);
  for (const { userId, ...tag } of rows) byContact.set(userId, [...(byContact.get(userId) ?? []), tag]);
  return byContact;
}

export async function subscribedContacts(db: Database, ids: string[]): Promise<Set<string>> {
  const { subscriptions } = tables(db);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, ids), inArray(subscriptions.status, ACTIVE_STATUSES)));
  return new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null));
}

/**
 * A contact's progress per course: lessons completed of all, the seconds of video played,
 * and their last activity there (the latest playback, completion or undo; null for none).
 */
async function progressPerCourse(db: Database, userId: string) {
  const lessons = await readProgress(db, userId);
  return COURSE_SOURCES.map((course) => {
    const known = new Set(course.lessons.map((lesson) => lesson.slug));
    const own = lessons.filter((lesson) => lesson.course === course.slug && known.has(lesson.lesson));
    // ISO moments in UTC compare as text.
    const moments = own.flatMap((lesson) => [lesson.positionChangedAt, lesson.completedChangedAt]);
    const lastActivityAt = moments.reduce<string | null>((last, at) => (at && (!last || at > last) ? at : last), null);
    return {
      slug: course.slug,
      title: course.title,
      lessons: course.lessons.length,
      completed: own.filter((lesson) => lesson.completed).length,
      watchedSeconds: Math.round(own.reduce((sum, lesson) => sum + lesson.watchedSeconds, 0)),
      lastActivityAt,
    };
  });
}

/**
 * The contact's sessions: one per sign-in (a refresh family), when it started, when it was
 * last renewed, and whether it has ended. The newest first, at most 20.
 */
async function sessionsOf(db: Database, userId: string, now: Date) {
  const { refreshTokens } = tables(db);
  const rows = await db
    .select({
      startedAt: min(refreshTokens.createdAt),
      lastUsedAt: max(refreshTokens.createdAt),
      endsAt: max(refreshTokens.expiresAt),
      revokedAt: max(refreshTokens.revokedAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(min(refreshTokens.createdAt)))
    .limit(20);
  return rows.map((row) => ({
    startedAt: iso(row.startedAt),
    lastUsedAt: iso(row.lastUsedAt),
    ended: row.revokedAt !== null || (row.endsAt !== null && asDate(row.endsAt) <= now),
  }));
}

/** Aggregates come back as the driver's raw value on SQLite (milliseconds) and as text on PostgreSQL. */
function asDate(value: Date | number | string): Date {
  return value instanceof Date
    ? value
    : new Date(typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value);
}
const iso = (value: Date | number | string | null) => (value === null ? null : asDate(value).toISOString());

/** Everything the dashboard shows about one contact; undefined when there is no such contact. */
export async function contactDetail(db: Database, id: string, now: Date) {
  const { auditLog, payments, refunds, subscriptions, users } = tables(db);
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return undefined;
  // Stripe reports a refund per charge and customer, not per member: the contact's refunds
  // are those of the Stripe customers their payments and subscriptions came from.
  const customersOfContact = [
    db.select({ id: payments.customerId }).from(payments).where(eq(payments.userId, id)),
    db.select({ id: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.userId, id)),
  ];
  const [tagsOf, progress, sessions, subscriptionRows, paymentRows, refundRows, cancellationRows, audit] =
    await Promise.all([
      tagsOfContacts(db, [id]),
      progressPerCourse(db, id),
      sessionsOf(db, id, now),
      subscriptionsOf(db, id),
      db
        .select({
          id: payments.id,
          amountCents: payments.amountCents,
          currency: payments.currency,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(eq(payments.userId, id))
        .orderBy(desc(payments.paidAt)),
      db
        .select({ amountCents: refunds.amountCents, currency: refunds.currency, refundedAt: refunds.changedAt })
        .from(refunds)
        .where(or(...customersOfContact.map((customers) => inArray(refunds.customerId, customers))))
        .orderBy(desc(refunds.changedAt)),
      cancellationsOf(db, id),
      db.select().from(auditLog).where(eq(auditLog.subjectId, id)).orderBy(desc(auditLog.id)).limit(50),
    ]);
  return {
    contact: {
      id: user.id,
      name: user.name,
      email: user.email,
      language: user.language,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
      signInCount: user.signInCount,
      tags: tagsOf.get(id) ?? [],
    },
    progress,
    sessions,
    subscriptions: subscriptionRows.map(({ priceId, ...row }) => ({
      ...row,
      plan: planOfPrice(priceId)?.plan ?? null,
      billing: planOfPrice(priceId)?.billing ?? null,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    })),
    payments: paymentRows.map((row) => ({ ...row, paidAt: row.paidAt.toISOString() })),
    refunds: refundRows.map((row) => ({ ...row, refundedAt: row.refundedAt.toISOString() })),
    cancellations: cancellationRows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
    audit: audit.map(auditEntryOut),
  };
}
