import { eq, sql } from "drizzle-orm";
import type { AccountLanguage } from "@shared/language";
import type { PublicUser, Role } from "@shared/public-user";
import type { Database } from "../db";
import { isUniqueViolation } from "../db/errors";
import { NO_PASSWORD_HASH } from "./password-hashing";
import { tables, type UserRow } from "../db/tables";

export type { UserRow };

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    signInCount: user.signInCount,
    role: user.role,
    emailConfirmed: user.emailConfirmedAt !== null,
    secondFactor: user.totpSecret !== null,
  };
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  language: AccountLanguage;
}

/**
 * Creates an account that counts as signed in once (registration signs in). Undefined when
 * the e-mail is taken in any spelling of case (the unique index on lower(email) decides,
 * so two registrations racing for one address cannot both win).
 */
export async function createUser(db: Database, user: NewUser, now: Date): Promise<UserRow | undefined> {
  const { users } = tables(db);
  const [created] = await db
    .insert(users)
    .values({ ...user, createdAt: now, lastSignInAt: now, signInCount: 1 })
    .onConflictDoNothing()
    .returning();
  return created;
}

/**
 * Creates a contact without a password and without a sign-in, for a payment whose e-mail
 * has no account yet. Undefined when the e-mail is taken meanwhile.
 */
export async function createContact(
  db: Database,
  contact: Omit<NewUser, "passwordHash">,
  now: Date,
): Promise<UserRow | undefined> {
  const { users } = tables(db);
  const [created] = await db
    .insert(users)
    .values({ ...contact, passwordHash: NO_PASSWORD_HASH, createdAt: now, signInCount: 0 })
    .onConflictDoNothing()
    .returning();
  return created;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const { users } = tables(db);
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const { users } = tables(db);
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Counts a sign-in; replaces the stored hash when a stronger one is given. */
export async function recordSignIn(
  db: Database,
  id: string,
  now: Date,
  newPasswordHash?: string,
): Promise<UserRow | undefined> {
  const { users } = tables(db);
  const [user] = await db
    .update(users)
    .set({
      lastSignInAt: now,
      signInCount: sql`${users.signInCount} + 1`,
      ...(newPasswordHash ? { passwordHash: newPasswordHash } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/**
 * Whether the database refused a write because another account has the e-mail in some
 * spelling of case (the unique index on lower(email)): PostgreSQL's SQLSTATE or SQLite's code.
 */
export function isEmailTakenError(error: unknown): boolean {
  return isUniqueViolation(error);
}

/** Gives the member with this e-mail (any case) a role; undefined when there is no such member. */
export async function setRole(db: Database, email: string, role: Role): Promise<UserRow | undefined> {
  const { users } = tables(db);
  const [user] = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning();
  return user;
}

/** Every admin, by e-mail. */
export async function listAdmins(db: Database): Promise<{ name: string; email: string }[]> {
  const { users } = tables(db);
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.email);
}
