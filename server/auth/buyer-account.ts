import { eq } from "drizzle-orm";
import type { Database } from "../db";
import { tables } from "../db/tables";
import { endOpenAccountLinks } from "./account-tokens";
import { NO_PASSWORD_HASH } from "./password-hashing";
import { revokeUserFamilies } from "./refresh-token";
import { createContact, findUserByEmail, type UserRow } from "./users";

/**
 * The account a purchase for this address belongs to (docs/decisions/031-confirmed-addresses.md).
 * A purchase is the buyer's, who proved the address to Stripe; an account nobody has
 * confirmed the address of may be someone else's who registered it first. Such an
 * account's password stops working, its sessions and open links end, and whoever sets a
 * password through "Forgot password?" (which proves the mailbox) finds the purchase there.
 * Without an account, a contact without a password is created. An account the customer is
 * linked to already (a renewal's invoice) stays as it is. To be run inside a transaction.
 */
export async function accountForPurchase(
  tx: Database,
  contact: { name: string; email: string; language: UserRow["language"] },
  customerOf: string | null,
  now: Date,
): Promise<{ user: UserRow; locked: boolean }> {
  const existing = await findUserByEmail(tx, contact.email);
  if (!existing) {
    const user = (await createContact(tx, contact, now)) ?? (await findUserByEmail(tx, contact.email));
    if (!user) throw new Error("The contact could neither be found nor created.");
    return { user, locked: false };
  }
  const provenOwner = existing.emailConfirmedAt || existing.passwordHash === NO_PASSWORD_HASH;
  if (provenOwner || existing.id === customerOf) return { user: existing, locked: false };
  const { users } = tables(tx);
  await tx.update(users).set({ passwordHash: NO_PASSWORD_HASH }).where(eq(users.id, existing.id));
  await revokeUserFamilies(tx, existing.id, now);
  await endOpenAccountLinks(tx, existing.id);
  return { user: existing, locked: true };
}
