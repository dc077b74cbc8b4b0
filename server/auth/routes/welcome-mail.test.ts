import { describe, expect, test } from "vitest";
import { MAIL_ORIGIN, mailsTo, useMailTestServer, waitForMails } from "../../api/testing/mail-test-server";
import { createTestClient, registration } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";

describe.each(BACKENDS)("the welcome mail on %s", (backend) => {
  const context = useMailTestServer(backend);

  test("a registration mails a welcome in the member's language, with the link to the courses", async () => {
    const client = createTestClient(context.server.origin);
    const body = registration({ name: "Jana Schulz", language: "german" });
    const registered = await client.call("/register", { body });
    expect(registered.status).toBe(201);

    const [mail] = await waitForMails(context.smtp, body.email);
    expect(mail?.subject).toBe("Willkommen bei Profit Scout");
    expect(mail?.to).toMatchObject({ value: [{ name: "Jana Schulz", address: body.email }] });
    expect(mail?.text).toContain("Hallo Jana Schulz,");
    expect(mail?.text).toContain(`${MAIL_ORIGIN}/de/member/courses`);
  });

  test("a refused registration mails nothing", async () => {
    const body = registration();
    await createTestClient(context.server.origin).call("/register", { body });
    await waitForMails(context.smtp, body.email);
    const again = await createTestClient(context.server.origin).call("/register", { body });
    expect(again.status).toBe(409);
    await context.outbox.drain();
    expect(await mailsTo(context.smtp, body.email)).toHaveLength(1);
  });
});
