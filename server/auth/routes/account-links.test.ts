import { describe, expect, test } from "vitest";
import { MAIL_ORIGIN, mailsTo, useMailTestServer, waitForLink, waitForMails } from "../../api/testing/mail-test-server";
import { createTestClient, registration, uniqueEmail } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";

const INVALID_EN = "This link is invalid, has expired or has already been used. Please ask for a new one.";

/** Every open link of a member dies with the password, the address or the sessions it was issued under. */
describe.each(BACKENDS)("a member's open links on %s", (backend) => {
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

  /** Asks for a reset link for the address and returns its token. */
  async function resetToken(email: string): Promise<string> {
    const before = (await mailsTo(context.smtp, email)).length;
    expect((await client().call("/password-reset", { body: { email } })).status).toBe(202);
    return (await waitForLink(context.smtp, email, "reset-password", before + 1)).token;
  }

  async function emailChangeToken(who: Awaited<ReturnType<typeof member>>, newEmail: string): Promise<string> {
    const asked = await who.session.call("/email-change", {
      bearer: who.bearer,
      body: { newEmail, currentPassword: who.body.password },
    });
    expect(asked.status).toBe(202);
    return (await waitForLink(context.smtp, newEmail, "confirm-email")).token;
  }

  async function expectDead(path: "/password-reset" | "/email-change", token: string) {
    const check = await client().call(`${path}/check`, { body: { token } });
    expect(check.status, `${path}/check`).toBe(400);
    const confirm = await client().call(`${path}/confirm`, {
      body: path === "/password-reset" ? { token, password: "yet another passphrase" } : { token },
    });
    expect(confirm.status, `${path}/confirm`).toBe(400);
    expect(confirm.json.error).toBe(INVALID_EN);
  }

  test("an attacker's e-mail-change link dies when the owner resets the password", async () => {
    const owner = await member();
    // Someone holding the session and the password asks to move the account to their address.
    const attackerEmail = uniqueEmail("attacker");
    const attackerToken = await emailChangeToken(owner, attackerEmail);

    const reset = await resetToken(owner.body.email);
    const recovered = client();
    const confirmed = await recovered.call("/password-reset/confirm", {
      body: { token: reset, password: "the owner's new passphrase" },
    });
    expect(confirmed.status).toBe(200);

    await expectDead("/email-change", attackerToken);
    const signIn = await client().call("/login", {
      body: { email: owner.body.email, password: "the owner's new passphrase" },
    });
    expect(signIn.json.user).toMatchObject({ email: owner.body.email });
    const attackerSignIn = await client().call("/login", {
      body: { email: attackerEmail, password: "the owner's new passphrase" },
    });
    expect(attackerSignIn.status).toBe(401);
  });

  test("a password change on the account page ends open reset and e-mail-change links", async () => {
    const owner = await member();
    const reset = await resetToken(owner.body.email);
    const change = await emailChangeToken(owner, uniqueEmail("elsewhere"));

    const changed = await owner.session.call("/password", {
      bearer: owner.bearer,
      body: { currentPassword: owner.body.password, newPassword: "a freshly chosen passphrase" },
    });
    expect(changed.status).toBe(200);

    await expectDead("/password-reset", reset);
    await expectDead("/email-change", change);
    const signIn = await client().call("/login", {
      body: { email: owner.body.email, password: "a freshly chosen passphrase" },
    });
    expect(signIn.status).toBe(200);
  });

  test("signing out everywhere ends open reset and e-mail-change links", async () => {
    const owner = await member();
    const reset = await resetToken(owner.body.email);
    const change = await emailChangeToken(owner, uniqueEmail("elsewhere"));
    const ended = await owner.session.call("/logout-everywhere", { bearer: owner.bearer });
    expect(ended.status).toBe(200);
    await expectDead("/password-reset", reset);
    await expectDead("/email-change", change);
  });

  test("a confirmed e-mail change ends the reset link mailed to the old address", async () => {
    const owner = await member();
    const reset = await resetToken(owner.body.email);
    const change = await emailChangeToken(owner, uniqueEmail("moved"));
    expect((await client().call("/email-change/confirm", { body: { token: change } })).status).toBe(200);
    await expectDead("/password-reset", reset);
  });

  test("after a change or a reset the member is told, in their language, with a way back that signs nobody in", async () => {
    const owner = await member({ language: "german", name: "Jana" });
    const changed = await owner.session.call("/password", {
      bearer: owner.bearer,
      body: { currentPassword: owner.body.password, newPassword: "ein frisch gewähltes Passwort" },
    });
    expect(changed.status).toBe(200);
    const [, notice] = await waitForMails(context.smtp, owner.body.email, 2);
    expect(notice?.subject).toBe("Dein Passwort für Profit Scout wurde geändert");
    expect(notice?.text).toContain("Hallo Jana,");
    expect(notice?.text).toContain("Das warst du nicht? Dann setze dein Passwort sofort zurück:");
    expect(notice?.text).toContain(`${MAIL_ORIGIN}/de/forgot-password`);
    expect(notice?.text).not.toContain("token=");
    expect(notice?.html).toContain(`href="${MAIL_ORIGIN}/de/forgot-password"`);

    const english = await member();
    const reset = await resetToken(english.body.email);
    const confirmed = await client().call("/password-reset/confirm", {
      body: { token: reset, password: "the owner's new passphrase" },
    });
    expect(confirmed.status).toBe(200);
    const mails = await waitForMails(context.smtp, english.body.email, 3);
    expect(mails.at(-1)?.subject).toBe("Your Profit Scout password was changed");
    expect(mails.at(-1)?.text).toContain("This wasn't you? Reset your password right away:");
    expect(mails.at(-1)?.text).toContain(`${MAIL_ORIGIN}/forgot-password`);
    expect(mails.at(-1)?.text).not.toContain("token=");
  });
});
