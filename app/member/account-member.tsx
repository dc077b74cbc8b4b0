import { createContext, type FormEvent, useContext, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import type { PostedAnswer } from "~/auth/post-intent";
import type { BillingOption, PlanId } from "~/content/pricing";
import type { MessageKey } from "~/i18n/en";
import type { LeftWith } from "@shared/page-params";
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

/** Names the form's intent for its post to the page. */
export function Intent({ intent }: { intent: AccountIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/** The answer to a form posted to the page, for the form that sent it. */
export type AccountPosted = Omit<PostedAnswer<AccountIntent>, "notice"> & {
  /** The API's answer; none when the page found a problem with a field before asking it. */
  notice?: PostedAnswer["notice"];
  /** A required field left empty: its error shows at the field (ACCOUNT_REQUIRED). */
  invalid?: MessageKey;
  /** The form ended the session: why, for the sign-in page (with JavaScript; without, the page leads there). */
  leave?: LeftWith;
};

/** The answer to a form posted without JavaScript, if it was this form. */
function usePosted(intent: AccountIntent): AccountPosted | undefined {
  const posted = useActionData<AccountPosted | undefined>();
  return posted?.intent === intent ? posted : undefined;
}

/** The API's answer to this form's post without JavaScript, if it was this form and it succeeded. */
export function usePostedBody<T>(intent: AccountIntent): T | undefined {
  const posted = usePosted(intent);
  return posted?.notice?.kind === "success" ? (posted.body as T) : undefined;
}

/**
 * An account form, posted to the page's action (routes/member-account.tsx), which makes the
 * form's API call in-process as the member. With JavaScript a fetcher posts it: the page
 * stays, and its loader reads the member again; without, the answer comes back with the
 * page. A member the API answers with (a new name, language or second factor) becomes the
 * browser's session's too, so that the header shows it.
 *
 * `answer` is this form's, cleared while it is sent again. `answers` counts the answers, the
 * form's own refusals before sending (`answered`) too, so that each one takes the focus
 * (useFocusAfterSubmit) even when it reads as the one before. `onAnswer` runs once for each
 * answer the fetcher brings, with the form that was sent.
 */
export function useAccountForm(
  intent: AccountIntent,
  onAnswer?: (answer: AccountPosted, form: HTMLFormElement | undefined) => void,
) {
  const { updateUser } = useAuth();
  const fetcher = useFetcher<AccountPosted>();
  const posted = usePosted(intent);
  const [answers, setAnswers] = useState(posted ? 1 : 0);
  const sent = useRef<HTMLFormElement>(undefined);
  const latest = useRef({ onAnswer, updateUser });
  useEffect(() => {
    latest.current = { onAnswer, updateUser };
  });
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    const user = (answer.body as { user?: PublicUser } | undefined)?.user;
    if (user) latest.current.updateUser(user);
    setAnswers((count) => count + 1);
    latest.current.onAnswer?.(answer, sent.current);
  }, [fetcher.data]);

  const answer = fetcher.state === "submitting" ? undefined : (fetcher.data ?? posted);
  const pending = fetcher.state !== "idle";
  /** Sends the form, unless it is being sent already. */
  const submit = (form: HTMLFormElement) => {
    if (pending) return;
    sent.current = form;
    void fetcher.submit(form);
  };
  return {
    answer,
    notice: answer?.notice,
    pending,
    answers: answers || undefined,
    answered: () => setAnswers((count) => count + 1),
    submit,
    /** A form's onSubmit when the page checks nothing before sending it. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit(event.currentTarget);
    },
  };
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
  return usePosted(intent)?.invalid;
}

/** The name of the data export's file: profit-scout-data-2026-11-25.json. */
export function exportFileName(exportedAt: unknown): string {
  return `profit-scout-data-${String(exportedAt ?? "").slice(0, 10)}.json`;
}
