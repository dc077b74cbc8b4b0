/** Stripe's events and the subscriptions they record: what other parts of the API use of it. */
export { planOfPrice } from "./plans";
export {
  ACTIVE_STATUSES,
  countActiveSubscriptions,
  revenueByCurrency,
  subscriptionsOf,
  unreadableStripeEvents,
} from "./store";
export { scheduleSubscriptionEnd, type StripeApiSettings } from "./stripe-api";
