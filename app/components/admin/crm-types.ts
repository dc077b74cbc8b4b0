import type { Subscription } from "~/components/account-subscriptions";
import type { CancellationKind } from "@shared/cancellation-rules";
import type { AccountLanguage } from "@shared/language";
import type { Role } from "@shared/public-user";

/** The shapes the contacts API (/api/crm, server/crm/routes.ts) answers with. */

export interface TagRef {
  id: string;
  name: string;
}

export interface Tag extends TagRef {
  contacts: number;
}

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  language: AccountLanguage;
  role: Role;
  createdAt: string;
  lastSignInAt: string | null;
  signInCount: number;
  subscribed: boolean;
  tags: TagRef[];
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
  }[];
  sessions: { startedAt: string | null; lastUsedAt: string | null; ended: boolean }[];
  subscriptions: Subscription[];
  payments: { id: string; amountCents: number; currency: string; paidAt: string }[];
  cancellations: {
    contract: string;
    kind: CancellationKind;
    endDate: string | null;
    receivedAt: string;
    stripeOutcome: string | null;
  }[];
  audit: AuditEntry[];
}
