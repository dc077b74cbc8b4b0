import { createContext, useContext } from "react";
import { useActionData } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import type { PostedAnswer } from "~/auth/post-intent";
import type { BillingOption, PlanId } from "~/content/pricing";
import type { MessageKey } from "~/i18n/en";
import type { PublicUser } from "@shared/public-user";
import type { ProgressTotals } from "./lesson-progress";

/** A running subscription as GET /api/subscriptions answers it. */
export interface Subscription {
  id: string;
  plan: PlanId | null;
  billing: BillingOption | null;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The last day of the contract if an ordinary cancellation were sent now (YYYY-MM-DD), when known. */
  endsIfCancelledNow: string | null;
}

/** The answer an account form shows: role=status for a success, role=alert for a refusal. */
export type Notice = PostedAnswer["notice"] | undefined;

/**
 * The account page as the server knows it (account-member.server.ts reads it): the
 * member, their subscriptions and the progress stored with their account. A visitor
 * without JavaScript sees this; with JavaScript it fills the page until the browser
 * knows better (its own progress, merged with the account's).
 */
export interface AccountMember {
  user: PublicUser;
  subscriptions: Subscription[];
  /** Whether "Manage payment method and invoices" opens Stripe's portal (a secret key and a Stripe customer). */
  paymentPortal: boolean;
  /** Completed lessons per course slug. */
  completed: Record<string, string[]>;
  totals: ProgressTotals;
}

export const AccountMemberContext = createContext<AccountMember | undefined>(undefined);

/** The signed-in member: the browser's session once it runs, the server's before. */
export function useAccountUser(): PublicUser | null {
  const auth = useAuth();
  const fromServer = useContext(AccountMemberContext);
  return auth.user ?? fromServer?.user ?? null;
}

/** The account page's forms, each posted with its intent when scripts do not run. */
export const ACCOUNT_INTENTS = [
  "profile",
  "email",
  "confirm-address",
  "password",
  "sign-out",
  "sign-out-everywhere",
  "delete",
  "second-factor-setup",
  "second-factor-enable",
  "second-factor-disable",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** Names the form's intent for its post without JavaScript. */
export function Intent({ intent }: { intent: AccountIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/** The answer to a form posted without JavaScript, for the form that sent it. */
export type AccountPosted = Omit<PostedAnswer<AccountIntent>, "notice"> & {
  /** The API's answer; none when the page found a problem with a field before asking it. */
  notice?: PostedAnswer["notice"];
  /** A required field left empty: its error shows at the field (ACCOUNT_REQUIRED). */
  invalid?: MessageKey;
};

/** What the server answered to this form's post without JavaScript, if it was this form. */
export function usePostedNotice(intent: AccountIntent): Notice {
  const posted = useActionData<AccountPosted | undefined>();
  return posted?.intent === intent ? posted.notice : undefined;
}

/** The API's answer to this form's post without JavaScript, if it was this form and it succeeded. */
export function usePostedBody<T>(intent: AccountIntent): T | undefined {
  const posted = useActionData<AccountPosted | undefined>();
  return posted?.intent === intent && posted.notice?.kind === "success" ? (posted.body as T) : undefined;
}

/**
 * The fields the page checks before calling the API, with and without JavaScript: an
 * empty one gets an error that names it by its label, at the field.
 */
export const ACCOUNT_REQUIRED: Partial<Record<AccountIntent, { field: string; error: MessageKey }>> = {
  profile: { field: "name", error: "account.nameRequired" },
  delete: { field: "password", error: "account.deletePasswordRequired" },
};

/** The error of the form's required field, if the form was posted without it. */
export function requiredMissing(intent: AccountIntent, form: FormData): MessageKey | undefined {
  const required = ACCOUNT_REQUIRED[intent];
  return required && !String(form.get(required.field) ?? "").trim() ? required.error : undefined;
}

/** The field error the server found in this form's post without JavaScript. */
export function usePostedInvalid(intent: AccountIntent): MessageKey | undefined {
  const posted = useActionData<AccountPosted | undefined>();
  return posted?.intent === intent ? posted.invalid : undefined;
}

/** The name of the data export's file: profit-scout-data-2026-11-25.json. */
export function exportFileName(exportedAt: unknown): string {
  return `profit-scout-data-${String(exportedAt ?? "").slice(0, 10)}.json`;
}
