import { PATHS, pageUrl } from "@shared/paths";
import type { RouteTable } from "../api/app";
import type { ApiContext } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { readBodyBytes } from "../http/json-body";
import { jsonError } from "../http/json-error";
import { messageLanguage } from "../api/messages";
import { allowedMember } from "../progress";
import { planOfPrice } from "./plans";
import { contractEndOf } from "../cancellation";
import { customerOf, recordStripeEvent, subscriptionsOf } from "./store";
import { createPortalSession } from "./stripe-api";
import { stripeEvent } from "./stripe-objects";

/** Stripe's events are larger than the member API's bodies (an invoice lists its lines). */
const MAX_EVENT_BYTES = 512 * 1024;
/** How old a signature may be (Stripe's default): an older delivery is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** POST /api/stripe/webhook: Stripe's signed events (docs/decisions/017-stripe-payments.md). */
export function stripeRoutes(deps: ApiDependencies): RouteTable {
  return [["/webhook", { POST: receiveStripeEvent(deps) }]];
}

/**
 * GET /api/subscriptions: the signed-in member's running subscriptions, and whether they
 * can manage their payments in Stripe's customer portal; POST /api/subscriptions/portal
 * opens that portal (docs/decisions/039-contract-mails.md).
 */
export function subscriptionRoutes(deps: ApiDependencies): RouteTable {
  return [
    ["/", { GET: memberSubscriptions(deps) }],
    ["/portal", { POST: openPaymentPortal(deps) }],
  ];
}

/** The portal opens for the member's own Stripe customer only, and only with the secret key. */
async function portalCustomer(deps: ApiDependencies, userId: string): Promise<string | undefined> {
  return deps.stripeApi ? customerOf(deps.db, userId) : undefined;
}

function openPaymentPortal(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const member = await allowedMember(c, deps);
    if (member instanceof Response) return member;
    const customer = await portalCustomer(deps, member.userId);
    if (!deps.stripeApi || !customer) return jsonError(c, 404, messages.paymentPortalUnavailable);
    // Back to the account page in the language the request came in, at the site's own origin.
    const returnUrl = pageUrl(PATHS.account, messageLanguage(c.req.header("x-user-language")), deps.mail?.origin);
    const url = await createPortalSession(deps.stripeApi, customer, returnUrl);
    deps.log(c.req.raw, { event: url ? "stripe.portal_opened" : "stripe.portal_failed", userId: member.userId });
    if (!url) return jsonError(c, 502, messages.paymentPortalFailed);
    return c.json({ url }, 200);
  };
}

function receiveStripeEvent(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const secret = deps.stripeWebhookSecret;
    if (!secret) return jsonError(c, 503, messages.paymentsNotConfigured);
    const body = await readBodyBytes(c.req.raw, MAX_EVENT_BYTES);
    if (!body) return jsonError(c, 413, messages.payloadTooLarge);
    const payload = Buffer.from(body);
    const now = deps.clock();

    // Loaded with the first event: a server that takes no payments never holds the library.
    const { default: Stripe } = await import("stripe");
    let verified: unknown;
    try {
      verified = Stripe.webhooks.constructEvent(
        payload,
        c.req.header("stripe-signature") ?? "",
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        // Milliseconds: the library divides by 1000 itself.
        now.getTime(),
      );
    } catch {
      deps.log(c.req.raw, { event: "stripe.signature_refused", address: c.get("address") });
      return jsonError(c, 400, messages.webhookSignature);
    }
    const parsed = stripeEvent.safeParse(verified);
    if (!parsed.success) return jsonError(c, 400, messages.bodyNotObject);
    const event = parsed.data;

    const mail = deps.mail && { ...deps.mail, contractTerms: deps.contractTerms };
    const outcome = await deps.db.transaction((tx) => recordStripeEvent(tx, event, now, mail));
    // The contract and payment mails were added with the event: they go out now.
    if (outcome === "recorded") deps.mail?.outbox.wake();
    deps.log(c.req.raw, { event: `stripe.event_${outcome}`, stripeEvent: event.id, stripeType: event.type });
    return c.json({ received: true, duplicate: outcome === "replayed" }, 200);
  };
}

function memberSubscriptions(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await allowedMember(c, deps);
    if (member instanceof Response) return member;
    const rows = await subscriptionsOf(deps.db, member.userId, "running");
    return c.json(
      {
        paymentPortal: (await portalCustomer(deps, member.userId)) !== undefined,
        subscriptions: rows.map((row) => ({
          id: row.id,
          ...(planOfPrice(row.priceId) ?? { plan: null, billing: null }),
          status: row.status,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          // The day an ordinary cancellation sent now would end it (the cancellation page shows it before sending).
          endsIfCancelledNow: contractEndOf(row, deps.clock(), "ordinary", null).contractEnd,
        })),
      },
      200,
    );
  };
}
