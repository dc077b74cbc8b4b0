import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { composeMail } from "./compose";
import { type ReceivedMail as Received, startSmtpServer } from "./testing/smtp-server";
import { createMailTransport } from "./transport";

const FROM = "Profit Scout <no-reply@profit-scout.example>";
const RESET = composeMail(
  "passwordReset",
  "de",
  {
    name: "Jana",
    link: "https://www.profit-scout.example/de/reset-password#token-value",
    minutes: 30,
  },
  "https://www.profit-scout.example",
);

describe("mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  test("delivers the message in the member's language as plain text and HTML", async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM, outboxDir: "unused", log: () => {} });
    await transport.send({ name: "Jana", address: "jana@example.com" }, RESET);
    transport.close();
    const message = smtp.received.at(-1) as Received;
    expect(message.to).toEqual(["jana@example.com"]);
    expect(message.from).toBe("no-reply@profit-scout.example");
    const parsed = await simpleParser(message.raw);
    expect(parsed.subject).toBe("Setze dein Passwort für Profit Scout zurück");
    expect(parsed.text).toContain("Hallo Jana,");
    expect(parsed.text).toContain("https://www.profit-scout.example/de/reset-password#token-value");
    expect(parsed.text).toContain("Impressum: https://www.profit-scout.example/de/imprint");
    expect(parsed.html).toContain('<html lang="de">');
    expect(parsed.html).toContain('href="https://www.profit-scout.example/de/reset-password#token-value"');
    // Nothing loads from elsewhere when the message is opened.
    expect(parsed.html).not.toMatch(/<img|<script|<link|url\(/i);
  });

  test("a name with line breaks adds no header and no recipient", async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM, outboxDir: "unused", log: () => {} });
    const name = "Eve\r\nBcc: attacker@evil.example\r\nSubject: Win";
    await transport.send(
      { name, address: "eve@example.com" },
      composeMail(
        "welcome",
        "en",
        {
          name,
          coursesUrl: "https://www.profit-scout.example/member/courses",
          supportEmail: "support@profit-scout.example",
          confirmUrl: "https://www.profit-scout.example/confirm-address?token=t",
          hours: 24,
        },
        "https://www.profit-scout.example",
      ),
    );
    transport.close();
    const message = smtp.received.at(-1) as Received;
    expect(message.to).toEqual(["eve@example.com"]);
    const parsed = await simpleParser(message.raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe("Welcome to Profit Scout");
    expect(parsed.headers.get("to")).toMatchObject({ value: [{ address: "eve@example.com" }] });
    const headers = message.raw.toString().split("\r\n\r\n")[0] ?? "";
    expect(headers).not.toMatch(/^(Bcc|Cc):/im);
    expect(headers.match(/^Subject:/gim)).toHaveLength(1);
  });

  test("a server that is down makes sending fail, so the message can be tried again", async () => {
    const down = await startSmtpServer();
    await down.close();
    const transport = createMailTransport({ smtpUrl: down.url, from: FROM, outboxDir: "unused", log: () => {} });
    await expect(transport.send({ name: "Jana", address: "jana@example.com" }, RESET)).rejects.toThrow();
    transport.close();
  });
});

describe("mail without an SMTP server", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "outbox-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  test("writes each message as an .eml file only the server can read, and logs its path only", async () => {
    const lines: Record<string, unknown>[] = [];
    const outboxDir = path.join(folder, "outbox");
    const transport = createMailTransport({ from: FROM, outboxDir, log: (line) => lines.push(line) });
    expect(transport.kind).toBe("outbox");
    await transport.send({ name: "Jana", address: "jana@example.com" }, RESET);
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const filePath = path.join(outboxDir, file as string);
    expect((await stat(filePath)).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(await readFile(filePath));
    expect(parsed.subject).toBe("Setze dein Passwort für Profit Scout zurück");
    expect(parsed.text).toContain("#token-value");
    expect(lines).toEqual([{ level: "info", event: "mail.written", path: filePath }]);
    expect(JSON.stringify(lines)).not.toContain("token-value");
  });
});
