import { sql } from "drizzle-orm";
import { ACCOUNT_LANGUAGES } from "@shared/language";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    check(
      "users_language_check",
      sql`${table.language} in ${sql.raw(`(${ACCOUNT_LANGUAGES.map((language) => `'${language}'`).join(", ")})`)}`,
    ),
    check("users_sign_in_count_check", sql`${table.signInCount} >= 0`),
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
