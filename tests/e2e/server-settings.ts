/** The test server's data folder (its embedded database), emptied at every run. */
export const E2E_DATA_DIR = "data/e2e";
/** The test server's Stripe webhook secret: the tests sign their events with it. */
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_end_to_end_tests_only";
