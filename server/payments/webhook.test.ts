import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CHECKOUT } from "@shared/site.config";
import type { OpenedDatabase } from "../db";
import { tables } from "../db/tables";
import { registerConfirmed } from "../auth/testing/confirmed-member";
import { createTestClient, registration, uniqueEmail } from "../api/testing/test-client";
import { BACKENDS, openTestDatabase } from "../db/testing/test-database";
import { startTestServer, type TestServer } from "../api/testing/test-server";
import { countActiveSubscriptions, revenueByCurrency } from "./store";
import { SIGNATURE_TOLERANCE_SECONDS } from "./routes";

const SECRET = "whsec_test_secret_for_the_webhook_suite";
const PRO_YEARLY = CHECKOUT.priceIds.pro.yearly;

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(sequence += 1)}`;

describe.each(BACKENDS)("POST /api/stripe/webhook on %s", (backend) => {
  let database: OpenedDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    server = await startTestServer(database.db, { stripeWebhookSecret: SECRET });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);

  /** An event as Stripe sends it, `secondsAgo` after its creation. */
  const event = (type: string, object: Record<string, unknown>, createdSecondsAgo = 0) => ({
    id: unique("evt"),
    object: "event",
    type,
    created: nowSeconds() - createdSecondsAgo,
    data: { object },
  });

  /** Posts an event signed with Stripe's own test helper. */
  const send = (
    body: object,
    {
      secret = SECRET,
      signedSecondsAgo = 0,
      signature,
    }: { secret?: string; signedSecondsAgo?: number; signature?: string } = {},
  ) => {
    const payload = JSON.stringify(body);
    const header =
      signature ??
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: nowSeconds() - signedSecondsAgo });
    return createTestClient(server.origin).call("/webhook", {
      base: "/api/stripe",
      rawBody: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    });
  };

  const subscriptionObject = (id: string, customer: string, overrides: Record<string, unknown> = {}) => ({
    id,
    object: "subscription",
    customer,
    status: "active",
    cancel_at_period_end: false,
    items: { data: [{ price: { id: PRO_YEARLY }, current_period_end: nowSeconds() + 365 * 86_400 }] },
    ...overrides,
  });

  const subscriptionsOf = async (bearer: string) =>
    createTestClient(server.origin).call("", { base: "/api/subscriptions", method: "GET", bearer });

  test("a checkout, its subscription and its invoice appear on the member's account, matched by e-mail", async () => {
    const member = createTestClient(server.origin);
    const email = uniqueEmail("buyer");
    const registered = await registerConfirmed(member, database.db, registration({ email }));
    const bearer = registered.json.accessToken as string;
    const customer = unique("cus");
    const subscription = unique("sub");
    const revenueBefore = await revenueByCurrency(database.db);
    const activeBefore = await countActiveSubscriptions(database.db);

    // The subscription first, as Stripe often sends it: the customer is not known yet.
    expect(
      (await send(event("customer.subscription.created", subscriptionObject(subscription, customer)))).status,
    ).toBe(200);
    expect((await subscriptionsOf(bearer)).json).toEqual({ subscriptions: [], paymentPortal: false });
    const checkout = event("checkout.session.completed", {
      id: unique("cs"),
      object: "checkout.session",
      mode: "subscription",
      customer,
      subscription,
      customer_details: { email: email.toUpperCase(), name: "Ada Lovelace" },
    });
    expect((await send(checkout)).json).toEqual({ received: true, duplicate: false });
    expect(
      (
        await send(
          event("invoice.paid", {
            id: unique("in"),
            object: "invoice",
            customer,
            customer_email: email,
            amount_paid: 272_70,
            currency: "eur",
            parent: { subscription_details: { subscription } },
            status_transitions: { paid_at: nowSeconds() },
          }),
        )
      ).status,
    ).toBe(200);

    const listed = await subscriptionsOf(bearer);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect(listed.json.subscriptions).toEqual([
      {
        id: subscription,
        plan: "pro",
        billing: "yearly",
        status: "active",
        currentPeriodEnd: new Date((nowSeconds() + 365 * 86_400) * 1000).toISOString(),
        cancelAtPeriodEnd: false,
        // These events carry no start_date: the cancellation page then names the rule, not a day.
        endsIfCancelledNow: null,
      },
    ]);
    const eur = (rows: { currency: string; amountCents: number }[]) =>
      rows.find((row) => row.currency === "eur")?.amountCents ?? 0;
    expect(eur(await revenueByCurrency(database.db)) - eur(revenueBefore)).toBe(272_70);
    expect(await countActiveSubscriptions(database.db)).toBe(activeBefore + 1);

    // The same event again (Stripe retries): acknowledged, nothing changes.
    expect((await send(checkout)).json).toEqual({ received: true, duplicate: true });
    expect(server.logs.at(-1)).toMatchObject({ event: "stripe.event_replayed", stripeEvent: checkout.id });
  });

  test("an older update arriving after a newer one changes nothing; a deletion ends the subscription", async () => {
    const member = createTestClient(server.origin);
    const email = uniqueEmail("order");
    const bearer = (await registerConfirmed(member, database.db, registration({ email }))).json.accessToken as string;
    const customer = unique("cus");
    const id = unique("sub");
    await send(event("checkout.session.completed", { id: unique("cs"), customer, customer_email: email }, 30));
    await send(
      event("customer.subscription.updated", subscriptionObject(id, customer, { cancel_at_period_end: true }), 10),
    );
    await send(event("customer.subscription.created", subscriptionObject(id, customer), 20));
    expect((await subscriptionsOf(bearer)).json.subscriptions).toMatchObject([{ id, cancelAtPeriodEnd: true }]);

    await send(event("customer.subscription.deleted", subscriptionObject(id, customer, { status: "canceled" })));
    expect((await subscriptionsOf(bearer)).json.subscriptions).toEqual([]);
  });

  test("a payment from an unknown e-mail creates a contact without a password", async () => {
    const email = uniqueEmail("newcomer");
    const customer = unique("cus");
    await send(
      event("checkout.session.completed", {
        id: unique("cs"),
        customer,
        customer_details: { email, name: "Jürgen Krause\u0007" },
        locale: "de",
      }),
    );
    const { users } = tables(database.db);
    const [contact] = await database.db.select().from(users).where(eq(users.email, email));
    expect(contact).toMatchObject({ name: "Jürgen Krause", language: "german", signInCount: 0, lastSignInAt: null });
    // No password matches until they set one with "Forgot password".
    const login = await createTestClient(server.origin).call("/login", { body: { email, password: "!" } });
    expect(login.status).toBe(401);
    // The same buyer registering gets the generic answer, as for any taken address.
    expect((await createTestClient(server.origin).call("/register", { body: registration({ email }) })).status).toBe(
      409,
    );
  });

  test("refunds lower the revenue by Stripe's running total, in any order", async () => {
    const before = await revenueByCurrency(database.db);
    const customer = unique("cus");
    const chargeId = unique("ch");
    const usd = (rows: { currency: string; amountCents: number }[]) =>
      rows.find((row) => row.currency === "usd")?.amountCents ?? 0;
    await send(event("charge.refunded", { id: chargeId, customer, amount_refunded: 10_000, currency: "usd" }, 5));
    await send(event("charge.refunded", { id: chargeId, customer, amount_refunded: 2_500, currency: "usd" }, 50));
    await send(event("invoice.paid", { id: unique("in"), customer, amount_paid: 10_000, currency: "usd" }, 100));
    expect(usd(await revenueByCurrency(database.db))).toBe(usd(before));
  });

  test("an unsigned, wrongly signed or stale event is refused with 400 and stores nothing", async () => {
    const { stripeEvents } = tables(database.db);
    const body = event("invoice.paid", {
      id: unique("in"),
      customer: unique("cus"),
      amount_paid: 100,
      currency: "eur",
    });
    const refused = [
      await send(body, { signature: "" }),
      await send(body, { secret: "whsec_someone_else" }),
      await send(body, { signature: `t=${nowSeconds()},v1=${"0".repeat(64)}` }),
      await send(body, { signedSecondsAgo: SIGNATURE_TOLERANCE_SECONDS + 1 }),
    ];
    expect(refused.map((response) => response.status)).toEqual([400, 400, 400, 400]);
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ error: "The Stripe signature is missing, invalid or too old." });
    }
    expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, body.id))).toEqual([]);
    expect(server.logs.at(-1)).toMatchObject({ event: "stripe.signature_refused", level: "warn" });
    // Signed, but not an event: a clear 400, not a 500.
    expect((await send({ hello: "world" })).status).toBe(400);
    // An event type the site does not record is acknowledged, so Stripe stops sending it.
    expect((await send(event("customer.created", { id: unique("cus") }))).json).toEqual({
      received: true,
      duplicate: false,
    });
  });
  test("an event of a known type that cannot be read is kept as such and answered 200, so Stripe does not retry it", async () => {
    const broken = event("customer.subscription.updated", { id: unique("sub"), customer: 42, status: "active" });
    const answered = await send(broken);
    expect(answered.status).toBe(200);
    expect(answered.json).toEqual({ received: true, duplicate: false });
    expect(server.logs.at(-1)).toMatchObject({ event: "stripe.event_unreadable", stripeEvent: broken.id });
    const { stripeEvents } = tables(database.db);
    const [row] = await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, broken.id));
    expect(row?.problem).toBe("Unreadable fields: customer");
    expect((await send(broken)).json).toEqual({ received: true, duplicate: true });
  });
});

describe("the webhook without STRIPE_WEBHOOK_SECRET", () => {
  test("answers 503 and says what is missing", async () => {
    const database = await openTestDatabase("sqlite");
    const server = await startTestServer(database.db);
    try {
      const response = await createTestClient(server.origin).call("/webhook", { base: "/api/stripe", body: {} });
      expect(response.status).toBe(503);
      expect(response.json.error).toContain("STRIPE_WEBHOOK_SECRET");
    } finally {
      await server.close();
      await database.close();
    }
  });
});
