import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../../db";
import { createMailOutbox, type MailOutbox } from "../../mail/outbox";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../../mail/testing/smtp-server";
import { createMailTransport } from "../../mail/transport";
import { createTestClient, registration } from "../testing/test-client";
import { BACKENDS, openTestDatabase } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

const ORIGIN = "https://profit-scout.test";

describe.each(BACKENDS)("the welcome mail on %s", (backend) => {
  let database: OpenedDatabase;
  let smtp: TestSmtpServer;
  let outbox: MailOutbox;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: "Profit Scout <no-reply@profit-scout.test>",
      outboxDir: "unused",
      log: () => {},
    });
    outbox = createMailOutbox({ db: database.db, transport, log: () => {} });
    server = await startTestServer(database.db, { mail: { outbox, origin: ORIGIN } });
  });
  afterAll(async () => {
    await server.close();
    await outbox.stop();
    await smtp.close();
    await database.close();
  });

  test("a registration mails a welcome in the member's language, with the link to the courses", async () => {
    const client = createTestClient(server.origin);
    const body = registration({ name: "Jana Schulz", language: "german" });
    const registered = await client.call("/register", { body });
    expect(registered.status).toBe(201);
    await outbox.drain();

    const mail = smtp.received.find((received) => received.to.includes(body.email as string));
    expect(mail).toBeDefined();
    const parsed = await parseMail(mail!);
    expect(parsed.subject).toBe("Willkommen bei Profit Scout");
    expect(parsed.to).toMatchObject({ value: [{ name: "Jana Schulz", address: body.email }] });
    expect(parsed.text).toContain("Hallo Jana Schulz,");
    expect(parsed.text).toContain(`${ORIGIN}/de/member/courses`);
  });

  test("a refused registration mails nothing", async () => {
    const client = createTestClient(server.origin);
    const body = registration();
    await client.call("/register", { body });
    await outbox.drain();
    const before = smtp.received.length;
    const again = await createTestClient(server.origin).call("/register", { body });
    expect(again.status).toBe(409);
    await outbox.drain();
    expect(smtp.received.length).toBe(before);
  });
});
