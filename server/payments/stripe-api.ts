import type StripeClient from "stripe";

/** How the server reaches Stripe's API: the secret key, and in tests a local stand-in. */
export interface StripeApiSettings {
  /** `sk_…` or a restricted `rk_…` key that may update subscriptions. */
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

/** A visitor waits for the answer on the cancellation page: a slow Stripe must not hold them long. */
const TIMEOUT_MS = 8_000;

const clients = new WeakMap<StripeApiSettings, Promise<StripeClient>>();

function clientFor(settings: StripeApiSettings): Promise<StripeClient> {
  let client = clients.get(settings);
  if (!client) {
    // Loaded when first needed, as for the webhook.
    client = import("stripe").then(
      ({ default: Stripe }) =>
        new Stripe(settings.secretKey, {
          host: settings.host,
          port: settings.port,
          protocol: settings.protocol,
          timeout: TIMEOUT_MS,
          maxNetworkRetries: 1,
        }),
    );
    clients.set(settings, client);
  }
  return client;
}

/**
 * Sets a subscription to end at `cancelAt` (Stripe's `cancel_at`: the day the terms give,
 * docs/decisions/040-cancellation-end-dates.md), or with its current period
 * (`cancel_at_period_end`) when no day is known. True when Stripe confirmed it; false
 * when the call failed.
 */
export async function scheduleSubscriptionEnd(
  settings: StripeApiSettings,
  subscriptionId: string,
  cancelAt: Date | null = null,
): Promise<boolean> {
  try {
    const stripe = await clientFor(settings);
    if (cancelAt) {
      const seconds = Math.floor(cancelAt.getTime() / 1000);
      const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at: seconds });
      return updated.cancel_at === seconds;
    }
    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    return updated.cancel_at_period_end === true;
  } catch {
    return false;
  }
}

/**
 * A session of Stripe's customer portal for this customer, where they change their payment
 * method and read their invoices; the portal's link back leads to `returnUrl`. The address
 * to send the member to, or undefined when Stripe refused or was away.
 */
export async function createPortalSession(
  settings: StripeApiSettings,
  customerId: string,
  returnUrl: string,
): Promise<string | undefined> {
  try {
    const stripe = await clientFor(settings);
    const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  } catch {
    return undefined;
  }
}
