import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CANCELLATION_KINDS } from "@shared/cancellation-rules";
import { ACCOUNT_LANGUAGES } from "@shared/language";
import { ROLES } from "@shared/public-user";
import { ACCOUNT_TOKEN_PURPOSES, MAIL_STATUSES, STRIPE_OUTCOMES } from "./schema";
import { nameSortKey } from "./name-order";

/**
 * The embedded database's tables: the same tables, columns and names as `schema.ts` (which
 * documents them), in SQLite's types. The server's queries are written once, against
 * `schema.ts`, and run on whichever set `tables(db)` answers (docs/decisions/016-sqlite.md);
 * `schemas.test.ts` keeps the two in step.
 *
 * Moments are integers (milliseconds since 1970, so they compare as numbers), ids are UUIDs
 * made here rather than by the database, and flags are 0 or 1.
 */
const moment = (name: string) => integer(name, { mode: "timestamp_ms" });
const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => randomUUID());
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    language: text("language", { enum: ACCOUNT_LANGUAGES }).notNull(),
    createdAt: moment("created_at").notNull(),
    lastSignInAt: moment("last_sign_in_at"),
    signInCount: integer("sign_in_count").notNull().default(0),
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
    /** Kept by triggers (migration 0003): ALTER TABLE cannot add a stored generated column here. */
    searchText: text("search_text"),
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    index("users_created_idx").on(table.createdAt, table.id),
    index("users_name_sort_idx").on(nameSortKey(table.name), table.id),
    index("users_last_sign_in_idx").on(table.lastSignInAt, table.id),
    check("users_language_check", sql`${table.language} in ${oneOf(ACCOUNT_LANGUAGES)}`),
    check("users_sign_in_count_check", sql`${table.signInCount} >= 0`),
    check("users_role_check", sql`${table.role} in ${oneOf(ROLES)}`),
  ],
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    familyId: text("family_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: moment("created_at").notNull(),
    expiresAt: moment("expires_at").notNull(),
    rotatedAt: moment("rotated_at"),
    revokedAt: moment("revoked_at"),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId), index("refresh_tokens_user_idx").on(table.userId)],
);

export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: moment("window_ends_at").notNull(),
    blockedUntil: moment("blocked_until"),
  },
  (table) => [index("rate_limits_window_ends_idx").on(table.windowEndsAt)],
);

export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
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
    lastError: text("last_error"),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_user_idx").on(table.userId),
    check("mail_outbox_status_check", sql`${table.status} in ${oneOf(MAIL_STATUSES)}`),
  ],
);

export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    newEmail: text("new_email"),
    createdAt: moment("created_at").notNull(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
  },
  (table) => [
    index("account_tokens_user_idx").on(table.userId, table.purpose),
    check("account_tokens_purpose_check", sql`${table.purpose} in ${oneOf(ACCOUNT_TOKEN_PURPOSES)}`),
  ],
);

export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseSlug: text("course_slug").notNull(),
    lessonSlug: text("lesson_slug").notNull(),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    completedChangedAt: moment("completed_changed_at"),
    positionSeconds: integer("position_seconds").notNull().default(0),
    positionChangedAt: moment("position_changed_at"),
    watchedSeconds: real("watched_seconds").notNull().default(0),
    updatedAt: moment("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseSlug, table.lessonSlug] }),
    check("lesson_progress_position_check", sql`${table.positionSeconds} >= 0`),
    check("lesson_progress_watched_check", sql`${table.watchedSeconds} >= 0`),
    index("lesson_progress_position_changed_at_idx").on(table.positionChangedAt),
    index("lesson_progress_completed_changed_at_idx").on(table.completedChangedAt),
  ],
);

export const insightLessonCounts = sqliteTable(
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

export const insightCourseMembers = sqliteTable(
  "insight_course_members",
  {
    courseSlug: text("course_slug").notNull(),
    userId: text("user_id").notNull(),
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

export const insightLessons = sqliteTable(
  "insight_lessons",
  {
    courseSlug: text("course_slug").notNull(),
    lessonSlug: text("lesson_slug").notNull(),
    videoMinutes: integer("video_minutes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseSlug, table.lessonSlug] })],
);

export const insightLessonDays = sqliteTable(
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

export const insightMemberWeeks = sqliteTable(
  "insight_member_weeks",
  {
    week: moment("week").notNull(),
    userId: text("user_id").notNull(),
    moments: integer("moments").notNull(),
  },
  (table) => [primaryKey({ columns: [table.week, table.userId] })],
);

export const cancellations = sqliteTable(
  "cancellations",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    contract: text("contract").notNull(),
    kind: text("kind", { enum: CANCELLATION_KINDS }).notNull(),
    reason: text("reason"),
    /** YYYY-MM-DD. */
    endDate: text("end_date"),
    language: text("language", { enum: ["en", "de"] }).notNull(),
    receivedAt: moment("received_at").notNull(),
    subscriptionId: text("subscription_id"),
    stripeOutcome: text("stripe_outcome", { enum: STRIPE_OUTCOMES }),
    ownerLinkHash: text("owner_link_hash").unique(),
    ownerLinkExpiresAt: moment("owner_link_expires_at"),
    /** YYYY-MM-DD. */
    contractEnd: text("contract_end"),
  },
  (table) => [
    index("cancellations_received_idx").on(table.receivedAt),
    index("cancellations_user_idx").on(table.userId),
    check("cancellations_kind_check", sql`${table.kind} in ${oneOf(CANCELLATION_KINDS)}`),
  ],
);

export const stripeEvents = sqliteTable("stripe_events", {
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

export const stripeCustomers = sqliteTable(
  "stripe_customers",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
  },
  (table) => [index("stripe_customers_user_idx").on(table.userId)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    priceId: text("price_id"),
    status: text("status").notNull(),
    currentPeriodEnd: moment("current_period_end"),
    startedAt: moment("started_at"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    changedAt: moment("changed_at").notNull(),
  },
  (table) => [
    index("subscriptions_user_idx").on(table.userId),
    index("subscriptions_customer_idx").on(table.customerId),
  ],
);

export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
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

export const refunds = sqliteTable(
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

export const tags = sqliteTable(
  "tags",
  {
    id: id(),
    name: text("name").notNull(),
    createdAt: moment("created_at").notNull(),
  },
  (table) => [uniqueIndex("tags_name_lower_unique").on(sql`lower(${table.name})`)],
);

export const contactTags = sqliteTable(
  "contact_tags",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tagId: text("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tagId] }), index("contact_tags_tag_idx").on(table.tagId)],
);

export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: moment("used_at"),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

export const secondFactorSessions = sqliteTable("second_factor_sessions", {
  familyId: text("family_id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  verifiedAt: moment("verified_at").notNull(),
});

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    at: moment("at").notNull(),
    adminId: text("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    subjectId: text("subject_id"),
    subjectLabel: text("subject_label").notNull(),
    before: text("before"),
    after: text("after"),
  },
  (table) => [index("audit_log_subject_idx").on(table.subjectId)],
);
