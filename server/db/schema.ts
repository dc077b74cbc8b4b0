import { sql } from "drizzle-orm";
import { CANCELLATION_KINDS } from "@shared/cancellation-rules";
import { ACCOUNT_LANGUAGES } from "@shared/language";
import { ROLES } from "@shared/public-user";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { nameSortKey } from "./name-order";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Member accounts. The e-mail keeps the spelling given at registration but is unique regardless of case. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    language: text("language", { enum: ACCOUNT_LANGUAGES }).notNull(),
    createdAt: moment("created_at").notNull(),
    lastSignInAt: moment("last_sign_in_at"),
    signInCount: integer("sign_in_count").notNull().default(0),
    /** 'admin' opens the owner's dashboard; only the server's admin command sets it. */
    role: text("role", { enum: ROLES }).notNull().default("member"),
    /**
     * When the owner of the address proved it: by the link in the welcome mail, a completed
     * password reset or e-mail change. Null until then (docs/decisions/031-confirmed-addresses.md).
     */
    emailConfirmedAt: moment("email_confirmed_at"),
    /**
     * The authenticator app's secret (RFC 6238), encrypted with a key derived from the
     * server's secret (server/auth/second-factor.ts); set once the first code proved it.
     */
    totpSecret: text("totp_secret"),
    /** A secret being set up: shown once as a QR code, kept until its first code enables it. */
    totpPendingSecret: text("totp_pending_secret"),
    /** The 30-second step of the last code accepted: a code works once. */
    totpLastStep: integer("totp_last_step"),
    /**
     * What the dashboard's contact search looks in: the name with capital umlauts folded,
     * a line break, the e-mail, all in small letters. Kept by the database, so a search reads
     * one column without a function call per row (docs/decisions/018-contacts-and-audit-log.md).
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(replace(replace(replace("name", 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')) || chr(10) || lower("email")`,
    ),
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    // The dashboard's contact list sorts by these (server/crm/contacts.ts).
    index("users_created_idx").on(table.createdAt, table.id),
    index("users_name_sort_idx").on(nameSortKey(table.name), table.id),
    // Never signed in counts as the oldest sign-in, in both directions.
    index("users_last_sign_in_idx").on(table.lastSignInAt.asc().nullsFirst(), table.id),
    check(
      "users_language_check",
      sql`${table.language} in ${sql.raw(`(${ACCOUNT_LANGUAGES.map((language) => `'${language}'`).join(", ")})`)}`,
    ),
    check("users_sign_in_count_check", sql`${table.signInCount} >= 0`),
    check("users_role_check", sql`${table.role} in ${sql.raw(`(${ROLES.map((role) => `'${role}'`).join(", ")})`)}`),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Every sign-in starts a family; each refresh
 * marks the presented token rotated and adds its successor to the same family, which keeps
 * the family's expiry. Revoking a family (logout, reuse of a rotated token) ends its access
 * tokens too, because they carry the family id.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    familyId: uuid("family_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: moment("created_at").notNull(),
    expiresAt: moment("expires_at").notNull(),
    rotatedAt: moment("rotated_at"),
    revokedAt: moment("revoked_at"),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId), index("refresh_tokens_user_idx").on(table.userId)],
);

/**
 * Rate-limit counters, shared by every server copy through the database. A key counts hits
 * until its window ends; a key may also be blocked until a moment (the sign-in lockout).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: moment("window_ends_at").notNull(),
    blockedUntil: moment("blocked_until"),
  },
  (table) => [index("rate_limits_window_ends_idx").on(table.windowEndsAt)],
);

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * Messages waiting to be mailed, and what became of them. A request only adds a row (in its
 * own transaction, so a message exists exactly when what caused it happened); the server
 * sends it afterwards and retries with backoff while the SMTP server is away
 * (server/mail/outbox.ts). The bodies are cleared once a message is sent: a sign-in link
 * must not outlive its purpose in the database. A message given up keeps them for a week
 * (FAILED_BODY_KEEP_MS), so that it can be sent again; its next_attempt_at is then the
 * moment it was given up.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The member the message concerns: their deletion takes their waiting mail with it. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientAddress: text("recipient_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at").notNull(),
    createdAt: moment("created_at").notNull(),
    sentAt: moment("sent_at"),
    /** Why the last attempt failed, as an error code (never the message: it may quote the address). */
    lastError: text("last_error"),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_user_idx").on(table.userId),
    check(
      "mail_outbox_status_check",
      sql`${table.status} in ${sql.raw(`(${MAIL_STATUSES.map((status) => `'${status}'`).join(", ")})`)}`,
    ),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ["password_reset", "email_change", "email_confirm"] as const;

/**
 * Single-use links mailed to a member (password reset, e-mail change), stored only as
 * SHA-256 hashes. A member has at most one open link per purpose: a newer one replaces it.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** The address an e-mail change moves to once confirmed. */
    newEmail: text("new_email"),
    createdAt: moment("created_at").notNull(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
  },
  (table) => [
    index("account_tokens_user_idx").on(table.userId, table.purpose),
    check(
      "account_tokens_purpose_check",
      sql`${table.purpose} in ${sql.raw(`(${ACCOUNT_TOKEN_PURPOSES.map((purpose) => `'${purpose}'`).join(", ")})`)}`,
    ),
  ],
);

/**
 * A member's progress per course and lesson, as the browser keeps it under the lesson keys
 * (shared/storage-keys.ts), with the moments that decide merges: the later change of the
 * completed flag wins, the later position wins, and the seconds watched only grow
 * (server/progress/store.ts).
 */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseSlug: text("course_slug").notNull(),
    lessonSlug: text("lesson_slug").notNull(),
    completed: boolean("completed").notNull().default(false),
    /** When the completed flag was last set or undone; null while it never was. */
    completedChangedAt: moment("completed_changed_at"),
    /** Seconds into the video where the member left off. */
    positionSeconds: integer("position_seconds").notNull().default(0),
    positionChangedAt: moment("position_changed_at"),
    /** Seconds of the video actually played, at most the lesson's length. */
    watchedSeconds: doublePrecision("watched_seconds").notNull().default(0),
    updatedAt: moment("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseSlug, table.lessonSlug] }),
    check("lesson_progress_position_check", sql`${table.positionSeconds} >= 0`),
    check("lesson_progress_watched_check", sql`${table.watchedSeconds} >= 0`),
    // The dashboard's 30- and 90-day views read only the rows touched since then.
    index("lesson_progress_position_changed_at_idx").on(table.positionChangedAt),
    index("lesson_progress_completed_changed_at_idx").on(table.completedChangedAt),
  ],
);

/*
 * Summaries of `lesson_progress` for the dashboard's Courses section, kept by triggers on
 * that table in the transaction of every write to it (a merged report, an undo, a member's
 * deletion by cascade), so the views read a few thousand rows instead of every progress
 * row (docs/decisions/042-course-insight.md). They hold no foreign keys: a member's rows go
 * with their progress rows, whose deletion brings their counts to zero and removes them.
 */

/**
 * Per course and lesson, how many progress rows fall on each value of a measure: `reached`
 * and `completed` (value 0), `share` (seconds watched in hundredths of a minute) and `stop`
 * (the last position of a played lesson in tenths of a minute). Whole minutes are the unit
 * of the course files' lengths, so the whole percent and the tenth of a video follow exactly.
 */
export const insightLessonCounts = pgTable(
  "insight_lesson_counts",
  {
    courseSlug: text("course_slug").notNull(),
    lessonSlug: text("lesson_slug").notNull(),
    measure: text("measure", { enum: ["reached", "completed", "share", "stop"] }).notNull(),
    value: integer("value").notNull(),
    members: integer("members").notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseSlug, table.lessonSlug, table.measure, table.value] })],
);

/**
 * Per course and member, counted again from their rows of the course's listed lessons at
 * every write to one of them: the lessons reached and completed, the latest moment of any
 * of them (for "started" in a period) and the latest completion among the completed ones
 * (for "completed the course" in a period). A row only while they reached a listed lesson.
 */
export const insightCourseMembers = pgTable(
  "insight_course_members",
  {
    courseSlug: text("course_slug").notNull(),
    userId: uuid("user_id").notNull(),
    lessons: integer("lessons").notNull(),
    completed: integer("completed").notNull(),
    activeAt: moment("active_at"),
    completedAt: moment("completed_at"),
  },
  (table) => [
    primaryKey({ columns: [table.courseSlug, table.userId] }),
    index("insight_course_members_completed_at_idx").on(table.courseSlug, table.completed, table.completedAt),
    index("insight_course_members_active_at_idx").on(table.courseSlug, table.activeAt),
  ],
);

/**
 * The lessons the course files list, with their videos' lengths in whole minutes (0 for a
 * lesson without a video): written from the files at every start (server/db/insight-lessons.ts),
 * which refills the summaries that depend on them when they changed. The triggers read it
 * to count only listed lessons and to keep histograms in whole percent and tenths of a video.
 */
export const insightLessons = pgTable(
  "insight_lessons",
  {
    courseSlug: text("course_slug").notNull(),
    lessonSlug: text("lesson_slug").notNull(),
    videoMinutes: integer("video_minutes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseSlug, table.lessonSlug] })],
);

/**
 * Per listed lesson and day (UTC) of a row's moment, how many progress rows have it, for
 * the 30- and 90-day views: `reached` (value 0) on the day of the row's latest moment,
 * `completed` (value 0) on the day of its completion, `share` (whole percent of the video
 * played, video lessons only) on the day of its latest moment and `stop` (the tenth of the
 * video of the last position) on the day of that position. A row counts on one day per
 * measure, so a sum over days counts each row once.
 */
export const insightLessonDays = pgTable(
  "insight_lesson_days",
  {
    courseSlug: text("course_slug").notNull(),
    measure: text("measure", { enum: ["reached", "completed", "share", "stop"] }).notNull(),
    day: moment("day").notNull(),
    lessonSlug: text("lesson_slug").notNull(),
    value: integer("value").notNull(),
    members: integer("members").notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseSlug, table.measure, table.day, table.lessonSlug, table.value] })],
);

/** Per week (its Monday, UTC) and member: how many stored moments of theirs fall into it. */
export const insightMemberWeeks = pgTable(
  "insight_member_weeks",
  {
    week: moment("week").notNull(),
    userId: uuid("user_id").notNull(),
    moments: integer("moments").notNull(),
  },
  (table) => [primaryKey({ columns: [table.week, table.userId] })],
);

/**
 * What a cancellation did to the matching Stripe subscription: set to end with its period,
 * the call to Stripe failed, no Stripe key is set, or the contact has several and chose none.
 */
/**
 * What became of a cancellation's subscription in Stripe. "awaiting_owner": sent without
 * signing in, so it waits for the address's owner (the receipt's link) or the site owner.
 * "owner_decides": extraordinary, so the site owner decides when it ends.
 */
export const STRIPE_OUTCOMES = [
  "scheduled",
  "failed",
  "not_configured",
  "ambiguous",
  "awaiting_owner",
  "owner_decides",
] as const;

/**
 * Cancellations received through the cancellation page (§ 312k BGB), kept as proof of what
 * was declared and when: a member who deletes their account leaves the record (without
 * the link to the account), as the law requires the company to keep it.
 */
export const cancellations = pgTable(
  "cancellations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account with the same e-mail address when it arrived, if there was one. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Which contract, in the sender's words. */
    contract: text("contract").notNull(),
    kind: text("kind", { enum: CANCELLATION_KINDS }).notNull(),
    /** Required for an extraordinary cancellation. */
    reason: text("reason"),
    /** The day the contract should end; null for "as soon as possible". */
    endDate: date("end_date", { mode: "string" }),
    /** The language of the page it was sent from, which the receipt is written in. */
    language: text("language", { enum: ["en", "de"] }).notNull(),
    receivedAt: moment("received_at").notNull(),
    /** The Stripe subscription it was matched to, if one was (docs/decisions/017-stripe-payments.md). */
    subscriptionId: text("subscription_id"),
    /** What became of that subscription in Stripe; null when none was matched. */
    stripeOutcome: text("stripe_outcome", { enum: STRIPE_OUTCOMES }),
    /**
     * The SHA-256 hash of the receipt's "Show my cancellation" link, sent only to the address
     * given; cleared once the cancellation is carried out (docs/decisions/040-cancellation-end-dates.md).
     */
    ownerLinkHash: text("owner_link_hash").unique(),
    ownerLinkExpiresAt: moment("owner_link_expires_at"),
    /**
     * The last day of the matched subscription's contract under the terms (clause 5) and the
     * sender's wish; null without a matched subscription, or for an extraordinary cancellation.
     */
    contractEnd: date("contract_end", { mode: "string" }),
  },
  (table) => [
    index("cancellations_received_idx").on(table.receivedAt),
    index("cancellations_user_idx").on(table.userId),
    check(
      "cancellations_kind_check",
      sql`${table.kind} in ${sql.raw(`(${CANCELLATION_KINDS.map((kind) => `'${kind}'`).join(", ")})`)}`,
    ),
  ],
);

/**
 * Stripe events already handled, by id: a replayed or retried event changes nothing
 * (server/payments/webhook.ts).
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: moment("received_at").notNull(),
  /**
   * Why an event of a known type could not be read (the fields that did not fit, never
   * their values); null when it was recorded. Stripe is answered 200 either way, so it
   * does not retry for days; the dashboard lists these for the owner.
   */
  problem: text("problem"),
});

/**
 * Stripe customers and the member each belongs to, matched by e-mail. Subscription events
 * name only the customer: this table links them to the member, whichever event came first.
 */
export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
  },
  (table) => [index("stripe_customers_user_idx").on(table.userId)],
);

/**
 * Subscriptions as Stripe last reported them. `changedAt` is the moment of the event that
 * wrote the row: an older event arriving later changes nothing. The plan and billing
 * option follow from the price (shared/site.config.ts).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    priceId: text("price_id"),
    status: text("status").notNull(),
    currentPeriodEnd: moment("current_period_end"),
    /** When the subscription began (Stripe's start_date): the initial term runs from here. */
    startedAt: moment("started_at"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    changedAt: moment("changed_at").notNull(),
  },
  (table) => [
    index("subscriptions_user_idx").on(table.userId),
    index("subscriptions_customer_idx").on(table.customerId),
  ],
);

/**
 * Paid invoices, amounts in the currency's smallest unit. Business records: a member who
 * deletes their account leaves them, without the link (§ 147 AO).
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    subscriptionId: text("subscription_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    paidAt: moment("paid_at").notNull(),
  },
  (table) => [
    index("payments_user_idx").on(table.userId),
    index("payments_customer_idx").on(table.customerId),
    check("payments_amount_check", sql`${table.amountCents} >= 0`),
  ],
);

/** Refunded amounts per charge, as Stripe's running total (charge.refunded). */
export const refunds = pgTable(
  "refunds",
  {
    chargeId: text("charge_id").primaryKey(),
    customerId: text("customer_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    changedAt: moment("changed_at").notNull(),
  },
  (table) => [check("refunds_amount_check", sql`${table.amountCents} >= 0`)],
);

/** Labels the owner gives contacts in the dashboard; a name is unique regardless of case. */
export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdAt: moment("created_at").notNull(),
  },
  (table) => [uniqueIndex("tags_name_lower_unique").on(sql`lower(${table.name})`)],
);

/** Which contact carries which tag; gone with either. */
export const contactTags = pgTable(
  "contact_tags",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tagId] }), index("contact_tags_tag_idx").on(table.tagId)],
);

/**
 * A member's ten single-use recovery codes of the second factor, as SHA-256 hashes (each
 * holds 50 random bits); a new set replaces the old one.
 */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: moment("used_at"),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/** Sessions (refresh families) whose sign-in passed the second factor: only these reach the dashboard. */
export const secondFactorSessions = pgTable("second_factor_sessions", {
  familyId: uuid("family_id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  verifiedAt: moment("verified_at").notNull(),
});

/**
 * Every change an admin makes in the dashboard: who, when, what, and the values before and
 * after (JSON). Ids are time-ordered UUIDs (server/crm/audit.ts), so the log reads newest
 * first by id. Entries are never changed or removed: the migrations add triggers that
 * refuse UPDATE and DELETE, so the admin and the subject are plain values, not foreign
 * keys that a deletion would rewrite (docs/decisions/018-contacts-and-audit-log.md).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: moment("at").notNull(),
    adminId: text("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    /** What was done, e.g. `contact.updated`, `tag.renamed` (server/crm/audit.ts). */
    action: text("action").notNull(),
    /** The contact or tag it was done to; a bulk change names the tag. */
    subjectId: text("subject_id"),
    /** The subject's name at the time, so the entry still reads after a deletion. */
    subjectLabel: text("subject_label").notNull(),
    before: text("before"),
    after: text("after"),
  },
  (table) => [index("audit_log_subject_idx").on(table.subjectId)],
);
