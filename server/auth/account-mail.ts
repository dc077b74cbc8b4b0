import { PATHS, pageUrl } from "@shared/paths";
import { COMPANY } from "@shared/site.config";
import { type MailOutbox, mailTo, type OutgoingMail } from "../mail";
import { ACCOUNT_LINK_TTL_MS, ADDRESS_CONFIRM_TTL_MS } from "../api/constants";
import type { ApiDependencies } from "../api/dependencies";
import { type AccountLink, issueAccountLink } from "./account-tokens";
import type { UserRow } from "./users";

/** Where account mails go out from, and the origin their links point to. */
export interface AccountMail {
  outbox: MailOutbox;
  /** The site's public origin (https://www.example.com): links in mails lead there. */
  origin: string;
}

const CONFIRM_HOURS = ADDRESS_CONFIRM_TTL_MS / 3_600_000;
const LINK_MINUTES = ACCOUNT_LINK_TTL_MS / 60_000;

/**
 * Issues a member's link and queues the mail that carries it, in one transaction, so that
 * a link exists exactly when its mail does; nothing when the site sends no mail.
 */
export async function mailAccountLink(
  deps: ApiDependencies,
  user: UserRow,
  link: AccountLink,
  mailOf: (url: string, origin: string) => OutgoingMail,
  now: Date,
): Promise<void> {
  const mail = deps.mail;
  if (!mail) return;
  await deps.db.transaction(async (tx) => {
    const url = await issueAccountLink(tx, user, link, mail.origin, now);
    await mail.outbox.enqueue(tx, mailOf(url, mail.origin));
  });
  mail.outbox.wake();
}

/** The welcome message after a registration, in the member's language, with the link that confirms the address. */
export function welcomeMail(user: UserRow, confirmUrl: string, origin: string): OutgoingMail {
  return mailTo(
    "welcome",
    user,
    (language) => ({
      name: user.name,
      coursesUrl: pageUrl(PATHS.courses, language, origin),
      supportEmail: COMPANY.email,
      confirmUrl,
      hours: CONFIRM_HOURS,
    }),
    origin,
  );
}

/** The link that confirms the account's own address, sent again on the member's request. */
export function addressConfirmMail(user: UserRow, confirmUrl: string, origin: string): OutgoingMail {
  return mailTo(
    "addressConfirm",
    user,
    () => ({ name: user.name, email: user.email, confirmUrl, hours: CONFIRM_HOURS }),
    origin,
  );
}

/** The link that confirms a new address, mailed to that address in the member's language. */
export function emailChangeConfirmMail(user: UserRow, newEmail: string, link: string, origin: string): OutgoingMail {
  return mailTo(
    "emailChangeConfirm",
    { ...user, email: newEmail },
    () => ({ name: user.name, link, minutes: LINK_MINUTES, newEmail }),
    origin,
  );
}

/** The link that sets a new password, to the member's address. */
export function passwordResetMail(user: UserRow, link: string, origin: string): OutgoingMail {
  return mailTo("passwordReset", user, () => ({ name: user.name, link, minutes: LINK_MINUTES }), origin);
}

/** The notice to the address a member had before the change, naming the new one. */
export function emailChangedMail(user: UserRow, oldEmail: string, newEmail: string, origin: string): OutgoingMail {
  return mailTo(
    "emailChanged",
    { ...user, email: oldEmail },
    () => ({ name: user.name, newEmail, supportEmail: COMPANY.email }),
    origin,
  );
}

/** The notice after the password was changed or reset, to the member's address. */
export function passwordChangedMail(user: UserRow, changedAt: Date, origin: string): OutgoingMail {
  return mailTo(
    "passwordChanged",
    user,
    (language) => ({
      name: user.name,
      changedAt,
      forgotPasswordUrl: pageUrl(PATHS.forgotPassword, language, origin),
      supportEmail: COMPANY.email,
    }),
    origin,
  );
}

/**
 * Looks up and mails after the answer has gone out, so that the answer takes the same time
 * whether or not the address belongs to a member. A failure is logged under `reason`.
 */
export function mailAfterAnswer(
  log: ApiDependencies["log"],
  request: Request,
  reason: string,
  work: () => Promise<void>,
) {
  setImmediate(() => {
    work().catch((error: unknown) => {
      log(request, { event: "auth.error", reason, code: (error as { code?: string })?.code });
    });
  });
}
