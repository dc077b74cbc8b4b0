import { eq } from "drizzle-orm";
import { mailboxKey, rateLimitKey } from "../api/rate-limit";
import type { Database } from "../db";
import { tables } from "../db/tables";
import { progressLimitKey } from "../progress";
import { passwordCheckKey } from "./current-password";
import { addressConfirmKey } from "./routes/address-confirm";
import { emailChangeKey } from "./routes/email-change";

/**
 * Removes a member and, through the foreign keys, every row of theirs; rate-limit counters
 * keyed by their id or e-mail go too, so the e-mail can register again at once. Business
 * records (payments, cancellations) stay without the link (server/db/schema.ts). To be run
 * inside a transaction.
 */
export async function removeMember(tx: Database, user: { id: string; email: string }): Promise<void> {
  const { rateLimits, users } = tables(tx);
  const email = user.email.toLowerCase();
  const counters = [
    passwordCheckKey(user.id),
    emailChangeKey(user.id),
    addressConfirmKey(user.id),
    progressLimitKey(user.id),
    rateLimitKey("login-failures-email", email),
    rateLimitKey("password-reset-email", mailboxKey(email)),
  ];
  for (const key of counters) await tx.delete(rateLimits).where(eq(rateLimits.key, key));
  await tx.delete(users).where(eq(users.id, user.id));
}
