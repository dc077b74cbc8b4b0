import { type CancellationKind, formatEndDate, formatReceiptMoment } from "@shared/cancellation-rules";
import type { ContractTerms } from "@shared/contract-terms";
import { PAYMENT_TEXTS, type PaymentMailParams } from "./payment-texts";

/**
 * Every message the site mails to a member, in English and German (du, as on every page a
 * member reads). German is checked against English by the type system. A message is a
 * subject, paragraphs, facts (a record such as a receipt, as labels and values), at most
 * one link to act on, and paragraphs after it; compose.ts makes the plain-text and the HTML
 * version of it.
 */

export interface MailAction {
  label: string;
  url: string;
}

export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Labels with their values, shown together after the paragraphs. */
  facts?: MailFact[];
  action?: MailAction;
  after?: string[];
  /** Whole documents after the message (the terms with the contract confirmation), in full. */
  appendix?: ContractTerms[];
}

type MailFact = [label: string, value: string];

/** A fact for the list, or none when it has no value (an optional field left empty). */
function factWhenGiven(label: string, value: string | null | undefined): MailFact[] {
  return value ? [[label, value]] : [];
}

interface Member {
  name: string;
}

export interface MailParams extends PaymentMailParams {
  welcome: Member & { coursesUrl: string; supportEmail: string; confirmUrl: string; hours: number };
  /** The address-confirmation link sent again from the account page. */
  addressConfirm: Member & { email: string; confirmUrl: string; hours: number };
  passwordReset: Member & { link: string; minutes: number };
  emailChangeConfirm: Member & { link: string; minutes: number; newEmail: string };
  emailChanged: Member & { newEmail: string; supportEmail: string };
  /** After a password change or reset; the link leads to "Forgot password?", never signs in. */
  passwordChanged: Member & { changedAt: Date; forgotPasswordUrl: string; supportEmail: string };
  cancellationReceipt: Member & {
    email: string;
    contract: string;
    kind: CancellationKind;
    reason: string | null;
    /** YYYY-MM-DD, or null for "as soon as possible". */
    endDate: string | null;
    receivedAt: Date;
    supportEmail: string;
    /** The last day of the matched subscription's contract under the terms, when known. */
    contractEnd?: string | null;
    /** "Show my cancellation", for a cancellation sent without signing in: it carries it out. */
    ownerLink?: string;
  };
}

export type MailKind = keyof MailParams;

type MailTexts = {
  [Kind in Exclude<MailKind, keyof PaymentMailParams>]: (params: MailParams[Kind]) => MailContent;
} & {
  /** Why this address gets the message. */
  footerReason: (origin: string, kind: MailKind) => string;
  imprint: string;
};

const en: MailTexts = {
  welcome: ({ name, coursesUrl, supportEmail, confirmUrl, hours }) => ({
    subject: "Welcome to Profit Scout",
    paragraphs: [
      `Hi ${name},`,
      `thank you for creating your Profit Scout account. Every course is open to you: ${coursesUrl}`,
      `Please confirm that this e-mail address is yours. Open this link within ${hours} hours:`,
    ],
    action: { label: "Confirm my e-mail address", url: confirmUrl },
    after: [
      "Until you confirm it, a purchase made with this address cannot be added to your account.",
      `If you did not create this account, write to us at ${supportEmail} and we will delete it.`,
    ],
  }),
  addressConfirm: ({ name, email, confirmUrl, hours }) => ({
    subject: "Confirm your e-mail address",
    paragraphs: [`Hi ${name},`, `please confirm that ${email} is yours. Open this link within ${hours} hours:`],
    action: { label: "Confirm my e-mail address", url: confirmUrl },
    after: ["The link works once. If you did not ask for it, ignore this message."],
  }),
  passwordReset: ({ name, link, minutes }) => ({
    subject: "Reset your Profit Scout password",
    paragraphs: [
      `Hi ${name},`,
      `someone, hopefully you, asked for a new password for your Profit Scout account. Choose one with this link within ${minutes} minutes:`,
    ],
    action: { label: "Choose a new password", url: link },
    after: ["The link works once. If you did not ask for it, ignore this message: your password stays as it is."],
  }),
  emailChangeConfirm: ({ name, link, minutes, newEmail }) => ({
    subject: "Confirm your new e-mail address",
    paragraphs: [
      `Hi ${name},`,
      `please confirm that ${newEmail} is the new e-mail address of your Profit Scout account. Open this link within ${minutes} minutes:`,
    ],
    action: { label: "Confirm the new address", url: link },
    after: [
      "Until you confirm it, your account keeps its current address. If you did not ask for this change, ignore this message.",
    ],
  }),
  emailChanged: ({ name, newEmail, supportEmail }) => ({
    subject: "Your e-mail address was changed",
    paragraphs: [
      `Hi ${name},`,
      `the e-mail address of your Profit Scout account was changed to ${newEmail}. From now on, sign in with the new address.`,
    ],
    after: [`If you did not make this change, write to us at ${supportEmail} right away.`],
  }),
  passwordChanged: ({ name, changedAt, forgotPasswordUrl, supportEmail }) => ({
    subject: "Your Profit Scout password was changed",
    paragraphs: [
      `Hi ${name},`,
      `the password of your Profit Scout account was changed on ${formatReceiptMoment(changedAt, "en")}. Every other session has been ended, and links we mailed you before no longer work.`,
      "This wasn't you? Reset your password right away:",
    ],
    action: { label: "Reset my password", url: forgotPasswordUrl },
    after: [`Then write to us at ${supportEmail}. If it was you, there is nothing to do.`],
  }),
  cancellationReceipt: (receipt) => ({
    subject: "We have received your cancellation",
    paragraphs: [
      `Hi ${receipt.name},`,
      `we received your cancellation on ${formatReceiptMoment(receipt.receivedAt, "en")}. This e-mail confirms its receipt; please keep it.`,
      "What you sent:",
    ],
    facts: [
      ["Name", receipt.name],
      ["E-mail address", receipt.email],
      ["Contract", receipt.contract],
      ["Type of cancellation", receipt.kind === "ordinary" ? "ordinary cancellation" : "extraordinary cancellation"],
      ...factWhenGiven("Reason", receipt.reason),
      ["Requested end of contract", receipt.endDate ? formatEndDate(receipt.endDate, "en") : "as soon as possible"],
      ...factWhenGiven(
        "Your contract ends on",
        receipt.contractEnd && `${formatEndDate(receipt.contractEnd, "en")} (terms, clause 5)`,
      ),
    ],
    ...(receipt.ownerLink
      ? {
          action: { label: "Show my cancellation", url: receipt.ownerLink },
          after: [
            "It was sent without signing in, so we end a subscription of this address only once you confirm it: open the link above and press the button there (the link works for 30 days), or we do it after checking it ourselves.",
            `If you did not send this cancellation, do not open the link and write to us at ${receipt.supportEmail}.`,
          ],
        }
      : {
          after: [`If you did not send this cancellation, please write to us at ${receipt.supportEmail} right away.`],
        }),
  }),
  footerReason: (origin, kind) =>
    kind === "cancellationReceipt"
      ? `You receive this message because a cancellation giving this e-mail address was sent through ${origin}.`
      : `You receive this message because of your account at ${origin}.`,
  imprint: "Imprint",
};

const de: MailTexts = {
  welcome: ({ name, coursesUrl, supportEmail, confirmUrl, hours }) => ({
    subject: "Willkommen bei Profit Scout",
    paragraphs: [
      `Hallo ${name},`,
      `danke, dass du ein Konto bei Profit Scout erstellt hast. Alle Kurse stehen dir offen: ${coursesUrl}`,
      `Bitte bestätige, dass diese E-Mail-Adresse dir gehört. Öffne dazu innerhalb von ${hours}\u00a0Stunden diesen Link:`,
    ],
    action: { label: "E-Mail-Adresse bestätigen", url: confirmUrl },
    after: [
      "Solange du sie nicht bestätigt hast, können wir einen Kauf mit dieser Adresse nicht deinem Konto zuordnen.",
      `Wenn du dieses Konto nicht erstellt hast, schreib uns an ${supportEmail}, dann löschen wir es.`,
    ],
  }),
  addressConfirm: ({ name, email, confirmUrl, hours }) => ({
    subject: "Bestätige deine E-Mail-Adresse",
    paragraphs: [
      `Hallo ${name},`,
      `bitte bestätige, dass ${email} dir gehört. Öffne dazu innerhalb von ${hours}\u00a0Stunden diesen Link:`,
    ],
    action: { label: "E-Mail-Adresse bestätigen", url: confirmUrl },
    after: ["Der Link funktioniert nur einmal. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail."],
  }),
  passwordReset: ({ name, link, minutes }) => ({
    subject: "Setze dein Passwort für Profit Scout zurück",
    paragraphs: [
      `Hallo ${name},`,
      `jemand, hoffentlich du, hat ein neues Passwort für dein Profit-Scout-Konto angefordert. Über diesen Link kannst du innerhalb von ${minutes}\u00a0Minuten ein neues festlegen:`,
    ],
    action: { label: "Neues Passwort festlegen", url: link },
    after: [
      "Der Link funktioniert nur einmal. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.",
    ],
  }),
  emailChangeConfirm: ({ name, link, minutes, newEmail }) => ({
    subject: "Bestätige deine neue E-Mail-Adresse",
    paragraphs: [
      `Hallo ${name},`,
      `bitte bestätige, dass ${newEmail} die neue E-Mail-Adresse deines Profit-Scout-Kontos ist. Öffne dazu innerhalb von ${minutes}\u00a0Minuten diesen Link:`,
    ],
    action: { label: "Neue Adresse bestätigen", url: link },
    after: [
      "Bis du sie bestätigst, behält dein Konto die bisherige Adresse. Wenn du diese Änderung nicht angefordert hast, ignoriere diese E-Mail.",
    ],
  }),
  emailChanged: ({ name, newEmail, supportEmail }) => ({
    subject: "Deine E-Mail-Adresse wurde geändert",
    paragraphs: [
      `Hallo ${name},`,
      `die E-Mail-Adresse deines Profit-Scout-Kontos wurde in ${newEmail} geändert. Melde dich ab jetzt mit der neuen Adresse an.`,
    ],
    after: [`Wenn du das nicht warst, schreib uns bitte sofort an ${supportEmail}.`],
  }),
  passwordChanged: ({ name, changedAt, forgotPasswordUrl, supportEmail }) => ({
    subject: "Dein Passwort für Profit Scout wurde geändert",
    paragraphs: [
      `Hallo ${name},`,
      `das Passwort deines Profit-Scout-Kontos wurde am ${formatReceiptMoment(changedAt, "de")} geändert. Alle anderen Sitzungen wurden beendet, und Links, die wir dir vorher geschickt haben, funktionieren nicht mehr.`,
      "Das warst du nicht? Dann setze dein Passwort sofort zurück:",
    ],
    action: { label: "Passwort zurücksetzen", url: forgotPasswordUrl },
    after: [`Schreib uns danach an ${supportEmail}. Wenn du es selbst warst, musst du nichts tun.`],
  }),
  cancellationReceipt: (receipt) => ({
    subject: "Wir haben deine Kündigung erhalten",
    paragraphs: [
      `Hallo ${receipt.name},`,
      `wir haben deine Kündigung am ${formatReceiptMoment(receipt.receivedAt, "de")} erhalten. Diese E-Mail bestätigt den Eingang; bitte bewahre sie auf.`,
      "Deine Angaben:",
    ],
    facts: [
      ["Name", receipt.name],
      ["E-Mail-Adresse", receipt.email],
      ["Vertrag", receipt.contract],
      ["Art der Kündigung", receipt.kind === "ordinary" ? "ordentliche Kündigung" : "außerordentliche Kündigung"],
      ...factWhenGiven("Grund", receipt.reason),
      [
        "Gewünschtes Vertragsende",
        receipt.endDate ? `zum ${formatEndDate(receipt.endDate, "de")}` : "zum nächstmöglichen Zeitpunkt",
      ],
      ...factWhenGiven(
        "Dein Vertrag endet am",
        receipt.contractEnd && `${formatEndDate(receipt.contractEnd, "de")} (AGB, Ziffer\u00a05)`,
      ),
    ],
    ...(receipt.ownerLink
      ? {
          action: { label: "Meine Kündigung anzeigen", url: receipt.ownerLink },
          after: [
            "Sie wurde ohne Anmeldung abgeschickt. Ein Abonnement dieser Adresse beenden wir deshalb erst, wenn du sie bestätigst: Öffne den Link oben und drücke dort den Button (der Link gilt 30\u00a0Tage), oder wir tun es, nachdem wir sie selbst geprüft haben.",
            `Wenn du diese Kündigung nicht abgeschickt hast, öffne den Link nicht und schreib uns an ${receipt.supportEmail}.`,
          ],
        }
      : {
          after: [
            `Wenn du diese Kündigung nicht abgeschickt hast, schreib uns bitte umgehend an ${receipt.supportEmail}.`,
          ],
        }),
  }),
  footerReason: (origin, kind) =>
    kind === "cancellationReceipt"
      ? `Du erhältst diese E-Mail, weil über ${origin} eine Kündigung abgeschickt wurde, in der diese E-Mail-Adresse angegeben ist.`
      : `Du erhältst diese E-Mail wegen deines Kontos auf ${origin}.`,
  imprint: "Impressum",
};

// The contract and payment mails: a block of their own (payment-texts.ts).
export const MAIL_TEXTS = {
  en: { ...en, ...PAYMENT_TEXTS.en },
  de: { ...de, ...PAYMENT_TEXTS.de },
} as const;
