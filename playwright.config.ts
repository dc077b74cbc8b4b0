import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";
import { findChromium, TEST_CHROMIUMS } from "./scripts/chromium.mjs";
import {
  E2E_DATA_DIR,
  E2E_STRIPE_API_PORT,
  E2E_STRIPE_SECRET_KEY,
  E2E_STRIPE_WEBHOOK_SECRET,
} from "./tests/e2e/server-settings";
import { E2E_SMTP_PORT } from "./tests/e2e/mail-settings";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

// CHROME_PATH, else Debian's headless shell, else a system Chromium, else the packaged one
// (CHROME_PATH=packaged forces it).
const chromium = await findChromium({ candidates: TEST_CHROMIUMS });

export default defineConfig({
  testDir: "tests/e2e",
  // A real SMTP server receives the site's mail during the run; a stand-in answers for Stripe's API.
  globalSetup: ["./tests/e2e/mail-catcher.ts", "./tests/e2e/fake-stripe-setup.ts"],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Pages are checked with axe in both languages; on a busy 2-core machine one such test
  // has taken 32 s, so the limit leaves room for that.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium.path,
      args: chromium.args,
      env: { ...process.env, ...chromium.env },
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh embedded database per run (with DATABASE_URL set, PostgreSQL is used instead).
    command: `rm -rf ${E2E_DATA_DIR} && npm run build && npm run serve`,
    url: `http://localhost:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      ENABLE_TEST_HOOKS: "1",
      // Tests pose as distinct visitors through X-Forwarded-For (tests/e2e/fixtures.ts).
      TRUSTED_PROXIES: "1",
      // Required with DATABASE_URL (server/env.ts); a new one each run.
      JWT_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_ORIGIN: `http://localhost:${E2E_PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
      STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE_API_PORT}`,
    },
  },
});
