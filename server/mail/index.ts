/** Mails: composed from their texts, kept in the outbox until the SMTP server took them. */
export { composeMail } from "./compose";
export { mailTo, type MailRecipient } from "./mail-to";
export {
  countMailByState,
  createMailOutbox,
  FAILED_BODY_KEEP_MS,
  type MailCounts,
  type MailLog,
  type MailOutbox,
  type MailRequeued,
  type OutgoingMail,
  errorCode,
  isAuthFailure,
  requeueFailedMail,
} from "./outbox";
export type { MailKind, MailParams } from "./texts";
export { createMailTransport, type MailTransport, verifySmtp } from "./transport";
