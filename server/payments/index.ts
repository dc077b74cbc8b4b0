/** Stripe's events and the subscriptions they record: what other parts of the API use of it. */
export { planOfPrice } from "./plans";
export { stripeRoutes, subscriptionRoutes } from "./routes";
export {
  ACTIVE_STATUSES,
  activeSubscriptionsOf,
  countActiveSubscriptions,
  revenueByCurrency,
  unreadableStripeEvents,
} from "./store";
export { scheduleSubscriptionEnd, type StripeApiSettings } from "./stripe-api";
