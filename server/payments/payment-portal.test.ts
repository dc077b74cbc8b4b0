import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../db";
import { registerConfirmed } from "../auth/testing/confirmed-member";
import { createTestClient, registration, uniqueEmail } from "../api/testing/test-client";
import { BACKENDS, openTestDatabase } from "../db/testing/test-database";
import { startTestServer, type TestServer } from "../api/testing/test-server";
import { recordStripeEvent } from "./store";
import { startFakeStripe } from "./testing/fake-stripe";

const ORIGIN = "https://profit-scout.test";

describe.each(BACKENDS)("Stripe's customer portal for the signed-in member, on %s", (backend) => {
  let database: OpenedDatabase;
  let server: TestServer;
  let unconfigured: TestServer;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    stripe = await startFakeStripe();
    // The mail's origin is the site's public one: the portal leads back there.
    const mail = { outbox: { enqueue: async () => {}, wake: () => {}, drain: async () => {}, stop: async () => {} } };
    server = await startTestServer(database.db, { stripeApi: stripe.settings, mail: { ...mail, origin: ORIGIN } });
    unconfigured = await startTestServer(database.db);
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await stripe?.close();
    await database?.close();
  });

  let sequence = 0;
  const member = async () => {
    const email = uniqueEmail("portal");
    const registered = await registerConfirmed(createTestClient(server.origin), database.db, registration({ email }));
    return { email, bearer: registered.json.accessToken as string };
  };
  const buy = async (email: string) => {
    const customer = `cus_portal_${Date.now()}${(sequence += 1)}`;
    const created = Math.floor(server.clock.now().getTime() / 1000);
    await database.db.transaction((tx) =>
      recordStripeEvent(
        tx,
        {
          id: `evt_${customer}`,
          type: "checkout.session.completed",
          created,
          data: { object: { id: `cs_${customer}`, customer, customer_email: email } },
        },
        server.clock.now(),
      ),
    );
    return customer;
  };
  const subscriptions = (on: TestServer, bearer: string) =>
    createTestClient(on.origin).call("", { base: "/api/subscriptions", method: "GET", bearer });
  const openPortal = (on: TestServer, bearer: string, language = "english") =>
    createTestClient(on.origin).call("/portal", {
      base: "/api/subscriptions",
      bearer,
      headers: { "X-User-Language": language },
    });

  test("opens for the member's own Stripe customer, and leads back to the account page in their language", async () => {
    const { email, bearer } = await member();
    const customer = await buy(email);
    expect((await subscriptions(server, bearer)).json.paymentPortal).toBe(true);
    const opened = await openPortal(server, bearer, "german");
    expect(opened.status).toBe(200);
    expect(opened.json.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const call = stripe.calls.at(-1)!;
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v1/billing_portal/sessions");
    expect(call.authorization).toBe(`Bearer ${stripe.settings.secretKey}`);
    expect(call.form.get("customer")).toBe(customer);
    expect(call.form.get("return_url")).toBe(`${ORIGIN}/de/member/account`);
    expect((await openPortal(server, bearer)).status).toBe(200);
    expect(stripe.calls.at(-1)?.form.get("return_url")).toBe(`${ORIGIN}/member/account`);
  });

  test("is not offered to a member without a Stripe customer, nor without the secret key", async () => {
    const { email, bearer } = await member();
    const before = stripe.calls.length;
    expect((await subscriptions(server, bearer)).json.paymentPortal).toBe(false);
    expect((await openPortal(server, bearer)).status).toBe(404);
    await buy(email);
    expect((await subscriptions(unconfigured, bearer)).json.paymentPortal).toBe(false);
    const refused = await openPortal(unconfigured, bearer);
    expect(refused.status).toBe(404);
    expect(refused.json.error).toBe("Managing payments is not available for this account.");
    expect(stripe.calls.length).toBe(before);
    // Signed out: no portal for anyone.
    expect((await createTestClient(server.origin).call("/portal", { base: "/api/subscriptions" })).status).toBe(401);
  });

  test("says so when Stripe cannot be reached", async () => {
    const { email, bearer } = await member();
    await buy(email);
    stripe.state.failing = true;
    try {
      const failed = await openPortal(server, bearer);
      expect(failed.status).toBe(502);
      expect(failed.json.error).toBe("Stripe could not be reached. Please try again in a few minutes.");
    } finally {
      stripe.state.failing = false;
    }
  });
});
