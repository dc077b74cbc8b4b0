import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";

const run = promisify(execFile);

/** A live server's settings on the filled file's domain. */
const LIVE = {
  PUBLIC_ORIGIN: "https://www.trading-tools.de",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
  STRIPE_SECRET_KEY: "rk_live_abc123",
  SMTP_URL: "smtps://mailer:secret@smtp.trading-tools.de:465",
  MAIL_FROM: "Profit Scout <no-reply@trading-tools.de>",
};

/** `npm run check-setup` as the owner runs it, with the settings file SITE_SETTINGS names. */
async function checkSetup(settingsFile: string, env: Record<string, string> = LIVE) {
  const { PATH, HOME } = process.env;
  try {
    const { stdout, stderr } = await run("node_modules/.bin/tsx", ["scripts/check-setup.ts"], {
      env: { PATH, HOME, SITE_SETTINGS: settingsFile, ...env },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function tempFile(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "check-setup-")), "site.json");
  writeFileSync(file, content);
  return file;
}

describe("npm run check-setup", () => {
  test("with every value filled in: exit 0 and nothing listed", async () => {
    const result = await checkSetup(path.resolve("tests/fixtures/site.filled.json"));
    expect(result.stdout.trim()).toBe("Setup complete: no placeholder and no missing setting left.");
    expect(result.status).toBe(0);
  });

  test("on the repository's defaults: exit 1 and the list, each item in the owner's file", async () => {
    const result = await checkSetup(tempFile("{}\n"), {});
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("Still to provide before going live: ");
    for (const line of [
      "  - company.name: ",
      "  - company.country.de: ",
      "  - checkout.paymentLinks.basic.monthly: ",
      "  - testimonials.de #1: ",
      "  - lessonVideos.sentiment-trader: 22 lesson video ids: ",
      "  - PUBLIC_ORIGIN: ",
    ])
      expect(result.stdout).toContain(line);
  });

  test("a file it cannot use: exit 1 and one line naming the key", async () => {
    const file = tempFile('{ "company": { "email": "hilfe at trading-tools.de" } }\n');
    const result = await checkSetup(file);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`${file}: company.email must be an e-mail address, e.g. support@your-domain.de`);
  });
});
