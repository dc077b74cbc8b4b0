/** The test server's data folder (its embedded database), emptied at every run. */
export const E2E_DATA_DIR = "data/e2e";
/** The test server's Stripe webhook secret: the tests sign their events with it. */
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_end_to_end_tests_only";
/** The test server's Stripe secret key: its API calls go to the stand-in below. */
export const E2E_STRIPE_SECRET_KEY = "sk_test_end_to_end_tests_only";
/** Where the stand-in for Stripe's API listens (tests/e2e/fake-stripe-setup.ts), next to the site's port. */
export const E2E_STRIPE_API_PORT = Number(process.env.E2E_STRIPE_API_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 3);
