/** Mails: composed from their texts, kept in the outbox until the SMTP server took them. */
export { composeMail } from "./compose";
export { mailTo, type MailRecipient } from "./mail-to";
export { createMailOutbox, type MailLog, type MailOutbox, type OutgoingMail } from "./outbox";
export type { MailKind, MailParams } from "./texts";
export { createMailTransport, type MailTransport } from "./transport";
