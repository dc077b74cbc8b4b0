import type { ContractTermsSource } from "@shared/contract-terms";
import type { Language } from "@shared/language";
import { PATHS, pageUrl } from "@shared/paths";
import { COMPANY } from "@shared/site.config";
import type { AccountMail, UserRow } from "../auth";
import { type MailRecipient, mailTo, type OutgoingMail } from "../mail";
import { firstTermEndMoment, termMonthsOf } from "@shared/cancellation-end";
import type { BillingOption, PlanId } from "./plans";
import type { checkoutSession, failedInvoice } from "./stripe-objects";

/** Where the contract and payment mails go: the outbox, the site's origin and the terms they carry. */
export interface PaymentMail extends AccountMail {
  contractTerms?: ContractTermsSource;
}

type Session = ReturnType<typeof checkoutSession.parse>;
type FailedInvoice = ReturnType<typeof failedInvoice.parse>;
/** The Stripe custom field of a Payment Link that asks for the consent to an early start (docs/deploy.md). */
export const EARLY_START_FIELD = "earlystart";
/** Its dropdown's one option: the consent with the acknowledgement of losing the right of withdrawal. */
export const EARLY_START_CONSENT = "consent";

/** The contract confirmation (§ 312f BGB) of a completed checkout, in the checkout's language. */
export function contractConfirmationMail(
  mail: PaymentMail,
  buyer: UserRow,
  session: Session,
  bought: { language: Language; plan: PlanId | null; billing: BillingOption | null },
  concludedAt: Date,
): OutgoingMail {
  const { plan, billing } = bought;
  const earlyStart = session.custom_fields?.find((field) => field.key === EARLY_START_FIELD);
  // In the checkout's language, which need not be the account's.
  return mailTo(
    "contractConfirmation",
    { ...buyer, language: bought.language },
    (language) => ({
      name: buyer.name,
      email: buyer.email,
      orderNumber: session.id ?? "",
      plan,
      billing,
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? "eur",
      taxCents: session.total_details?.amount_tax ?? null,
      concludedAt,
      firstTermEnd: billing ? firstTermEndMoment(concludedAt, termMonthsOf(billing)) : null,
      termsAccepted: session.consent?.terms_of_service === "accepted",
      earlyStart: earlyStart ? earlyStart.dropdown?.value === EARLY_START_CONSENT : null,
      cancelUrl: pageUrl(PATHS.cancel, language, mail.origin),
      termsUrl: pageUrl(PATHS.terms, language, mail.origin),
      supportEmail: COMPANY.email,
      terms: mail.contractTerms?.(language) ?? null,
    }),
    mail.origin,
  );
}

/** The notice of a failed payment, in the member's language, leading to the account page. */
export function paymentFailedMail(
  mail: PaymentMail,
  member: MailRecipient,
  failed: FailedInvoice,
  bought: { plan: PlanId | null; billing: BillingOption | null },
): OutgoingMail {
  return mailTo(
    "paymentFailed",
    member,
    (language) => ({
      name: member.name,
      ...bought,
      amountCents: failed.amount_due,
      currency: failed.currency,
      nextAttempt: failed.next_payment_attempt ? new Date(failed.next_payment_attempt * 1000) : null,
      accountUrl: pageUrl(PATHS.account, language, mail.origin),
      supportEmail: COMPANY.email,
    }),
    mail.origin,
  );
}
