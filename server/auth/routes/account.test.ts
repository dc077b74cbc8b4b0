import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { tables } from "../../db/tables";
import { useMailTestServer, waitForMails } from "../../api/testing/mail-test-server";
import { createTestClient, registration } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";

const NEW_PASSWORD = "another long passphrase";

describe.each(BACKENDS)("the member's own account on %s", (backend) => {
  const context = useMailTestServer(backend);
  const client = () => createTestClient(context.server.origin);

  async function member(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const session = client();
    const registered = await session.call("/register", { body });
    expect(registered.status).toBe(201);
    return {
      body,
      session,
      bearer: registered.json.accessToken as string,
      id: (registered.json.user as { id: string }).id,
    };
  }

  test("changes the name and the language, and nothing else", async () => {
    const { session, bearer, body } = await member();
    const changed = await session.call("/me", {
      method: "PATCH",
      bearer,
      body: { name: "  Ada King  ", language: "german" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      user: { name: "Ada King", language: "german", email: body.email },
      // The answer is in the language just chosen, which the page switches to.
      message: "Dein Profil ist gespeichert.",
    });
    const me = await session.call("/me", { method: "GET", bearer });
    expect(me.json.user).toMatchObject({ name: "Ada King", language: "german" });
    const renamed = await session.call("/me", { method: "PATCH", bearer, body: { name: "Ada" } });
    expect(renamed.json.message).toBe("Your profile is saved.");
  });

  test("refuses an empty or unknown change with a clear 4xx and changes nothing", async () => {
    const { session, bearer } = await member({ name: "Grace Hopper" });
    const cases: [unknown, number, RegExp][] = [
      [{}, 422, /Send a name or a language/],
      [{ name: "" }, 422, /^The name must be 1 to 100/],
      [{ language: "french" }, 422, /^The language must be “english” or “german”/],
      [{ email: "new@example.com" }, 422, /Unknown field 'email'/],
      ["text", 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const result = await session.call("/me", { method: "PATCH", bearer, body });
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(String(result.json.error)).toMatch(message);
    }
    expect((await session.call("/me", { method: "GET", bearer })).json.user).toMatchObject({ name: "Grace Hopper" });
    expect((await client().call("/me", { method: "PATCH", body: { name: "X" } })).status).toBe(401);
  });

  test("a new password needs the current one and ends every other session, not this one", async () => {
    const { session: here, bearer, body } = await member();
    const elsewhere = client();
    const other = await elsewhere.call("/login", { body: { email: body.email, password: body.password } });
    expect(other.status).toBe(200);

    const wrong = await here.call("/password", {
      bearer,
      body: { currentPassword: "not it at all", newPassword: NEW_PASSWORD },
      headers: { "X-User-Language": "de" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ error: "Das aktuelle Passwort ist falsch." });
    const common = await here.call("/password", {
      bearer,
      body: { currentPassword: body.password, newPassword: "password123" },
    });
    expect(common.status).toBe(422);
    const same = await here.call("/password", {
      bearer,
      body: { currentPassword: body.password, newPassword: body.password },
    });
    expect(same.status).toBe(422);
    expect(same.json).toEqual({ error: "The new password must differ from the current one." });
    // Refused before anything changed: the other session goes on.
    expect((await elsewhere.call("/me", { method: "GET", bearer: other.json.accessToken as string })).status).toBe(200);

    const changed = await here.call("/password", {
      bearer,
      body: { currentPassword: body.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ message: "Your new password is saved. Every other session has been ended." });
    expect((await here.call("/me", { method: "GET", bearer })).status).toBe(200);
    expect((await elsewhere.call("/me", { method: "GET", bearer: other.json.accessToken as string })).status).toBe(401);
    expect((await elsewhere.call("/refresh")).status).toBe(401);
    expect((await client().call("/login", { body: { email: body.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  test("password checks of a signed-in member are limited", async () => {
    const { session, bearer } = await member();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const result = await session.call("/password", {
        bearer,
        body: { currentPassword: "wrong guess", newPassword: NEW_PASSWORD },
      });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
  });

  test("signing out everywhere ends every session, this one too", async () => {
    const { session: here, bearer, body } = await member();
    const elsewhere = client();
    const other = await elsewhere.call("/login", { body: { email: body.email, password: body.password } });
    const done = await here.call("/logout-everywhere", { bearer });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ message: "You have been signed out on every device." });
    expect(done.setCookies.some((line) => /refresh_token=;/.test(line) || /max-age=0/i.test(line))).toBe(true);
    expect((await here.call("/me", { method: "GET", bearer })).status).toBe(401);
    expect((await elsewhere.call("/me", { method: "GET", bearer: other.json.accessToken as string })).status).toBe(401);
    expect((await elsewhere.call("/refresh")).status).toBe(401);
  });

  test("the data export holds the account, sessions and mails, and no secret", async () => {
    const { session, bearer, body } = await member({ name: "Katherine Johnson" });
    await waitForMails(context.smtp, body.email);
    const exported = await session.call("/me/export", { method: "GET", bearer });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="profit-scout-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.json.account).toMatchObject({ name: "Katherine Johnson", email: body.email, signInCount: 1 });
    expect(exported.json.sessions).toHaveLength(1);
    expect(exported.json.progress).toEqual([]);
    expect(exported.json.cancellations).toEqual([]);
    expect(exported.json.subscriptions).toEqual([]);
    expect(exported.json.payments).toEqual([]);
    expect(exported.json.mails).toMatchObject([{ kind: "welcome", to: body.email, status: "sent" }]);
    const text = JSON.stringify(exported.json);
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash|token_hash/);
    expect((await client().call("/me/export", { method: "GET" })).status).toBe(401);
  });

  test("deleting the account removes every row of the member, and only theirs", async () => {
    const { session, bearer, body, id } = await member();
    const bystander = await member();
    // Rows in every table that refers to the member: sessions, mails, the welcome's and a reset link, counters.
    await client().call("/login", { body: { email: body.email, password: body.password } });
    await client().call("/password-reset", { body: { email: body.email } });
    await waitForMails(context.smtp, body.email, 2);
    await session.call("/password", { bearer, body: { currentPassword: "wrong guess", newPassword: NEW_PASSWORD } });
    const report = { lessons: [{ course: "bitcoin-profit-scout", lesson: "about-marco", watchedSeconds: 60 }] };
    expect((await session.call("", { base: "/api/progress", bearer, body: report })).status).toBe(200);

    const db = context.database.db;
    const count = async (userId: string) => ({
      users: (
        await db
          .select()
          .from(tables(db).users)
          .where(eq(tables(db).users.id, userId))
      ).length,
      refreshTokens: (
        await db
          .select()
          .from(tables(db).refreshTokens)
          .where(eq(tables(db).refreshTokens.userId, userId))
      ).length,
      mailOutbox: (
        await db
          .select()
          .from(tables(db).mailOutbox)
          .where(eq(tables(db).mailOutbox.userId, userId))
      ).length,
      accountTokens: (
        await db
          .select()
          .from(tables(db).accountTokens)
          .where(eq(tables(db).accountTokens.userId, userId))
      ).length,
      lessonProgress: (
        await db
          .select()
          .from(tables(db).lessonProgress)
          .where(eq(tables(db).lessonProgress.userId, userId))
      ).length,
    });
    const countersBefore = (await db.select({ n: sql<number>`count(*)` }).from(tables(db).rateLimits))[0]?.n;
    const before = await count(id);
    expect(before).toEqual({ users: 1, refreshTokens: 2, mailOutbox: 2, accountTokens: 2, lessonProgress: 1 });
    const bystanderBefore = await count(bystander.id);

    const wrong = await session.call("/me", { method: "DELETE", bearer, body: { password: "wrong guess" } });
    expect(wrong.status).toBe(403);
    expect(await count(id)).toEqual(before);

    const deleted = await session.call("/me", { method: "DELETE", bearer, body: { password: body.password } });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: "Your account and everything stored with it have been deleted." });
    expect(await count(id)).toEqual({ users: 0, refreshTokens: 0, mailOutbox: 0, accountTokens: 0, lessonProgress: 0 });
    expect(await count(bystander.id)).toEqual(bystanderBefore);
    // The member's own counters went with the account.
    expect(Number((await db.select({ n: sql<number>`count(*)` }).from(tables(db).rateLimits))[0]?.n)).toBeLessThan(
      Number(countersBefore),
    );

    expect((await session.call("/me", { method: "GET", bearer })).status).toBe(401);
    expect((await client().call("/login", { body: { email: body.email, password: body.password } })).status).toBe(401);
    expect((await client().call("/register", { body })).status).toBe(201);
  });
});
