import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { tables } from "../../db/tables";
import { MAIL_ORIGIN, mailsTo, useMailTestServer, waitForMails } from "../../api/testing/mail-test-server";
import { createTestClient, registration, uniqueEmail } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";

const REQUESTED_EN =
  "We have sent a link to the new address. Confirm it through that link within 30 minutes; only then does your address change.";
const INVALID_EN = "This link is invalid, has expired or has already been used. Please ask for a new one.";
const LINK = /https:\S+confirm-email\?token=([A-Za-z0-9_-]{43})/;

describe.each(BACKENDS)("changing the e-mail address on %s", (backend) => {
  const context = useMailTestServer(backend);
  const client = () => createTestClient(context.server.origin);

  async function member(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const session = client();
    const registered = await session.call("/register", { body });
    expect(registered.status).toBe(201);
    await waitForMails(context.smtp, body.email); // the welcome
    return { body, session, bearer: registered.json.accessToken as string };
  }

  type Member = Awaited<ReturnType<typeof member>>;

  const askFor = ({ session, bearer, body }: Member, newEmail: string, headers: Record<string, string> = {}) =>
    session.call("/email-change", { bearer, body: { newEmail, currentPassword: body.password }, headers });

  /** Asks for a change and returns the link of the newest confirmation mail to the new address. */
  async function confirmLink(who: Member, newEmail: string): Promise<{ link: string; token: string }> {
    const before = (await mailsTo(context.smtp, newEmail)).length;
    const asked = await askFor(who, newEmail);
    expect(asked.status).toBe(202);
    const mails = await waitForMails(context.smtp, newEmail, before + 1);
    const found = LINK.exec(mails.at(-1)?.text ?? "");
    expect(found).not.toBeNull();
    return { link: found![0], token: found![1]! };
  }

  /** Lets the outbox send what is due, then gives the SMTP server a moment. */
  async function settle() {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await context.outbox.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  test("the new address confirms the change; the old one is told, and only the new one signs in", async () => {
    const who = await member({ name: "Jana Schulz" });
    const newEmail = uniqueEmail("moved");
    const asked = await askFor(who, newEmail);
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual({ message: REQUESTED_EN });

    const [confirmMail] = await waitForMails(context.smtp, newEmail);
    expect(confirmMail?.subject).toBe("Confirm your new e-mail address");
    expect(confirmMail?.to).toMatchObject({ value: [{ name: "Jana Schulz", address: newEmail }] });
    expect(confirmMail?.text).toContain(`please confirm that ${newEmail} is the new e-mail address`);
    const link = LINK.exec(confirmMail?.text ?? "");
    expect(link?.[0].startsWith(`${MAIL_ORIGIN}/confirm-email?token=`)).toBe(true);
    const token = link![1]!;
    // Nothing changes before the link is used.
    expect((await who.session.call("/me", { method: "GET", bearer: who.bearer })).json.user).toMatchObject({
      email: who.body.email,
    });

    expect((await client().call("/email-change/check", { body: { token } })).json).toEqual({ newEmail });
    const confirmed = await client().call("/email-change/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      user: { email: newEmail, name: "Jana Schulz" },
      message: "Your e-mail address has been changed. From now on, sign in with the new one.",
    });
    expect(confirmed.json).not.toHaveProperty("accessToken");

    // The session that asked goes on, and sees the new address.
    const me = await who.session.call("/me", { method: "GET", bearer: who.bearer });
    expect(me.json.user).toMatchObject({ email: newEmail });

    const password = who.body.password;
    expect((await client().call("/login", { body: { email: newEmail.toUpperCase(), password } })).status).toBe(200);
    expect((await client().call("/login", { body: { email: who.body.email, password } })).status).toBe(401);

    const notices = await waitForMails(context.smtp, who.body.email, 2);
    const notice = notices.at(-1);
    expect(notice?.subject).toBe("Your e-mail address was changed");
    expect(notice?.text).toContain(`was changed to ${newEmail}`);
    // The old address's owner now can register again; the new one is taken.
    expect((await client().call("/register", { body: registration({ email: newEmail.toUpperCase() }) })).status).toBe(
      409,
    );
  });

  test("the mail and the notice come in the member's language; errors in the language of the request", async () => {
    const who = await member({ language: "german" });
    const newEmail = uniqueEmail("umzug");
    const asked = await askFor(who, newEmail, { "X-User-Language": "de" });
    expect(asked.json).toEqual({
      message:
        "Wir haben einen Link an die neue Adresse geschickt. Bestätige sie innerhalb von 30\u00a0Minuten über diesen Link; erst dann ändert sich deine Adresse.",
    });
    const [mail] = await waitForMails(context.smtp, newEmail);
    expect(mail?.subject).toBe("Bestätige deine neue E-Mail-Adresse");
    const token = LINK.exec(mail?.text ?? "")![1]!;
    expect(mail?.text).toContain(`${MAIL_ORIGIN}/de/confirm-email?token=${token}`);
    const confirmed = await client().call("/email-change/confirm", {
      body: { token },
      headers: { "X-User-Language": "de" },
    });
    expect(confirmed.json.message).toBe("Deine E-Mail-Adresse wurde geändert. Melde dich ab jetzt mit der neuen an.");
    const notices = await waitForMails(context.smtp, who.body.email, 2);
    expect(notices.at(-1)?.subject).toBe("Deine E-Mail-Adresse wurde geändert");
  });

  test("a wrong current password is refused with 403 and mails nothing", async () => {
    const who = await member();
    const newEmail = uniqueEmail("wrong");
    const wrong = await who.session.call("/email-change", {
      bearer: who.bearer,
      body: { newEmail, currentPassword: "not my password at all" },
      headers: { "X-User-Language": "de" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ error: "Das aktuelle Passwort ist falsch." });
    await settle();
    expect(await mailsTo(context.smtp, newEmail)).toEqual([]);
  });

  test("an address of another account gets the same answer and no mail, in any spelling of case", async () => {
    const who = await member();
    const other = await member();
    const free = await askFor(who, uniqueEmail("free"));
    const taken = await askFor(who, other.body.email.toUpperCase());
    expect(taken.status).toBe(free.status);
    expect(taken.json).toEqual(free.json);
    await settle();
    // The other account's owner got their welcome and nothing else.
    expect(await mailsTo(context.smtp, other.body.email)).toHaveLength(1);
    expect(context.smtp.received.filter((mail) => mail.to.includes(other.body.email.toUpperCase()))).toEqual([]);
  });

  test("the current address is refused with 422", async () => {
    const who = await member();
    const same = await askFor(who, `  ${who.body.email.toUpperCase()} `);
    expect(same.status).toBe(422);
    expect(same.json).toEqual({ error: "This is already the e-mail address of your account." });
  });

  test("a link works once", async () => {
    const who = await member();
    const newEmail = uniqueEmail("once");
    const { token } = await confirmLink(who, newEmail);
    expect((await client().call("/email-change/confirm", { body: { token } })).status).toBe(200);
    const again = await client().call("/email-change/confirm", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: INVALID_EN });
    expect((await client().call("/email-change/check", { body: { token } })).status).toBe(400);
  });

  test("a link is good for 30 minutes", async () => {
    const who = await member();
    const newEmail = uniqueEmail("late");
    const { token } = await confirmLink(who, newEmail);
    context.server.clock.advance(29 * 60_000);
    expect((await client().call("/email-change/check", { body: { token } })).status).toBe(200);
    context.server.clock.advance(2 * 60_000);
    const late = await client().call("/email-change/confirm", { body: { token } });
    expect(late.status).toBe(400);
    expect(late.json).toEqual({ error: INVALID_EN });
    expect((await who.session.call("/login", { body: { email: newEmail, password: who.body.password } })).status).toBe(
      401,
    );
  });

  test("a newer link replaces the older one", async () => {
    const who = await member();
    const first = await confirmLink(who, uniqueEmail("first"));
    const secondEmail = uniqueEmail("second");
    const second = await confirmLink(who, secondEmail);
    expect((await client().call("/email-change/confirm", { body: { token: first.token } })).status).toBe(400);
    const confirmed = await client().call("/email-change/confirm", { body: { token: second.token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user).toMatchObject({ email: secondEmail });
  });

  test("an address taken between the request and the confirmation is refused with 409 and nothing changes", async () => {
    const who = await member();
    const newEmail = uniqueEmail("contested");
    const { token } = await confirmLink(who, newEmail);
    const someoneElse = await client().call("/register", { body: registration({ email: newEmail.toUpperCase() }) });
    expect(someoneElse.status).toBe(201);

    const refused = await client().call("/email-change/confirm", { body: { token } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error: "This address now belongs to another account, so your e-mail address has not been changed.",
    });
    const me = await who.session.call("/me", { method: "GET", bearer: who.bearer });
    expect(me.json.user).toMatchObject({ email: who.body.email });
    await settle();
    // No notice to the old address (only the welcome is there).
    expect(await mailsTo(context.smtp, who.body.email)).toHaveLength(1);
  });

  test("two members confirming one address at once: one gets it, the other 409", async () => {
    const first = await member();
    const second = await member();
    const wanted = uniqueEmail("wanted");
    const one = await confirmLink(first, wanted);
    const two = await confirmLink(second, wanted);
    const answers = await Promise.all(
      [one, two].map(({ token }) => client().call("/email-change/confirm", { body: { token } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.json.user as { id: string };
    for (const who of [first, second]) {
      const me = (await who.session.call("/me", { method: "GET", bearer: who.bearer })).json.user as { id: string };
      expect(me).toMatchObject({ email: me.id === winner.id ? wanted : who.body.email });
    }
  });

  test("a line break in the name cannot add a header or a recipient", async () => {
    const who = await member();
    const id = ((await who.session.call("/me", { method: "GET", bearer: who.bearer })).json.user as { id: string }).id;
    // The API refuses such a name; written straight into the database, it must still be harmless.
    await context.database.db
      .update(tables(context.database.db).users)
      .set({ name: "Eve\r\nBcc: spy@example.com\r\nX-Injected: yes" })
      .where(eq(tables(context.database.db).users.id, id));
    const newEmail = uniqueEmail("headers");
    const before = context.smtp.received.length;
    await confirmLink(who, newEmail);
    await settle();
    const sent = context.smtp.received.slice(before);
    expect(sent.flatMap((mail) => mail.to)).toEqual([newEmail]);
    const [mail] = await mailsTo(context.smtp, newEmail);
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.headers.has("x-injected")).toBe(false);
    // The name stays a display name, on one line.
    expect(mail?.to).toMatchObject({
      value: [{ address: newEmail, name: "Eve Bcc: spy@example.com X-Injected: yes" }],
    });
    const head = sent[0]!.raw.toString("utf8").split("\r\n\r\n")[0]!;
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
  });

  test("bad input gets a clear 4xx", async () => {
    const who = await member();
    const cases: [string, unknown, number, RegExp][] = [
      [
        "/email-change",
        { newEmail: "not an address", currentPassword: "x" },
        422,
        /^Please enter a valid new e-mail address/,
      ],
      [
        "/email-change",
        { newEmail: "a@example.com\r\nBcc: b@example.com", currentPassword: "x" },
        422,
        /valid new e-mail/,
      ],
      ["/email-change", { newEmail: "a@example.com" }, 422, /the field “Current password”/],
      [
        "/email-change",
        { newEmail: "a@example.com", currentPassword: "x", email: "b@example.com" },
        422,
        /Unknown field 'email'/,
      ],
      ["/email-change", { newEmail: 7, currentPassword: "x" }, 422, /“New e-mail address” must contain text/],
      ["/email-change", [], 400, /JSON object/],
      ["/email-change/check", { token: "short" }, 422, /incomplete/],
      ["/email-change/confirm", {}, 422, /the field “token”/],
      ["/email-change/confirm", { token: "x".repeat(43) }, 400, /invalid, has expired/],
    ];
    for (const [path, body, status, message] of cases) {
      const result = await who.session.call(path, { bearer: who.bearer, body });
      expect(result.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(String(result.json.error), path).toMatch(message);
    }
    const raw = await who.session.call("/email-change", {
      bearer: who.bearer,
      rawBody: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(raw.status).toBe(400);
    const signedOut = await client().call("/email-change", {
      body: { newEmail: "a@example.com", currentPassword: "x" },
    });
    expect(signedOut.status).toBe(401);
    expect((await client().call("/email-change", { method: "GET" })).status).toBe(405);
  });

  test("requests are limited per member", async () => {
    const who = await member();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await askFor(who, uniqueEmail("limit"))).status).toBe(202);
    const fourth = await askFor(who, uniqueEmail("limit"));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  test("uses of links are limited per client address", async () => {
    const visitor = client();
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect((await visitor.call("/email-change/confirm", { body: { token: "y".repeat(43) } })).status).toBe(400);
    const over = await visitor.call("/email-change/confirm", { body: { token: "y".repeat(43) } });
    expect(over.status).toBe(429);
  });
});
