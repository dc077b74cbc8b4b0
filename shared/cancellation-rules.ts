import type { Language } from "./language";

/**
 * The cancellation form's fields and limits (§ 312k BGB, docs/decisions/014-cancellation-button.md),
 * one set for the page's checks and the API's, so the two never disagree.
 */
export const CANCELLATION_KINDS = ["ordinary", "extraordinary"] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const CANCELLATION_RULES = {
  /** Which contract, in the sender's words (plan, customer number, order number). */
  contractMaxLength: 200,
  reasonMaxLength: 2000,
} as const;

/** The time zone the receipt states the moment of receipt in: the company's. */
/** A cancellation as the API answers it: what was sent, and when it arrived (ISO). */
export interface CancellationReceipt {
  name: string;
  email: string;
  contract: string;
  kind: CancellationKind;
  reason: string | null;
  endDate: string | null;
  /** The last day of the matched subscription's contract under the terms; null when none is known. */
  contractEnd?: string | null;
  receivedAt: string;
}

export const RECEIPT_TIME_ZONE = "Europe/Berlin";

/** Today in the company's time zone, YYYY-MM-DD: the earliest end date a cancellation may name. */
export function todayInReceiptZone(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: RECEIPT_TIME_ZONE }).format(now);
}

const LOCALES = { en: "en-GB", de: "de-DE" } as const;

/**
 * The moment of receipt as the confirmation page and the receipt mail state it, in the
 * company's time zone: "24 November 2026 at 16:02 (Berlin time)" /
 * "24. November 2026 um 16:02 Uhr (Berliner Zeit)".
 */
export function formatReceiptMoment(moment: Date | string, language: Language): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: RECEIPT_TIME_ZONE,
  }).format(new Date(moment));
  return language === "de" ? `${text}\u00a0Uhr (Berliner Zeit)` : `${text} (Berlin time)`;
}

/** A day the contract should end, "31 December 2026" / "31. Dezember 2026". */
export function formatEndDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
