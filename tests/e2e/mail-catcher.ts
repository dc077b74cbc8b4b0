import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT, MAIL_CATCHER_DIR } from "./mail-settings";

/** Recipients whose first message is refused for good (550), as a mailbox that is full might. */
export const REFUSED_ONCE = /^refused-once-/;

/**
 * Global setup: a real SMTP server for the test run. The site under test sends its mail
 * here (SMTP_URL in playwright.config.ts); each message is written as a file, which the
 * tests, in other processes, read (tests/e2e/mail.ts). The first message to an address
 * matching REFUSED_ONCE is refused, so that the site gives it up.
 */
export default async function startMailCatcher() {
  await rm(MAIL_CATCHER_DIR, { recursive: true, force: true });
  await mkdir(MAIL_CATCHER_DIR, { recursive: true });
  let sequence = 0;
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const first = session.envelope.rcptTo.find(
          (recipient) => REFUSED_ONCE.test(recipient.address) && !refused.has(recipient.address),
        );
        if (first) {
          refused.add(first.address);
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          return;
        }
        sequence += 1;
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(",");
        const name = `${Date.now()}-${String(sequence).padStart(5, "0")}-${to.replace(/[^a-z0-9@.+-]/gi, "_")}.eml`;
        writeFile(path.join(MAIL_CATCHER_DIR, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", resolve);
  });
  return () => new Promise<void>((resolve) => server.close(resolve));
}
