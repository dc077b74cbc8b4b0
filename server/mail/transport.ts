import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { ensurePrivateDir } from "../db/data-dir";
import { type ComposedMail, headerText } from "./compose";

export interface Recipient {
  name: string;
  address: string;
}

export interface MailTransport {
  /** "smtp" when SMTP_URL is set, else "outbox" (.eml files). */
  kind: "smtp" | "outbox";
  /** Resolves once the SMTP server accepted the message or its file is written. */
  send(to: Recipient, mail: ComposedMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** smtp://user:pass@host:587 or smtps://...; without it, messages become files. */
  smtpUrl?: string;
  /** The sender, e.g. `Profit Scout <no-reply@example.com>`. */
  from: string;
  /** Where the files go without SMTP. */
  outboxDir: string;
  /** The server's log, told the path of each file written. */
  log: (line: Record<string, unknown>) => void;
}

/**
 * A server that does not answer must not hold a message's turn for minutes: nodemailer's
 * defaults wait up to ten minutes for a socket. Sending is retried later anyway.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The check at start must not keep the owner waiting for a verdict. */
const VERIFY_TIMEOUT_MS = 5_000;

/**
 * Connects to the SMTP server and signs in as sending would, without sending anything:
 * rejects with nodemailer's error (its `code`, `responseCode`) when that fails or takes
 * longer than `timeoutMs` (then with code ETIMEDOUT).
 */
export async function verifySmtp(smtpUrl: string, timeoutMs = VERIFY_TIMEOUT_MS): Promise<void> {
  const smtp = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  // The socket's timeouts leave out a slow name lookup: the whole check has a limit too.
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error("SMTP check timed out"), { code: "ETIMEDOUT" })),
      timeoutMs + 1000,
    );
  });
  try {
    await Promise.race([smtp.verify(), late]);
  } finally {
    clearTimeout(timer);
    smtp.close();
  }
}

function envelope(from: string, to: Recipient, mail: ComposedMail) {
  return {
    from,
    to: { name: headerText(to.name), address: to.address },
    subject: headerText(mail.subject),
    text: mail.text,
    html: mail.html,
  };
}

/** Sends over SMTP, or writes each message as an .eml file when no SMTP server is set. */
export function createMailTransport({ smtpUrl, from, outboxDir, log }: MailTransportOptions): MailTransport {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      send: async (to, mail) => {
        await smtp.sendMail(envelope(from, to, mail));
      },
      close: () => smtp.close(),
    };
  }

  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    send: async (to, mail) => {
      const { message } = await files.sendMail(envelope(from, to, mail));
      await ensurePrivateDir(outboxDir);
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(file, message as Buffer, { mode: 0o600 });
      // The path only: the message may carry a sign-in link.
      log({ level: "info", event: "mail.written", path: file });
    },
    close: () => files.close(),
  };
}
