import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface TestSmtpServer {
  received: ReceivedMail[];
  port: number;
  url: string;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a port (a free one unless given) that keeps what it receives.
 * `refuse` answers every message with that SMTP code instead of accepting it. With `auth`
 * it takes mail only after AUTH with that user name and password (535 for any other).
 */
export async function startSmtpServer({
  port = 0,
  refuse,
  auth,
}: { port?: number; refuse?: number; auth?: { user: string; pass: string } } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !auth,
    // Plain connections only in the tests: AUTH without TLS is refused otherwise.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(given, _session, callback) {
      if (auth && given.username === auth.user && given.password === auth.pass) {
        callback(null, { user: given.username });
        return;
      }
      callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) {
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: refuse }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    received,
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    close: () => new Promise<void>((done) => server.close(done)),
  };
}

export function parseMail(mail: ReceivedMail): Promise<ParsedMail> {
  return simpleParser(mail.raw);
}
