import { describe, expect, test } from "vitest";
import { MAIL_ORIGIN, mailsTo, useMailTestServer, waitForMails } from "../../api/testing/mail-test-server";
import { createTestClient, registration, uniqueEmail } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";

const NEW_PASSWORD = "a brand new passphrase";
const SENT_EN =
  "If an account exists for this e-mail address, we have sent a link to choose a new password. It is valid for 30 minutes.";
const INVALID_EN = "This link is invalid, has expired or has already been used. Please ask for a new one.";

describe.each(BACKENDS)("password reset on %s", (backend) => {
  const context = useMailTestServer(backend);
  const client = () => createTestClient(context.server.origin);

  async function member(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const session = client();
    const registered = await session.call("/register", { body });
    expect(registered.status).toBe(201);
    await waitForMails(context.smtp, body.email); // the welcome
    return { body, session };
  }

  /** Asks for a link and returns the token of the newest reset mail. */
  async function resetLink(email: string): Promise<{ link: string; token: string }> {
    const before = (await mailsTo(context.smtp, email)).length;
    const asked = await client().call("/password-reset", { body: { email } });
    expect(asked.status).toBe(202);
    const mails = await waitForMails(context.smtp, email, before + 1);
    const link = /https:\S+reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? "");
    expect(link).not.toBeNull();
    return { link: link![0], token: link![1]! };
  }

  test("the answer is the same whether or not the address has an account", async () => {
    const { body } = await member();
    const known = await client().call("/password-reset", { body: { email: body.email } });
    const unknown = await client().call("/password-reset", { body: { email: uniqueEmail("nobody") } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.json).toEqual({ message: SENT_EN });
    expect(unknown.json).toEqual(known.json);
    const german = await client().call("/password-reset", {
      body: { email: uniqueEmail("niemand") },
      headers: { "X-User-Language": "de" },
    });
    expect(german.json).toEqual({
      message:
        "Falls es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Festlegen eines neuen Passworts geschickt. Er ist 30\u00a0Minuten gültig.",
    });
  });

  test("the link arrives in the member's language, and only for an existing account", async () => {
    const { body } = await member({ language: "german" });
    const { link } = await resetLink(body.email);
    expect(link.startsWith(`${MAIL_ORIGIN}/de/reset-password?token=`)).toBe(true);
    const mails = await mailsTo(context.smtp, body.email);
    expect(mails.at(-1)?.subject).toBe("Setze dein Passwort für Profit Scout zurück");

    const nobody = uniqueEmail("nobody");
    await client().call("/password-reset", { body: { email: nobody } });
    await context.outbox.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(context.smtp, nobody)).toEqual([]);
  });

  test("a new password signs this browser in, ends every other session and works once", async () => {
    const { body, session: otherDevice } = await member();
    const { token } = await resetLink(body.email);

    expect((await client().call("/password-reset/check", { body: { token } })).status).toBe(200);
    const browser = client();
    const confirmed = await browser.call("/password-reset/confirm", { body: { token, password: NEW_PASSWORD } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe(
      "Your new password is saved and you are signed in. Every other session has been ended.",
    );
    expect(confirmed.json.user).toMatchObject({ email: body.email, signInCount: 2 });
    expect(typeof confirmed.json.accessToken).toBe("string");
    expect(browser.cookie).toBeDefined();

    // The session from before the reset is over; this browser's new one works.
    expect((await otherDevice.call("/refresh")).status).toBe(401);
    expect((await browser.call("/refresh")).status).toBe(200);
    // Old password out, new one in.
    expect((await client().call("/login", { body: { email: body.email, password: body.password } })).status).toBe(401);
    expect((await client().call("/login", { body: { email: body.email, password: NEW_PASSWORD } })).status).toBe(200);
    // The link is spent.
    const again = await client().call("/password-reset/confirm", {
      body: { token, password: "yet another passphrase" },
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: INVALID_EN });
    expect((await client().call("/password-reset/check", { body: { token } })).status).toBe(400);
  });

  test("a newer link replaces the older one", async () => {
    const { body } = await member();
    const first = await resetLink(body.email);
    const second = await resetLink(body.email);
    expect((await client().call("/password-reset/check", { body: { token: first.token } })).status).toBe(400);
    expect((await client().call("/password-reset/check", { body: { token: second.token } })).status).toBe(200);
  });

  test("a link is good for 30 minutes", async () => {
    const { body } = await member();
    const { token } = await resetLink(body.email);
    context.server.clock.advance(29 * 60_000);
    expect((await client().call("/password-reset/check", { body: { token } })).status).toBe(200);
    context.server.clock.advance(2 * 60_000);
    const late = await client().call("/password-reset/confirm", {
      body: { token, password: NEW_PASSWORD },
      headers: { "X-User-Language": "de" },
    });
    expect(late.status).toBe(400);
    expect(late.json).toEqual({
      error: "Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet. Bitte fordere einen neuen an.",
    });
  });

  test("a refused new password changes nothing and leaves the link usable", async () => {
    const { body } = await member();
    const { token } = await resetLink(body.email);
    const common = await client().call("/password-reset/confirm", { body: { token, password: "password123" } });
    expect(common.status).toBe(422);
    expect(common.json.error).toMatch(/most common passwords/);
    const isEmail = await client().call("/password-reset/confirm", { body: { token, password: body.email } });
    expect(isEmail.status).toBe(422);
    expect((await client().call("/login", { body: { email: body.email, password: body.password } })).status).toBe(200);
    expect((await client().call("/password-reset/check", { body: { token } })).status).toBe(200);
  });

  test("bad input gets a clear 4xx", async () => {
    const cases: [string, unknown, number, RegExp][] = [
      ["/password-reset", { email: "not an address" }, 422, /valid e-mail/],
      ["/password-reset", { email: "a@example.com", extra: 1 }, 422, /Unknown field 'extra'/],
      ["/password-reset", [], 400, /JSON object/],
      ["/password-reset/check", { token: "short" }, 422, /incomplete/],
      ["/password-reset/confirm", { token: "x".repeat(43) }, 422, /the field “Password”/],
      ["/password-reset/confirm", { token: "x".repeat(43), password: NEW_PASSWORD }, 400, /invalid, has expired/],
    ];
    for (const [path, body, status, message] of cases) {
      const result = await client().call(path, { body });
      expect(result.status, path).toBe(status);
      expect(String(result.json.error), path).toMatch(message);
    }
  });

  test("requests for one address are limited", async () => {
    const { body } = await member();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await client().call("/password-reset", { body: { email: body.email } })).status).toBe(202);
    const fourth = await client().call("/password-reset", { body: { email: body.email.toUpperCase() } });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  test("one mailbox is one address for the limit, with a +tag or in capitals", async () => {
    const mailbox = uniqueEmail("tagged");
    const [local, domain] = mailbox.split("@");
    for (const spelling of [`${local}+a@${domain}`, `${local}+b@${domain}`, mailbox.toUpperCase()])
      expect((await client().call("/password-reset", { body: { email: spelling } })).status).toBe(202);
    const fourth = await client().call("/password-reset", { body: { email: `${local}+c@${domain}` } });
    expect(fourth.status).toBe(429);
  });

  test("checks and uses of links count together, limited per client address", async () => {
    const visitor = client();
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await visitor.call("/password-reset/check", { body: { token: "y".repeat(43) } })).status).toBe(400);
      const used = await visitor.call("/password-reset/confirm", {
        body: { token: "y".repeat(43), password: NEW_PASSWORD },
      });
      expect(used.status).toBe(400);
    }
    const over = await visitor.call("/password-reset/check", { body: { token: "y".repeat(43) } });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
