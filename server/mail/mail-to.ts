import { type Language, normalizeLanguage } from "@shared/language";
import { composeMail } from "./compose";
import type { OutgoingMail } from "./outbox";
import type { MailKind, MailParams } from "./texts";

/** Whom a mail is for: a member, or someone without an account (a cancellation), and in which language. */
export interface MailRecipient {
  id?: string;
  name: string;
  /** Where it goes: their address, or a new one being confirmed. */
  email: string;
  language: string;
}

/**
 * A mail of one kind to one person, composed in their language; `params` gets that
 * language for the links it builds.
 */
export function mailTo<Kind extends MailKind>(
  kind: Kind,
  recipient: MailRecipient,
  params: (language: Language) => MailParams[Kind],
  origin: string,
): OutgoingMail {
  const language = normalizeLanguage(recipient.language);
  return {
    userId: recipient.id,
    kind,
    to: { name: recipient.name, address: recipient.email },
    mail: composeMail(kind, language, params(language), origin),
  };
}
