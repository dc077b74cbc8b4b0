import { afterAll, beforeAll, expect } from "vitest";
import type { OpenedDatabase } from "../../db";
import { createMailOutbox, type MailOutbox } from "../../mail/outbox";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../../mail/testing/smtp-server";
import { createMailTransport } from "../../mail/transport";
import { type Backend, openTestDatabase } from "../../db/testing/test-database";
import type { ApiOptions } from "..";
import { startTestServer, type TestServer } from "./test-server";

/** The origin links in the test server's mails point to. */
export const MAIL_ORIGIN = "https://profit-scout.test";

export interface MailTestContext {
  database: OpenedDatabase;
  server: TestServer;
  smtp: TestSmtpServer;
  outbox: MailOutbox;
}

/**
 * For one describe block: the auth API on a fresh database of this backend, sending its
 * mail through the outbox to a real SMTP server that keeps what it receives; `options`
 * adds to the API's (the Stripe webhook's secret, the terms).
 */
export function useMailTestServer(
  backend: Backend,
  options: Partial<Omit<ApiOptions, "db" | "clock" | "logger" | "mail">> = {},
): MailTestContext {
  const context = {} as MailTestContext;
  beforeAll(async () => {
    context.database = await openTestDatabase(backend);
    context.smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: context.smtp.url,
      from: "Profit Scout <no-reply@profit-scout.test>",
      outboxDir: "unused",
      log: () => {},
    });
    context.outbox = createMailOutbox({ db: context.database.db, transport, log: () => {}, pollMs: 100 });
    context.server = await startTestServer(context.database.db, {
      mail: { outbox: context.outbox, origin: MAIL_ORIGIN },
      ...options,
    });
  });
  afterAll(async () => {
    await context.server?.close();
    await context.outbox?.stop();
    await context.smtp?.close();
    await context.database?.close();
  });
  return context;
}

/** The messages received for an address so far, parsed. */
export async function mailsTo(smtp: TestSmtpServer, address: string) {
  return Promise.all(smtp.received.filter((mail) => mail.to.includes(address)).map(parseMail));
}

/** Waits until `count` messages for the address have arrived, and returns them all. */
export async function waitForMails(smtp: TestSmtpServer, address: string, count = 1) {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 5000 })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(smtp, address);
}

/**
 * Waits for the `count`th message to the address and returns the link of that page
 * ("reset-password", "confirm-email") that the newest message carrying one holds, with its
 * token. Mails are sent after the answer, so another kind of mail (the welcome mail of a
 * registration just before) may arrive after the one with the link.
 */
export async function waitForLink(
  smtp: TestSmtpServer,
  address: string,
  page: string,
  count = 1,
): Promise<{ link: string; token: string }> {
  const mails = await waitForMails(smtp, address, count);
  const pattern = new RegExp(`https:\\S+${page}\\?token=([A-Za-z0-9_-]{43})`);
  const found = mails
    .map((mail) => pattern.exec(mail.text ?? ""))
    .filter((match) => match !== null)
    .at(-1);
  expect(found, `a ${page} link in a mail to ${address}`).toBeDefined();
  return { link: found![0], token: found![1]! };
}
