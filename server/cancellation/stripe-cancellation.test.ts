import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../db";
import { tables } from "../db/tables";
import { registerConfirmed } from "../auth/testing/confirmed-member";
import { createTestClient, registration, uniqueEmail } from "../api/testing/test-client";
import { BACKENDS, openTestDatabase } from "../db/testing/test-database";
import { startTestServer, type TestServer } from "../api/testing/test-server";
import { recordStripeEvent } from "../payments/store";
import { startFakeStripe } from "../payments/testing/fake-stripe";
import { addMonths, berlinDay, endOfBerlinDay } from "@shared/cancellation-end";
import { CHECKOUT } from "@shared/site.config";

describe.each(BACKENDS)("a cancellation ends the matching Stripe subscription, on %s", (backend) => {
  let database: OpenedDatabase;
  let server: TestServer;
  let unconfigured: TestServer;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    stripe = await startFakeStripe();
    server = await startTestServer(database.db, { stripeApi: stripe.settings });
    unconfigured = await startTestServer(database.db);
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await stripe?.close();
    await database?.close();
  });

  let sequence = 0;
  /** A registered member with running subscriptions, as Stripe's events recorded them. */
  const subscriber = async (count = 1, object: Record<string, unknown> = {}) => {
    const email = uniqueEmail("subscriber");
    const client = createTestClient(server.origin);
    const registered = await registerConfirmed(client, database.db, registration({ email }));
    const bearer = registered.json.accessToken as string;
    const customer = `cus_${Date.now()}${(sequence += 1)}`;
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
    const ids = Array.from({ length: count }, (_, index) => `sub_${customer}x${index}`);
    for (const id of ids) await record("customer.subscription.created", { id, customer, status: "active", ...object });
    return { email, bearer, ids };
  };
  const cancel = (origin: string, body: Record<string, unknown>, bearer?: string) =>
    createTestClient(origin).call("", {
      base: "/api/cancellations",
      bearer,
      body: { name: "Sam Subscriber", contract: "Pro, yearly", kind: "ordinary", ...body },
    });
  const stored = async (id: unknown) => {
    const { cancellations } = tables(database.db);
    const [row] = await database.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.id, String(id)));
    return row;
  };
  const subscriptionRow = async (id: string) => {
    const { subscriptions } = tables(database.db);
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  };

  test("without signing in, a member's address alone changes nothing in Stripe: it waits for the owner", async () => {
    const { email, ids } = await subscriber();
    const calls = stripe.calls.length;
    const result = await cancel(server.origin, { email: email.toUpperCase() });
    expect(result.status).toBe(201);
    const row = await stored((result.json.cancellation as { id: string }).id);
    expect(row).toMatchObject({ subscriptionId: ids[0], stripeOutcome: "awaiting_owner" });
    expect(stripe.calls.length).toBe(calls);
    expect(await subscriptionRow(ids[0]!)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  test("signed in, a member's cancellation under their own address ends their only subscription at once", async () => {
    const { email, bearer, ids } = await subscriber();
    const result = await cancel(server.origin, { email: email.toUpperCase() }, bearer);
    expect(result.status).toBe(201);
    expect(await stored((result.json.cancellation as { id: string }).id)).toMatchObject({
      subscriptionId: ids[0],
      stripeOutcome: "scheduled",
    });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${ids[0]}`,
      authorization: "Bearer sk_test_fake_stripe",
    });
    expect(await subscriptionRow(ids[0]!)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  test("signed in as someone else, a member's address alone still waits for its owner", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const calls = stripe.calls.length;
    const result = await cancel(server.origin, { email: owner.email }, stranger.bearer);
    expect(await stored((result.json.cancellation as { id: string }).id)).toMatchObject({
      subscriptionId: owner.ids[0],
      stripeOutcome: "awaiting_owner",
    });
    expect(stripe.calls.length).toBe(calls);
  });

  test("signed in, the chosen one of several; several and none chosen is left to the owner", async () => {
    const { email, bearer, ids } = await subscriber(2);
    const calls = stripe.calls.length;
    const unchosen = await cancel(server.origin, { email });
    expect(await stored((unchosen.json.cancellation as { id: string }).id)).toMatchObject({
      subscriptionId: null,
      stripeOutcome: "ambiguous",
    });
    expect(stripe.calls.length).toBe(calls);

    const chosen = await cancel(server.origin, { email, subscription: ids[1] }, bearer);
    expect(chosen.status).toBe(201);
    expect(await stored((chosen.json.cancellation as { id: string }).id)).toMatchObject({
      subscriptionId: ids[1],
      stripeOutcome: "scheduled",
    });
    expect(stripe.calls.at(-1)?.path).toBe(`/v1/subscriptions/${ids[1]}`);
  });

  test("a subscription that is not the signed-in member's own is refused with 422, and nothing is stored", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const calls = stripe.calls.length;
    for (const bearer of [stranger.bearer, undefined]) {
      const result = await cancel(server.origin, { email: stranger.email, subscription: owner.ids[0] }, bearer);
      expect(result.status).toBe(422);
      expect(result.json).toEqual({ error: "Please sign in and choose one of your subscriptions." });
    }
    expect(stripe.calls.length).toBe(calls);
    expect(await subscriptionRow(owner.ids[0]!)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  test("when Stripe fails or no key is set, the cancellation still stands and says so for the owner", async () => {
    const failing = await subscriber();
    stripe.state.failing = true;
    try {
      const result = await cancel(server.origin, { email: failing.email }, failing.bearer);
      expect(result.status).toBe(201);
      expect(await stored((result.json.cancellation as { id: string }).id)).toMatchObject({
        subscriptionId: failing.ids[0],
        stripeOutcome: "failed",
      });
    } finally {
      stripe.state.failing = false;
    }
    expect(await subscriptionRow(failing.ids[0]!)).toMatchObject({ cancelAtPeriodEnd: false });

    const keyless = await subscriber();
    const result = await cancel(unconfigured.origin, { email: keyless.email }, keyless.bearer);
    expect(await stored((result.json.cancellation as { id: string }).id)).toMatchObject({
      subscriptionId: keyless.ids[0],
      stripeOutcome: "not_configured",
    });
  });

  describe("the day the terms give, as Stripe's cancel_at", () => {
    const DAY = 24 * 60 * 60 * 1000;
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    const priced = (billing: "monthly" | "yearly", startedDaysAgo: number) => {
      const start = new Date(server.clock.now().getTime() - startedDaysAgo * DAY);
      return {
        start,
        object: {
          start_date: seconds(start),
          items: { data: [{ price: { id: CHECKOUT.priceIds.pro[billing] } }] },
        },
      };
    };
    const cancelAtOf = (id: string) => stripe.calls.findLast((call) => call.path === `/v1/subscriptions/${id}`)?.form;

    /** The day the member's subscriptions say an ordinary cancellation sent now would end it (shown before sending). */
    const announcedEnd = async (bearer: string) => {
      const answer = await createTestClient(server.origin).call("", {
        base: "/api/subscriptions",
        method: "GET",
        bearer,
      });
      return (answer.json.subscriptions as { endsIfCancelledNow: string | null }[])[0]?.endsIfCancelledNow;
    };

    test("in the initial term with notice: its end, at the moment its period ends", async () => {
      const { start, object } = priced("yearly", 60);
      const member = await subscriber(1, object);
      const firstEnd = new Date(start);
      firstEnd.setUTCFullYear(firstEnd.getUTCFullYear() + 1);
      expect(await announcedEnd(member.bearer)).toBe(berlinDay(firstEnd));
      const result = await cancel(server.origin, { email: member.email }, member.bearer);
      expect(result.json.cancellation).toMatchObject({ contractEnd: berlinDay(firstEnd) });
      expect(await stored((result.json.cancellation as { id: string }).id)).toMatchObject({
        contractEnd: berlinDay(firstEnd),
        stripeOutcome: "scheduled",
      });
      expect(cancelAtOf(member.ids[0]!)?.get("cancel_at")).toBe(String(seconds(firstEnd)));
      expect(cancelAtOf(member.ids[0]!)?.has("cancel_at_period_end")).toBe(false);
    });

    test("a consumer after the initial term: one month after the day it arrived, to the end of that Berlin day", async () => {
      const { object } = priced("monthly", 45);
      const member = await subscriber(1, object);
      const end = addMonths(berlinDay(server.clock.now()), 1);
      expect(await announcedEnd(member.bearer)).toBe(end);
      const result = await cancel(server.origin, { email: member.email }, member.bearer);
      expect(result.json.cancellation).toMatchObject({ contractEnd: end });
      expect(cancelAtOf(member.ids[0]!)?.get("cancel_at")).toBe(String(seconds(endOfBerlinDay(end))));
    });

    test("a later day asked for is kept; without the link, the date goes only to the address's mail", async () => {
      const { object } = priced("monthly", 45);
      const member = await subscriber(1, object);
      const later = addMonths(berlinDay(server.clock.now()), 3);
      const own = await cancel(server.origin, { email: member.email, endDate: later }, member.bearer);
      expect(own.json.cancellation).toMatchObject({ contractEnd: later });

      const other = await subscriber(1, object);
      const anonymous = await cancel(server.origin, { email: other.email });
      expect(anonymous.json.cancellation).toMatchObject({ contractEnd: null });
      expect(await stored((anonymous.json.cancellation as { id: string }).id)).toMatchObject({
        contractEnd: addMonths(berlinDay(server.clock.now()), 1),
        stripeOutcome: "awaiting_owner",
      });
    });

    test("an extraordinary cancellation, with or without a reason, is left to the owner's decision", async () => {
      const { object } = priced("yearly", 60);
      const member = await subscriber(1, object);
      const calls = stripe.calls.length;
      const result = await cancel(server.origin, { email: member.email, kind: "extraordinary" }, member.bearer);
      expect(result.status).toBe(201);
      expect(await stored((result.json.cancellation as { id: string }).id)).toMatchObject({
        contractEnd: null,
        stripeOutcome: "owner_decides",
      });
      expect(stripe.calls.length).toBe(calls);
    });
  });
});
