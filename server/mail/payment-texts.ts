import { termMonthsOf } from "@shared/cancellation-end";
import type { ContractTerms } from "@shared/contract-terms";
import type { Language } from "@shared/language";
import type { MailContent } from "./texts";

/**
 * The mails about a contract and its payments: the contract confirmation after a checkout
 * (§ 312f BGB) and the notice of a failed payment. Kept apart from texts.ts, which merges
 * them in (docs/decisions/039-contract-mails.md).
 */

type Billing = "monthly" | "yearly" | "btc-yearly";

export interface PaymentMailParams {
  contractConfirmation: {
    name: string;
    email: string;
    /** The Stripe checkout's id: the order number a cancellation may quote. */
    orderNumber: string;
    /** "basic" or "pro"; null when the checkout names no plan the site knows. */
    plan: string | null;
    billing: Billing | null;
    /** What the checkout charged for the first period, incl. VAT, in the currency's smallest unit. */
    amountCents: number;
    currency: string;
    /** The VAT in it, when Stripe reports it. */
    taxCents: number | null;
    concludedAt: Date;
    /** The last day of the first term; null when the billing option is unknown. */
    firstTermEnd: Date | null;
    termsAccepted: boolean;
    /** The consent to an early start with the acknowledgement (§ 356 Abs. 5 BGB); null when the checkout did not ask. */
    earlyStart: boolean | null;
    cancelUrl: string;
    termsUrl: string;
    supportEmail: string;
    terms: ContractTerms | null;
  };
  paymentFailed: {
    name: string;
    plan: string | null;
    billing: Billing | null;
    amountCents: number;
    currency: string;
    /** When Stripe tries again; null when it will not. */
    nextAttempt: Date | null;
    accountUrl: string;
    supportEmail: string;
  };
}

type PaymentTexts = {
  [Kind in keyof PaymentMailParams]: (params: PaymentMailParams[Kind]) => MailContent;
};

const LOCALES = { en: "en-GB", de: "de-DE" } as const;
const TIME_ZONE = "Europe/Berlin";

/** An amount in the currency's smallest unit: "€2,727.00", "2.727,00 €" (Intl puts a no-break space). */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

function formatDay(moment: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: TIME_ZONE }).format(moment);
}

function formatMoment(moment: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(moment);
  return language === "de" ? `${text}\u00a0Uhr (Berliner Zeit)` : `${text} (Berlin time)`;
}

const PLAN_NAMES: Record<string, string> = { basic: "Basic", pro: "Pro" };
const BILLING_NAMES: Record<Language, Record<Billing, string>> = {
  en: { monthly: "monthly", yearly: "annual", "btc-yearly": "annual, paid in Bitcoin" },
  de: { monthly: "monatlich", yearly: "jährlich", "btc-yearly": "jährlich, Zahlung in Bitcoin" },
};

/** "Profit Scout Pro membership (annual)", or the membership alone when the plan is not known. */
function productName(plan: string | null, billing: Billing | null, language: Language): string {
  const name = plan ? (PLAN_NAMES[plan] ?? plan) : null;
  const option = billing ? ` (${BILLING_NAMES[language][billing]})` : "";
  if (language === "de") return `${name ? `Profit Scout ${name}` : "Profit-Scout"}-Mitgliedschaft${option}`;
  return `Profit Scout ${name ? `${name} ` : ""}membership${option}`;
}

/** The price per billing period and per year, incl. VAT. */
function priceLine(params: PaymentMailParams["contractConfirmation"], language: Language): string {
  const { amountCents, currency, billing, taxCents } = params;
  const money = (cents: number) => formatMoney(cents, currency, language);
  const tax =
    taxCents && taxCents > 0
      ? language === "de"
        ? `, darin ${money(taxCents)} USt.`
        : `, of which ${money(taxCents)} VAT`
      : "";
  if (language === "de") {
    if (billing === "monthly")
      return `${money(amountCents)} pro Monat inkl. USt.${tax} (${money(amountCents * 12)} pro Jahr)`;
    if (billing) return `${money(amountCents)} pro Jahr inkl. USt.${tax}`;
    return `${money(amountCents)} inkl. USt.${tax} für den ersten Abrechnungszeitraum`;
  }
  if (billing === "monthly")
    return `${money(amountCents)} per month incl. VAT${tax} (${money(amountCents * 12)} per year)`;
  if (billing) return `${money(amountCents)} per year incl. VAT${tax}`;
  return `${money(amountCents)} incl. VAT${tax} for the first billing period`;
}

const en: PaymentTexts = {
  contractConfirmation: (params) => {
    const { name, email, orderNumber, plan, billing, concludedAt, firstTermEnd } = params;
    const months = billing ? termMonthsOf(billing) : null;
    return {
      subject: "Your Profit Scout membership: order and contract confirmation",
      paragraphs: [
        `Hi ${name},`,
        "thank you for your order. This e-mail confirms your contract with us, the provider of Profit Scout named at its end; please keep it.",
        "Your contract:",
      ],
      facts: [
        ["Product", productName(plan, billing, "en")],
        ["Price", priceLine(params, "en")],
        [
          "First term",
          months && firstTermEnd
            ? `${months === 1 ? "1 month" : "12 months"}, until ${formatDay(firstTermEnd, "en")}`
            : "the billing period booked",
        ],
        ["Concluded on", formatMoment(concludedAt, "en")],
        ["Order number", orderNumber],
        ["E-mail address", email],
      ],
      after: [
        "Payment: the fee is due in advance for each billing period, first now and then at the start of each period; our payment processor Stripe collects it with the payment method you chose.",
        "Cancelling: you can cancel with 14 days' notice to the end of the first term.",
        `If you do not cancel in time: as a consumer, your membership continues for an indefinite period after the first term, and you can cancel it at any time with one month's notice; the fee stays due in advance for the billing period booked, and fees paid for the time after the end of the contract are refunded pro rata. As an entrepreneur, a monthly membership renews by one month each time and an annual one by six months, unless it is cancelled with 14 days' notice to the end of the current term (section 5 of the terms).`,
        `How to cancel: with our cancellation page, no sign-in needed: ${params.cancelUrl}, or in text form, for example by e-mail to ${params.supportEmail}.`,
        params.termsAccepted
          ? `Terms: you accepted our terms and conditions when you ordered. They apply as they stood on that day and follow below in full, including the instructions on withdrawal and the model withdrawal form (section 10). They are also at ${params.termsUrl}.`
          : `Terms: our terms and conditions as they stood on that day follow below in full, including the instructions on withdrawal and the model withdrawal form (section 10). They are also at ${params.termsUrl}.`,
        params.earlyStart === true
          ? "Right of withdrawal: when you ordered, you expressly consented that we begin before the withdrawal period ends, and you confirmed your knowledge that by giving this consent you lose your right of withdrawal once we have begun (section 356 (5) BGB). This e-mail records your consent and your confirmation. Your access starts now."
          : "Right of withdrawal: as a consumer you may withdraw from this contract within 14 days of its conclusion without giving any reason, as the instructions on withdrawal below describe. You did not consent to an early start that would end this right before then.",
      ],
      appendix: params.terms ? [params.terms] : undefined,
    };
  },
  paymentFailed: ({ name, plan, billing, amountCents, currency, nextAttempt, accountUrl, supportEmail }) => ({
    subject: "Your payment for Profit Scout failed",
    paragraphs: [
      `Hi ${name},`,
      `we could not collect ${formatMoney(amountCents, currency, "en")} for your ${productName(plan, billing, "en")}.`,
      nextAttempt
        ? `Our payment processor Stripe will try again on ${formatMoment(nextAttempt, "en")}.`
        : "Our payment processor Stripe will not try again on its own.",
      "Please check or update your payment method on your account page:",
    ],
    action: { label: "Update my payment method", url: accountUrl },
    after: [
      "Until the amount is paid, we may suspend your access to the products (section 4.5 of the terms).",
      `If you have paid in the meantime, there is nothing to do. Questions? Write to us at ${supportEmail}.`,
    ],
  }),
};

const de: PaymentTexts = {
  contractConfirmation: (params) => {
    const { name, email, orderNumber, plan, billing, concludedAt, firstTermEnd } = params;
    const months = billing ? termMonthsOf(billing) : null;
    return {
      subject: "Deine Profit-Scout-Mitgliedschaft: Bestell- und Vertragsbestätigung",
      paragraphs: [
        `Hallo ${name},`,
        "danke für deine Bestellung. Diese E-Mail bestätigt deinen Vertrag mit uns, dem am Ende genannten Anbieter von Profit Scout; bitte bewahre sie auf.",
        "Dein Vertrag:",
      ],
      facts: [
        ["Produkt", productName(plan, billing, "de")],
        ["Preis", priceLine(params, "de")],
        [
          "Erstlaufzeit",
          months && firstTermEnd
            ? `${months === 1 ? "1\u00a0Monat" : "12\u00a0Monate"}, bis zum ${formatDay(firstTermEnd, "de")}`
            : "der gebuchte Abrechnungszeitraum",
        ],
        ["Geschlossen am", formatMoment(concludedAt, "de")],
        ["Bestellnummer", orderNumber],
        ["E-Mail-Adresse", email],
      ],
      after: [
        "Zahlung: Die Gebühr ist jeweils im Voraus fällig, zuerst jetzt und dann zu Beginn jedes Abrechnungszeitraums; unser Zahlungsdienstleister Stripe zieht sie mit der Zahlungsart ein, die du gewählt hast.",
        "Kündigung: Du kannst mit einer Frist von 14\u00a0Tagen zum Ende der Erstlaufzeit kündigen.",
        "Wenn du nicht rechtzeitig kündigst: Als Verbraucher läuft deine Mitgliedschaft nach der Erstlaufzeit auf unbestimmte Zeit weiter, und du kannst sie jederzeit mit einer Frist von einem Monat kündigen; die Gebühr bleibt für den gebuchten Abrechnungszeitraum im Voraus fällig, und für die Zeit nach Vertragsende bereits gezahlte Gebühren erstatten wir anteilig. Als Unternehmer verlängert sich eine monatliche Mitgliedschaft jeweils um einen Monat und eine jährliche um sechs Monate, wenn sie nicht mit einer Frist von 14\u00a0Tagen zum Ende der laufenden Laufzeit gekündigt wird (Ziffer\u00a05 der AGB).",
        `So kündigst du: über unsere Kündigungsseite, ohne Anmeldung: ${params.cancelUrl}, oder in Textform, zum Beispiel per E-Mail an ${params.supportEmail}.`,
        params.termsAccepted
          ? `AGB: Du hast unseren AGB bei der Bestellung zugestimmt. Sie gelten in der Fassung dieses Tages und folgen unten vollständig, mit der Widerrufsbelehrung und dem Muster-Widerrufsformular (Ziffer\u00a010). Du findest sie auch unter ${params.termsUrl}.`
          : `AGB: Unsere AGB in der Fassung dieses Tages folgen unten vollständig, mit der Widerrufsbelehrung und dem Muster-Widerrufsformular (Ziffer\u00a010). Du findest sie auch unter ${params.termsUrl}.`,
        params.earlyStart === true
          ? "Widerrufsrecht: Du hast bei der Bestellung ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und bestätigt, dass du weißt, dass du durch diese Zustimmung dein Widerrufsrecht mit Beginn der Ausführung verlierst (§\u00a0356 Abs.\u00a05 BGB). Diese E-Mail hält deine Zustimmung und deine Bestätigung fest. Dein Zugang beginnt jetzt."
          : "Widerrufsrecht: Als Verbraucher kannst du diesen Vertrag binnen 14\u00a0Tagen ab Vertragsschluss ohne Angabe von Gründen widerrufen, wie es die Widerrufsbelehrung unten beschreibt. Einem vorzeitigen Beginn, durch den dieses Recht früher erlöschen würde, hast du nicht zugestimmt.",
      ],
      appendix: params.terms ? [params.terms] : undefined,
    };
  },
  paymentFailed: ({ name, plan, billing, amountCents, currency, nextAttempt, accountUrl, supportEmail }) => ({
    subject: "Deine Zahlung für Profit Scout ist fehlgeschlagen",
    paragraphs: [
      `Hallo ${name},`,
      `wir konnten ${formatMoney(amountCents, currency, "de")} für deine ${productName(plan, billing, "de")} nicht einziehen.`,
      nextAttempt
        ? `Unser Zahlungsdienstleister Stripe versucht es am ${formatMoment(nextAttempt, "de")} erneut.`
        : "Unser Zahlungsdienstleister Stripe versucht es nicht von selbst erneut.",
      "Bitte prüfe oder ändere deine Zahlungsmethode auf deiner Kontoseite:",
    ],
    action: { label: "Zahlungsmethode ändern", url: accountUrl },
    after: [
      "Bis der Betrag bezahlt ist, können wir deinen Zugang zu den Produkten sperren (Ziffer\u00a04.5 der AGB).",
      `Wenn du inzwischen bezahlt hast, musst du nichts tun. Fragen? Schreib uns an ${supportEmail}.`,
    ],
  }),
};

export const PAYMENT_TEXTS = { en, de } as const;
