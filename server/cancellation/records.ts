import { desc, eq } from "drizzle-orm";
import type { Database } from "../db";
import { tables } from "../db/tables";

/** What is shown of a cancellation (dashboard, a contact's page, the member's export): everything it said, and the Stripe outcome. */
export function cancellationColumns(db: Database) {
  const { cancellations } = tables(db);
  return {
    name: cancellations.name,
    email: cancellations.email,
    contract: cancellations.contract,
    kind: cancellations.kind,
    reason: cancellations.reason,
    endDate: cancellations.endDate,
    contractEnd: cancellations.contractEnd,
    receivedAt: cancellations.receivedAt,
    stripeOutcome: cancellations.stripeOutcome,
  };
}

/** A member's cancellations, the newest first. */
export function cancellationsOf(db: Database, userId: string) {
  const { cancellations } = tables(db);
  return db
    .select(cancellationColumns(db))
    .from(cancellations)
    .where(eq(cancellations.userId, userId))
    .orderBy(desc(cancellations.receivedAt));
}
