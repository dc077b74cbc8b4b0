import path from "node:path";

/** Where the test run's SMTP server listens, next to the site's own port. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2);
/** Where it writes what it receives. */
export const MAIL_CATCHER_DIR = path.resolve("data", "e2e-mail");
