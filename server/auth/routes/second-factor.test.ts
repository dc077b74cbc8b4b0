import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { tables } from "../../db/tables";
import { removeSecondFactor } from "../second-factor";
import { setRole } from "../users";
import { useMailTestServer, waitForLink } from "../../api/testing/mail-test-server";
import { codeFor, turnOnSecondFactor } from "../testing/second-factor";
import { createTestClient, registration } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";

describe.each(BACKENDS)("the second factor on %s", (backend) => {
  const context = useMailTestServer(backend);
  const client = () => createTestClient(context.server.origin);
  const now = () => context.server.clock.now();
  const nextStep = () => context.server.clock.advance(30_000);

  async function memberWithSecondFactor() {
    const body = registration();
    const session = client();
    const registered = await session.call("/register", { body });
    const bearer = registered.json.accessToken as string;
    const { secret, recoveryCodes } = await turnOnSecondFactor(session, bearer, body.password, context.server.clock);
    return { body, session, bearer, secret, recoveryCodes };
  }

  const signIn = (body: { email: string; password: string }, code?: string, who = client()) =>
    who.call("/login", { body: { email: body.email, password: body.password, code } });

  test("set-up shows a secret for the app; the first right code turns it on and hands out ten recovery codes", async () => {
    const body = registration();
    const session = client();
    const bearer = (await session.call("/register", { body })).json.accessToken as string;
    expect((await session.call("/second-factor/setup", { bearer, body: { password: "wrong" } })).status).toBe(403);
    const setup = await session.call("/second-factor/setup", { bearer, body: { password: body.password } });
    expect(setup.status).toBe(200);
    expect(setup.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json.uri).toMatch(/^otpauth:\/\/totp\/Profit%20Scout:.+\?.*secret=[A-Z2-7]{32}/);
    expect((setup.json.qr as string[]).every((row) => /^[01]+$/.test(row))).toBe(true);
    const secret = setup.json.secret as string;

    const wrong = await session.call("/second-factor/enable", { bearer, body: { code: "000000" } });
    expect(wrong.status).toBe(422);
    const enabled = await session.call("/second-factor/enable", {
      bearer,
      body: { code: codeFor(secret, now()) },
      headers: { "X-User-Language": "de" },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.json.message).toBe(
      "Die Zwei-Faktor-Authentifizierung ist eingeschaltet. Bewahre deine Wiederherstellungscodes sicher auf.",
    );
    expect(enabled.json.user).toMatchObject({ secondFactor: true });
    const codes = enabled.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    // Stored encrypted: neither the secret nor a recovery code appears in the database as given.
    const { users, recoveryCodes } = tables(context.database.db);
    const [row] = await context.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.totpSecret).toBeTruthy();
    expect(row?.totpSecret).not.toContain(secret);
    const stored = await context.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row!.id));
    expect(stored.map((code) => code.codeHash)).not.toContain(codes[0]);
  });

  test("a sign-in asks for the code; a code works once; a recovery code works once", async () => {
    const { body, secret, recoveryCodes } = await memberWithSecondFactor();
    const without = await signIn(body);
    expect(without.status).toBe(401);
    expect(without.json).toEqual({
      secondFactor: "required",
      error: "Enter the 6-digit code from your authenticator app, or a recovery code.",
    });
    const code = codeFor(secret, now());
    const signedIn = await signIn(body, code);
    expect(signedIn.status).toBe(200);
    expect(typeof signedIn.json.accessToken).toBe("string");
    // The same code again: refused, as one read over a shoulder would be.
    const replayed = await signIn(body, code);
    expect(replayed.status).toBe(401);
    expect(replayed.json.error).toMatch(/^This code is wrong or has been used already/);

    expect((await signIn(body, recoveryCodes[0]!.toUpperCase().replace("-", " "))).status).toBe(200);
    expect((await signIn(body, recoveryCodes[0])).status).toBe(401);
    expect((await signIn(body, recoveryCodes[1])).status).toBe(200);
    // The right code with a wrong password gets the same answer as any wrong password.
    nextStep();
    const wrongPassword = await signIn({ email: body.email, password: "not the password" }, codeFor(secret, now()));
    expect(wrongPassword.json).toEqual({ error: "Invalid e-mail or password" });
  });

  test("wrong codes lock the sign-in like wrong passwords: ten in a row from one browser", async () => {
    const { body, secret } = await memberWithSecondFactor();
    const attacker = client();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn(body, String(100000 + attempt), attacker)).status).toBe(401);
    const locked = await signIn(body, codeFor(secret, now()), attacker);
    expect(locked.status).toBe(429);
    // Another browser of the owner is not locked out by these guesses' address.
    expect((await signIn(body, codeFor(secret, now()))).status).toBe(200);
  });

  test("an admin needs a session that passed the second factor; a CSV export needs a fresh code", async () => {
    const body = registration();
    const session = client();
    const bearer = (await session.call("/register", { body })).json.accessToken as string;
    await setRole(context.database.db, body.email, "admin");
    const overview = (token: string, language = "en") =>
      client().call("/overview", {
        base: "/api/admin",
        method: "GET",
        bearer: token,
        headers: { "X-User-Language": language },
      });
    const setupFirst = await overview(bearer, "de");
    expect(setupFirst.status).toBe(403);
    expect(setupFirst.json).toEqual({
      secondFactor: "setup",
      error:
        "Für das Dashboard brauchst du die Zwei-Faktor-Authentifizierung. Richte sie zuerst auf deiner Kontoseite ein.",
    });
    // Another session, started before the second factor was turned on, has not passed it.
    const older = (await signIn(body)).json.accessToken as string;
    const { secret } = await turnOnSecondFactor(session, bearer, body.password, context.server.clock);
    expect((await overview(bearer)).status).toBe(200);
    const notPassed = await overview(older);
    expect(notPassed.status).toBe(403);
    expect(notPassed.json.secondFactor).toBe("sign-in");

    const exportCsv = async (code?: string) => {
      const response = await fetch(`${context.server.origin}/api/crm/contacts/export`, {
        headers: { Authorization: `Bearer ${bearer}`, ...(code ? { "X-Second-Factor-Code": code } : {}) },
      });
      const text = await response.text();
      return { status: response.status, json: response.ok ? {} : (JSON.parse(text) as Record<string, unknown>) };
    };
    const noCode = await exportCsv();
    expect(noCode.status).toBe(403);
    expect(noCode.json).toEqual({
      secondFactor: "code",
      error: "Enter a current code from your authenticator app to export contacts.",
    });
    expect((await exportCsv("123456")).status).toBe(403);
    const code = codeFor(secret, now());
    expect((await exportCsv(code)).status).toBe(200);
    expect((await exportCsv(code)).status).toBe(403);
  });

  test("turning it off asks for the password and a code; the server's command turns it off for a lost phone", async () => {
    const { body, session, bearer, secret } = await memberWithSecondFactor();
    const noCode = await session.call("/second-factor/disable", {
      bearer,
      body: { password: body.password, code: "000000" },
    });
    expect(noCode.status).toBe(422);
    const off = await session.call("/second-factor/disable", {
      bearer,
      body: { password: body.password, code: codeFor(secret, now()) },
    });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ message: "Two-factor authentication is off.", user: { secondFactor: false } });
    expect((await signIn(body)).status).toBe(200);

    const lost = await memberWithSecondFactor();
    const [row] = await context.database.db
      .select()
      .from(tables(context.database.db).users)
      .where(eq(tables(context.database.db).users.email, lost.body.email));
    await context.database.db.transaction((tx) => removeSecondFactor(tx, row!.id));
    expect((await signIn(lost.body)).status).toBe(200);
  });

  test("a reset link proves the mailbox, not the second factor: the new password signs nobody in", async () => {
    const { body, secret } = await memberWithSecondFactor();
    expect((await client().call("/password-reset", { body: { email: body.email } })).status).toBe(202);
    const { token } = await waitForLink(context.smtp, body.email, "reset-password", 2);
    const reset = await client().call("/password-reset/confirm", {
      body: { token, password: "a brand new passphrase" },
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({
      message:
        "Your new password is saved and every session has been ended. Sign in with it and the code from your authenticator app.",
    });
    expect(reset.setCookies.some((cookie) => /refresh_token=[^;]/.test(cookie))).toBe(false);
    const newPassword = { email: body.email, password: "a brand new passphrase" };
    expect((await signIn(newPassword)).json.secondFactor).toBe("required");
    nextStep();
    expect((await signIn(newPassword, codeFor(secret, now()))).status).toBe(200);
  });
});
