import { startFakeStripe } from "../../server/payments/testing/fake-stripe";
import { E2E_STRIPE_API_PORT } from "./server-settings";

/**
 * Global setup: the stand-in for Stripe's API the site under test calls (STRIPE_API_URL in
 * playwright.config.ts): subscription updates and customer-portal sessions.
 */
export default async function startStripeStandIn() {
  const stripe = await startFakeStripe({ port: E2E_STRIPE_API_PORT });
  return () => stripe.close();
}
