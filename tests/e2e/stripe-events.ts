import type { APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { expect } from "./fixtures";
import { E2E_STRIPE_WEBHOOK_SECRET } from "./server-settings";

/**
 * Sends an event as Stripe would: signed with the test server's webhook secret
 * (playwright.config.ts) by Stripe's own test helper.
 */
export async function sendStripeEvent(request: APIRequestContext, type: string, object: Record<string, unknown>) {
  const created = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_${type}_${created}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created,
    data: { object },
  });
  const response = await request.post("/api/stripe/webhook", {
    data: payload,
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_WEBHOOK_SECRET }),
    },
  });
  expect(response.status()).toBe(200);
}
