import type { Subscription } from "~/member/account-member";
import type { CancellationRow } from "./cancellations-table";
import type { ContactRow, TagRef } from "@shared/contact-filter";

/** The shapes the contacts API (/api/crm, server/crm/routes.ts) answers with; the list row is shared. */

export type { ContactRow, TagRef };

export interface Tag extends TagRef {
  contacts: number;
}

export interface ContactPage {
  total: number;
  page: number;
  pageSize: number;
  contacts: ContactRow[];
}

export interface AuditEntry {
  id: string;
  at: string;
  adminEmail: string;
  action: string;
  subjectId: string | null;
  subjectLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ContactDetail {
  contact: Omit<ContactRow, "subscribed">;
  progress: {
    slug: string;
    title: { en: string; de: string };
    lessons: number;
    completed: number;
    watchedSeconds: number;
    /** The latest playback, completion or undo in the course; null for none. */
    lastActivityAt: string | null;
  }[];
  sessions: { startedAt: string | null; lastUsedAt: string | null; ended: boolean }[];
  subscriptions: Subscription[];
  payments: { id: string; amountCents: number; currency: string; paidAt: string }[];
  /** Per Stripe charge: the refunded total and when it last grew. */
  refunds: { amountCents: number; currency: string; refundedAt: string }[];
  cancellations: Pick<CancellationRow, "contract" | "kind" | "reason" | "endDate" | "receivedAt" | "stripeOutcome">[];
  audit: AuditEntry[];
}
