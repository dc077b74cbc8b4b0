import { type CancellationKind, RECEIPT_TIME_ZONE, todayInReceiptZone } from "./cancellation-rules";

/**
 * The day a contract ends under the terms (clause 5), for a cancellation that arrived on a
 * given day (docs/decisions/040-cancellation-end-dates.md). Days are YYYY-MM-DD in the
 * company's time zone (Europe/Berlin): "the day" a declaration arrives is the Berlin day.
 * A contract's end day is its last day; it ends at the end of that day.
 */

/** Notice to the end of a term (5.1; 5.2 for entrepreneurs): the declaration arrives at least this many days before. */
export const NOTICE_DAYS = 14;

export type Party = "consumer" | "entrepreneur";

export interface ContractTerm {
  /** The initial term booked, in months (1 monthly, 12 yearly). */
  termMonths: number;
  /** The last day of the initial term. */
  firstTermEnd: string;
  party: Party;
}

/**
 * first_term: the end of the initial term (5.1). one_month: a consumer after it, one month
 * after the declaration arrived (5.2, § 309 Nr. 9 BGB). renewal: an entrepreneur, the end of
 * the renewal period the notice reaches (5.2). extraordinary: as soon as possible, for the
 * owner to decide (5.6).
 */
export type EndRule = "first_term" | "one_month" | "renewal" | "extraordinary";

export interface EndUnderTerms {
  /** The last day of the contract; null for an extraordinary cancellation. */
  date: string | null;
  rule: EndRule;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * DAY_MS));
}

/**
 * The day with the same number `months` later, or the last day of that month when it has
 * no such day (§ 188 (2), (3) BGB): 31 January plus one month is 28 or 29 February.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return fromUtc(target);
}

/**
 * A term's end `months` later: a term that ends on a month's last day ends on the last day
 * of the later month too (a year from 1 January ends on 31 December, half a year on 30 June).
 */
export function addMonthsToTermEnd(termEnd: string, months: number): string {
  const isLastDay = addDays(termEnd, 1).endsWith("-01");
  if (!isLastDay) return addMonths(termEnd, months);
  return addDays(addMonths(addDays(termEnd, 1), months), -1);
}

/** The initial term a billing option books, in months: a month, or a year (yearly, paid in bitcoin or not). */
export const termMonthsOf = (billing: string): number => (billing === "monthly" ? 1 : 12);

/**
 * The moment a subscription's initial term ends, as Stripe counts its first period: the
 * same time of day, the term's months after the start (a month's last day clamps, § 188 BGB).
 * The contract confirmation and the cancellation's end date both read it.
 */
export function firstTermEndMoment(startedAt: Date, termMonths: number): Date {
  const day = addMonths(startedAt.toISOString().slice(0, 10), termMonths);
  return new Date(`${day}${startedAt.toISOString().slice(10)}`);
}

/** Whether a declaration that arrived on `declaredOn` gives the notice to the end of a term on `termEnd`. */
const inTime = (declaredOn: string, termEnd: string) => declaredOn <= addDays(termEnd, -NOTICE_DAYS);

/** How long an entrepreneur's contract renews by (5.2): one month, or half of a semi-annual or annual term. */
export function renewalMonths(termMonths: number): number {
  return termMonths >= 6 ? termMonths / 2 : 1;
}

/** The day the contract ends for a cancellation of this kind that arrived on `declaredOn`. */
export function endUnderTerms(contract: ContractTerm, declaredOn: string, kind: CancellationKind): EndUnderTerms {
  if (kind === "extraordinary") return { date: null, rule: "extraordinary" };
  if (inTime(declaredOn, contract.firstTermEnd)) return { date: contract.firstTermEnd, rule: "first_term" };
  if (contract.party === "consumer") return { date: addMonths(declaredOn, 1), rule: "one_month" };
  // Counted from the initial term's end each time, so a month's last day stays the last day.
  const step = renewalMonths(contract.termMonths);
  for (let periods = 1; ; periods += 1) {
    const end = addMonthsToTermEnd(contract.firstTermEnd, periods * step);
    if (inTime(declaredOn, end)) return { date: end, rule: "renewal" };
  }
}

/** The later of the terms' day and a later day the sender asked for; the terms' day when they asked for an earlier one. */
export function endDateOf(underTerms: EndUnderTerms, requested: string | null): string | null {
  if (underTerms.date === null) return requested;
  return requested && requested > underTerms.date ? requested : underTerms.date;
}

/** The Berlin day a moment falls on: the day a declaration arrived, or a Stripe period ends. */
export const berlinDay = todayInReceiptZone;

/**
 * The moment a contract ending on `day` ends: midnight after it in Berlin, as Stripe's
 * `cancel_at` needs it (summer and winter time alike).
 */
export function endOfBerlinDay(day: string): Date {
  const next = toUtc(addDays(day, 1));
  // Berlin is UTC+1 or UTC+2: of the two candidates, the one Berlin calls midnight of the next day.
  for (const hours of [1, 2]) {
    const candidate = new Date(next.getTime() - hours * 60 * 60 * 1000);
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: RECEIPT_TIME_ZONE,
      hour: "2-digit",
      hourCycle: "h23",
    }).format(candidate);
    if (berlinDay(candidate) === addDays(day, 1) && Number(parts) === 0) return candidate;
  }
  throw new Error(`No Berlin midnight after ${day}`);
}
