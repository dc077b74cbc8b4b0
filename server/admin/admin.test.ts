import { openSetupItems } from "@shared/setup-check";
import { readdir } from "node:fs/promises";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { createUser, findUserByEmail, listAdmins, setRole } from "../auth/users";
import { type CallOptions, createTestClient, registration, uniqueEmail } from "../api/testing/test-client";
import { codeFor, turnOnSecondFactor } from "../auth/testing/second-factor";
import { BACKENDS } from "../db/testing/test-database";
import { useTestServer } from "../api/testing/test-server";
import { openDatabase } from "../db";
import { tables } from "../db/tables";
import { recordStripeEvent } from "../payments/store";
import { SIGN_UP_WEEKS, weekStart } from "./routes";
import { tempFolder } from "../testing/temp-folder";

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)("/api/admin on %s", (backend) => {
  const context = useTestServer(backend);

  async function member() {
    const client = createTestClient(context.server.origin);
    const body = registration();
    const registered = await client.call("/register", { body });
    let bearer = registered.json.accessToken as string;
    const overview = (options: CallOptions = {}) =>
      client.call("/overview", { base: "/api/admin", method: "GET", bearer, ...options });
    let secret: string | undefined;
    const signIn = async () => {
      const code = secret ? codeFor(secret, context.server.clock.now()) : undefined;
      const login = await client.call("/login", { body: { email: body.email, password: body.password, code } });
      bearer = login.json.accessToken as string;
    };
    /** Grants the role and turns the second factor on, as an admin must. */
    const makeAdmin = async () => {
      await setRole(context.database.db, body.email, "admin");
      ({ secret } = await turnOnSecondFactor(client, bearer, body.password, context.server.clock));
    };
    const post = (path: string, options: CallOptions = {}) =>
      client.call(path, { base: "/api/admin", method: "POST", bearer, ...options });
    const audit = () => client.call("/audit", { base: "/api/crm", method: "GET", bearer });
    return { email: body.email, bearer, overview, post, audit, signIn, makeAdmin };
  }

  test("a visitor gets 401, a member 403 in their language; the role is read from the database at every call", async () => {
    const visitor = await createTestClient(context.server.origin).call("/overview", {
      base: "/api/admin",
      method: "GET",
    });
    expect(visitor.status).toBe(401);
    const admin = await member();
    const { email, overview } = admin;
    expect((await overview()).status).toBe(403);
    expect((await overview()).json).toEqual({ error: "Only admins may do this." });
    expect((await overview({ headers: { "X-User-Language": "de" } })).json).toEqual({
      error: "Das dürfen nur Admins.",
    });
    // The same token: granting and revoking take effect with the next call; an admin needs a second factor.
    await setRole(context.database.db, email, "admin");
    const withoutSecondFactor = await overview();
    expect(withoutSecondFactor.status).toBe(403);
    expect(withoutSecondFactor.json).toEqual({
      secondFactor: "setup",
      error: "The dashboard needs two-factor authentication. Set it up on your account page first.",
    });
    await admin.makeAdmin();
    const opened = await overview();
    expect(opened.status).toBe(200);
    // What check-setup lists is on the overview too, by group, from the same check.
    const openSetup = (opened.json as { openSetup: { group: string; names: string[] }[] }).openSetup;
    expect(openSetup.map((entry) => entry.group)).toEqual([
      ...new Set(openSetupItems(process.env).map((item) => item.group)),
    ]);
    const openBot = openSetupItems(process.env).filter((item) => item.group === "bot");
    expect(openSetup.find((entry) => entry.group === "bot")?.names ?? []).toEqual(openBot.map((item) => item.name));
    await setRole(context.database.db, email, "member");
    expect((await overview()).status).toBe(403);
  });

  test("no public call makes an admin: registration refuses a role, and the member's answers say 'member'", async () => {
    const client = createTestClient(context.server.origin);
    const refused = await client.call("/register", { body: registration({ role: "admin" }) });
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ error: "Unknown field 'role'." });
    const { bearer } = await member();
    const me = await client.call("/me", { method: "GET", bearer });
    expect(me.json.user).toMatchObject({ role: "member" });
    const patch = await client.call("/me", { method: "PATCH", bearer, body: { role: "admin" } });
    expect(patch.status).toBe(422);
  });

  test("the overview counts given-up mail, and an admin sends it again once, recorded in the audit log", async () => {
    const { mailOutbox } = tables(context.database.db);
    await context.database.db.delete(mailOutbox);
    const now = context.server.clock.now();
    const row = (address: string, values: Partial<typeof mailOutbox.$inferInsert>) => ({
      kind: "welcome",
      recipientName: "Jana",
      recipientAddress: address,
      subject: "Welcome to Profit Scout",
      textBody: "Hi Jana,",
      htmlBody: "<p>Hi Jana,</p>",
      createdAt: new Date(now.getTime() - 2 * DAY),
      nextAttemptAt: new Date(now.getTime() - DAY),
      ...values,
    });
    await context.database.db
      .insert(mailOutbox)
      .values([
        row("given-up@example.com", { status: "failed", attempts: 11, lastError: "SMTP 535" }),
        row("long-ago@example.com", { status: "failed", textBody: null, htmlBody: null }),
        row("delivered@example.com", { status: "sent", textBody: null, htmlBody: null, sentAt: now }),
      ]);

    const plain = await member();
    expect((await plain.post("/mail/send-again")).status).toBe(403);
    const admin = await member();
    await admin.makeAdmin();
    const failedMail = async () => ((await admin.overview()).json as { failedMail: unknown }).failedMail;
    expect(await failedMail()).toEqual({ count: 2, canSendAgain: 1 });

    const sent = await admin.post("/mail/send-again", { headers: { "X-User-Language": "de" } });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ queued: 1, expired: 1, message: "E-Mails, die erneut gesendet werden: 1." });
    expect((await admin.post("/mail/send-again")).json).toMatchObject({
      queued: 0,
      message: "There was no undelivered mail left to send again.",
    });
    expect(await failedMail()).toEqual({ count: 1, canSendAgain: 0 });
    const rows = await context.database.db.select().from(mailOutbox);
    expect(Object.fromEntries(rows.map((mail) => [mail.recipientAddress, mail.status]))).toEqual({
      "given-up@example.com": "pending",
      "long-ago@example.com": "failed",
      "delivered@example.com": "sent",
    });

    const entries = (await admin.audit()).json as { entries: { action: string; adminEmail: string; after: unknown }[] };
    expect(entries.entries.filter((entry) => entry.action === "mail.resent")).toMatchObject([
      { adminEmail: admin.email, after: { queued: 0, expired: 1 } },
      { adminEmail: admin.email, after: { queued: 1, expired: 1 } },
    ]);
    await context.database.db.delete(mailOutbox);
  });

  test("the overview counts active subscriptions and the revenue per currency, less refunds", async () => {
    const admin = await member();
    await admin.makeAdmin();
    type Figures = { activeSubscriptions: number; revenue: { currency: string; amountCents: number }[] };
    const before = (await admin.overview()).json as Figures;
    const at = Math.floor(context.server.clock.now().getTime() / 1000);
    const record = (type: string, object: Record<string, unknown>) =>
      context.database.db.transaction((tx) =>
        recordStripeEvent(
          tx,
          { id: `evt_${type}_${at}_${Math.random()}`, type, created: at, data: { object } },
          context.server.clock.now(),
        ),
      );
    const customer = `cus_admin_${at}`;
    await record("customer.subscription.created", { id: `sub_admin_${at}`, customer, status: "active" });
    await record("customer.subscription.created", { id: `sub_gone_${at}`, customer, status: "canceled" });
    await record("invoice.paid", { id: `in_admin_${at}`, customer, amount_paid: 9_900, currency: "chf" });
    await record("charge.refunded", { id: `ch_admin_${at}`, customer, amount_refunded: 900, currency: "chf" });

    await record("invoice.paid", {
      id: `in_broken_${at}`,
      customer: ["not", "an", "id"],
      amount_paid: 100,
      currency: "eur",
    });

    const after = (await admin.overview()).json as Figures & {
      unreadableStripeEvents: { type: string; problem: string }[];
    };
    expect(after.unreadableStripeEvents[0]).toMatchObject({
      type: "invoice.paid",
      problem: "Unreadable fields: customer",
    });
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    const chf = (figures: Figures) => figures.revenue.find((row) => row.currency === "chf")?.amountCents ?? 0;
    expect(chf(after) - chf(before)).toBe(9_000);
  });

  test("the overview counts contacts, sign-ups per week and lists the latest cancellations", async () => {
    const admin = await member();
    await admin.makeAdmin();
    const before = (await admin.overview()).json as {
      totalContacts: number;
      signUpsPerWeek: { weekStart: string; count: number }[];
    };
    const joined: Date[] = [];
    for (const days of [0, 8, 0]) {
      context.server.clock.advance(days * DAY);
      joined.push(context.server.clock.now());
      await member();
    }
    // A week later the admin's access token has long expired: they sign in again.
    await admin.signIn();
    await createTestClient(context.server.origin).call("", {
      base: "/api/cancellations",
      body: { name: "Jana", email: uniqueEmail(), contract: "Pro, monthly", kind: "ordinary" },
    });
    const result = await admin.overview();
    expect(result.status).toBe(200);
    expect(result.headers.get("cache-control")).toBe("no-store");
    const after = result.json as typeof before & { latestCancellations: Record<string, unknown>[] };
    expect(after.totalContacts).toBe(before.totalContacts + 3);
    expect(after.signUpsPerWeek).toHaveLength(SIGN_UP_WEEKS);
    const current = weekStart(context.server.clock.now()).toISOString().slice(0, 10);
    expect(after.signUpsPerWeek.at(-1)?.weekStart).toBe(current);
    // Each sign-up counts in its own week, whatever the weekday the test runs on.
    const grown = after.signUpsPerWeek.map((week) => {
      const earlier = before.signUpsPerWeek.find((entry) => entry.weekStart === week.weekStart)?.count ?? 0;
      return [week.weekStart, week.count - earlier] as const;
    });
    for (const moment of joined) {
      const week = weekStart(moment).toISOString().slice(0, 10);
      expect(grown.find(([start]) => start === week)?.[1]).toBeGreaterThan(0);
    }
    const sum = (weeks: { count: number }[]) => weeks.reduce((total, week) => total + week.count, 0);
    expect(sum(after.signUpsPerWeek) - sum(before.signUpsPerWeek)).toBe(3);
    expect(after.latestCancellations[0]).toMatchObject({ name: "Jana", contract: "Pro, monthly", kind: "ordinary" });
  });

  test("lists every cancellation with its reason, newest first, 25 to a page", async () => {
    const admin = await member();
    await admin.makeAdmin();
    const list = (query: string) =>
      createTestClient(context.server.origin).call(`/cancellations${query}`, {
        base: "/api/admin",
        method: "GET",
        bearer: admin.bearer,
      });
    const before = (await list("")).json as { total: number };
    const marker = uniqueEmail().split("@")[0]!;
    for (let index = 0; index < 27; index++) {
      context.server.clock.advance(1000);
      const extraordinary = index === 26;
      await createTestClient(context.server.origin).call("", {
        base: "/api/cancellations",
        body: {
          name: `Person ${index}`,
          email: `${marker}.${index}@example.com`,
          contract: `Basic, monthly ${marker}`,
          kind: extraordinary ? "extraordinary" : "ordinary",
          ...(extraordinary ? { reason: "Moving abroad" } : {}),
        },
      });
    }
    const first = await list("");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const page = first.json as { total: number; pageSize: number; cancellations: Record<string, unknown>[] };
    expect(page.total).toBe(before.total + 27);
    expect(page.pageSize).toBe(25);
    expect(page.cancellations).toHaveLength(25);
    expect(page.cancellations[0]).toMatchObject({
      name: "Person 26",
      kind: "extraordinary",
      reason: "Moving abroad",
      endDate: null,
      stripeOutcome: null,
    });
    expect(page.cancellations[1]).toMatchObject({ name: "Person 25", reason: null });
    const second = (await list("?page=2")).json as typeof page;
    expect(second.cancellations.map((row) => row.name)).toEqual(expect.arrayContaining(["Person 1", "Person 0"]));
    for (const bad of ["?page=0", "?page=x", "?page=1.5"]) expect((await list(bad)).status).toBe(422);
  });
});

describe("npm run admin", () => {
  const run = promisify(execFile);
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "server/admin-cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  test("grants and revokes the admin role by e-mail, lists admins, and explains what it cannot do", async () => {
    const dataDir = await tempFolder("admin-cli");
    const setUp = await openDatabase({ dataDir });
    await createUser(
      setUp.db,
      { name: "Ada", email: "Ada@Example.com", passwordHash: "x", language: "english" },
      new Date(),
    );
    // The running server keeps the embedded database open; the command works beside it.
    expect(await cli(dataDir, "grant", "ada@example.com")).toMatchObject({ code: 0 });
    const { users } = tables(setUp.db);
    expect(await setUp.db.select({ role: users.role }).from(users)).toEqual([{ role: "admin" }]);
    await setUp.close();

    expect(await cli(dataDir, "promote")).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage:") });
    expect(await cli(dataDir, "grant", "ada@example.com")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("Ada@Example.com is an admin now"),
    });
    expect(await cli(dataDir, "revoke", "nobody@example.com")).toMatchObject({
      code: 1,
      stderr: "No member with the e-mail address nobody@example.com. They must register first.\n",
    });

    const check = await openDatabase({ dataDir });
    try {
      expect(await listAdmins(check.db)).toEqual([{ name: "Ada", email: "Ada@Example.com" }]);
      await setRole(check.db, "ADA@example.com", "member");
      expect((await findUserByEmail(check.db, "ada@example.com"))?.role).toBe("member");
    } finally {
      await check.close();
    }
  }, 180_000);

  test("run without the server's settings, it names the database it looked for and creates none", async () => {
    const empty = await tempFolder("admin-cli-empty");
    const answer = await cli(empty, "list");
    expect(answer).toMatchObject({ code: 1, stderr: expect.stringContaining(`No database at ${empty}/site.db`) });
    expect(answer.stderr).toContain("DATABASE_URL");
    expect(await readdir(empty)).toEqual([]);
  }, 60_000);
});
