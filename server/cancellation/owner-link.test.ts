import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../db";
import { tables } from "../db/tables";
import { registerConfirmed } from "../auth/testing/confirmed-member";
import { setRole } from "../auth/users";
import { turnOnSecondFactor } from "../auth/testing/second-factor";
import { createTestClient, registration, uniqueEmail } from "../api/testing/test-client";
import { MAIL_ORIGIN, mailsTo } from "../api/testing/mail-test-server";
import { BACKENDS, openTestDatabase } from "../db/testing/test-database";
import { startTestServer, type TestServer } from "../api/testing/test-server";
import { createMailOutbox, type MailOutbox } from "../mail/outbox";
import { startSmtpServer, type TestSmtpServer } from "../mail/testing/smtp-server";
import { createMailTransport } from "../mail/transport";
import { recordStripeEvent } from "../payments/store";
import { startFakeStripe } from "../payments/testing/fake-stripe";

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)("a cancellation sent without signing in is carried out only by its owner, on %s", (backend) => {
  let database: OpenedDatabase;
  let server: TestServer;
  let smtp: TestSmtpServer;
  let outbox: MailOutbox;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: "Profit Scout <no-reply@profit-scout.test>",
      outboxDir: "unused",
      log: () => {},
    });
    outbox = createMailOutbox({ db: database.db, transport, log: () => {}, pollMs: 100 });
    stripe = await startFakeStripe();
    server = await startTestServer(database.db, {
      stripeApi: stripe.settings,
      mail: { outbox, origin: MAIL_ORIGIN },
    });
  });
  afterAll(async () => {
    await server?.close();
    await outbox?.stop();
    await smtp?.close();
    await stripe?.close();
    await database?.close();
  });

  let sequence = 0;
  const subscriber = async () => {
    const email = uniqueEmail("owner");
    const client = createTestClient(server.origin);
    const account = registration({ email });
    const registered = await registerConfirmed(client, database.db, account);
    const customer = `cus_link${Date.now()}${(sequence += 1)}`;
    const created = Math.floor(server.clock.now().getTime() / 1000);
    const record = (type: string, object: Record<string, unknown>) =>
      database.db.transaction((tx) =>
        recordStripeEvent(
          tx,
          { id: `evt_${customer}_${type}_${Math.random()}`, type, created, data: { object } },
          server.clock.now(),
        ),
      );
    await record("checkout.session.completed", { customer, customer_email: email });
    const id = `sub_${customer}`;
    await record("customer.subscription.created", { id, customer, status: "active" });
    return { email, id, bearer: registered.json.accessToken as string, client, password: account.password };
  };
  const api = (path: string, body: unknown, language = "en") =>
    createTestClient(server.origin).call(path, {
      base: "/api/cancellations",
      body,
      headers: { "X-User-Language": language },
    });
  const cancel = (email: string, language = "en") =>
    api("", { name: "Sam Sender", email, contract: "Pro, yearly", kind: "ordinary" }, language);
  /** The receipt mailed to the address (the welcome mail aside), and its link. */
  const linkIn = async (email: string) => {
    let receipt: string | undefined;
    await expect
      .poll(
        async () => {
          const mails = await mailsTo(smtp, email);
          receipt = mails.find((mail) => /cancellation|Kündigung/.test(mail.subject ?? ""))?.text;
          return receipt !== undefined;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    const text = receipt ?? "";
    const url = /https:\/\/\S+\/my-cancellation\?token=([\w-]+)/.exec(text);
    return { text, url: url?.[0], token: url?.[1] ?? "" };
  };
  const row = async (id: unknown) => {
    const { cancellations } = tables(database.db);
    const [found] = await database.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.id, String(id)));
    return found;
  };
  const stripeCallsFor = (subscriptionId: string) =>
    stripe.calls.filter((call) => call.path === `/v1/subscriptions/${subscriptionId}`);

  test("the receipt's link shows the cancellation without changing anything; its button ends the subscription once", async () => {
    const owner = await subscriber();
    const sent = await cancel(owner.email);
    expect(sent.status).toBe(201);
    const id = (sent.json.cancellation as { id: string }).id;
    expect(await row(id)).toMatchObject({ stripeOutcome: "awaiting_owner", subscriptionId: owner.id });

    const link = await linkIn(owner.email);
    expect(link.url).toMatch(new RegExp(`^${MAIL_ORIGIN}/my-cancellation\\?token=[\\w-]{43}$`));
    expect(link.text).toContain("Show my cancellation");
    expect(link.text).not.toContain("tell you by e-mail on which day");
    // Only the hash is kept.
    expect((await row(id))?.ownerLinkHash).not.toContain(link.token);

    // Opening it, as often as a mail scanner likes, changes nothing.
    for (let i = 0; i < 3; i += 1) {
      const checked = await api("/link/check", { token: link.token });
      expect(checked.status).toBe(200);
      expect(checked.json).toMatchObject({
        cancellation: { id, email: owner.email, contract: "Pro, yearly" },
        awaitingOwner: true,
      });
    }
    expect(stripeCallsFor(owner.id)).toEqual([]);
    expect(await row(id)).toMatchObject({ stripeOutcome: "awaiting_owner" });

    const done = await api("/link/carry-out", { token: link.token });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ outcome: "scheduled", message: "Done: your subscription is set to end." });
    expect(stripeCallsFor(owner.id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ stripeOutcome: "scheduled", ownerLinkHash: null });

    // Spent: neither shown nor carried out again.
    expect((await api("/link/check", { token: link.token })).status).toBe(400);
    expect((await api("/link/carry-out", { token: link.token })).status).toBe(400);
    expect(stripeCallsFor(owner.id)).toHaveLength(1);
  });

  test("a guessed link, or the sender's link of their own cancellation, ends nobody's subscription", async () => {
    const victim = await subscriber();
    // The attacker cancels under the victim's address: the link goes to the victim only.
    await cancel(victim.email);
    await linkIn(victim.email);
    for (const token of [randomBytes(32).toString("base64url"), "", "x".repeat(43), "../../admin"]) {
      expect((await api("/link/check", { token })).status).toBe(400);
      expect((await api("/link/carry-out", { token })).status).toBe(400);
    }
    // A link the attacker does get (their own cancellation) is bound to that cancellation.
    const attacker = uniqueEmail("attacker");
    await api("", { name: "Mallory", email: attacker, contract: victim.email, kind: "ordinary" });
    const own = await linkIn(attacker);
    const tried = await api("/link/carry-out", { token: own.token });
    expect(tried.status).toBe(409);
    expect(stripeCallsFor(victim.id)).toEqual([]);
  });

  test("the link ends with its expiry, and with a change of the account's address", async () => {
    const late = await subscriber();
    await cancel(late.email);
    const expiring = await linkIn(late.email);
    server.clock.advance(30 * DAY + 1000);
    expect((await api("/link/check", { token: expiring.token })).status).toBe(400);
    expect((await api("/link/carry-out", { token: expiring.token })).status).toBe(400);
    expect(stripeCallsFor(late.id)).toEqual([]);

    const moved = await subscriber();
    const sent = await cancel(moved.email, "de");
    const link = await linkIn(moved.email);
    expect(link.text).toContain("Meine Kündigung anzeigen");
    const { users } = tables(database.db);
    await database.db
      .update(users)
      .set({ email: uniqueEmail("moved") })
      .where(eq(users.email, moved.email));
    const refused = await api("/link/carry-out", { token: link.token }, "de");
    expect(refused.status).toBe(409);
    expect(stripeCallsFor(moved.id)).toEqual([]);
    expect(await row((sent.json.cancellation as { id: string }).id)).toMatchObject({ stripeOutcome: "awaiting_owner" });
  });

  test("the owner carries out such a cancellation from the dashboard; a member cannot", async () => {
    const member = await subscriber();
    const admin = await subscriber();
    await setRole(database.db, admin.email, "admin");
    await turnOnSecondFactor(admin.client, admin.bearer, admin.password, server.clock);
    const sent = await cancel(member.email);
    const id = (sent.json.cancellation as { id: string }).id;
    const carryOut = (cancellationId: string, bearer: string) =>
      createTestClient(server.origin).call(`/cancellations/${cancellationId}/carry-out`, {
        base: "/api/admin",
        bearer,
      });

    const listed = await createTestClient(server.origin).call("/cancellations", {
      base: "/api/admin",
      method: "GET",
      bearer: admin.bearer,
    });
    expect((listed.json.cancellations as Record<string, unknown>[])[0]).toMatchObject({
      id,
      email: member.email,
      stripeOutcome: "awaiting_owner",
    });

    expect((await carryOut(id, member.bearer)).status).toBe(403);
    expect(stripeCallsFor(member.id)).toEqual([]);
    const done = await carryOut(id, admin.bearer);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ outcome: "scheduled" });
    expect(stripeCallsFor(member.id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ stripeOutcome: "scheduled", ownerLinkHash: null });
    // Once only; and the receipt's link no longer opens it.
    expect((await carryOut(id, admin.bearer)).status).toBe(409);
    expect((await api("/link/check", { token: (await linkIn(member.email)).token })).status).toBe(400);
    expect((await carryOut("00000000-0000-4000-8000-000000000000", admin.bearer)).status).toBe(404);
    expect((await carryOut("not-an-id", admin.bearer)).status).toBe(404);
    expect(stripeCallsFor(member.id)).toHaveLength(1);
  });
});
