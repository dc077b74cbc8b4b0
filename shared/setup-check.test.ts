import { describe, expect, test } from "vitest";
import { loadOwnerSettings } from "../scripts/owner-settings";
import { describeSetupItems, openSetupItems, SETUP_GROUPS, type SetupEnvironment } from "./setup-check";

/** The repository's defaults, whatever the owner's file of this checkout says. */
const DEFAULTS = loadOwnerSettings(null);

/** The settings of a live site on its own domain. */
const LIVE: SetupEnvironment = {
  PUBLIC_ORIGIN: "https://www.trading-tools.de",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
  STRIPE_SECRET_KEY: "rk_live_abc123",
  SMTP_URL: "smtps://mailer:s%2Fecret@smtp.trading-tools.de:465",
  MAIL_FROM: "Profit Scout <no-reply@trading-tools.de>",
};

const names = (env: SetupEnvironment) => openSetupItems(env, DEFAULTS).map((item) => item.name);

describe("the setup check on the repository's stand-ins", () => {
  test("lists every group, the company's details and the stand-ins that once looked real", () => {
    const items = openSetupItems({}, DEFAULTS);
    expect(new Set(items.map((item) => item.group))).toEqual(new Set(Object.keys(SETUP_GROUPS)));
    expect(names({})).toEqual(
      expect.arrayContaining([
        "company.name",
        "company.country.en",
        "company.country.de",
        "dataProtection.supervisoryAuthority.name",
        "tradingBot.allowlistIp",
        "video.introVideoId.en",
        "video.introVideoId.de",
        "testimonials.de #1",
        "charting.affiliateUrl",
        "PUBLIC_ORIGIN",
        "SMTP_URL",
      ]),
    );
  });

  test("says for each item where it is set and what a valid value looks like", () => {
    for (const item of openSetupItems({}, DEFAULTS)) {
      expect(item.where.length, item.name).toBeGreaterThan(5);
      expect(item.valid.length, item.name).toBeGreaterThan(5);
    }
    const lines = describeSetupItems(openSetupItems({}, DEFAULTS));
    expect(lines).toContain("Company and imprint (14)");
    expect(lines.some((line) => line.startsWith("  - company.name: ") && line.endsWith("(in config/site.json)"))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith("  - STRIPE_SECRET_KEY: ") && line.includes("docs/deploy.md"))).toBe(
      true,
    );
  });

  test("a live site's settings leave only the configuration's stand-ins", () => {
    expect(names(LIVE)).not.toEqual(
      expect.arrayContaining(["PUBLIC_ORIGIN", "STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY", "SMTP_URL", "MAIL_FROM"]),
    );
    for (const name of ["PUBLIC_ORIGIN", "STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY", "SMTP_URL", "MAIL_FROM"])
      expect(names(LIVE)).not.toContain(name);
  });

  test.each([
    ["an address without https", { PUBLIC_ORIGIN: "http://www.trading-tools.de" }, "PUBLIC_ORIGIN"],
    ["a documentation domain", { PUBLIC_ORIGIN: "https://www.profit-scout.example" }, "PUBLIC_ORIGIN"],
    ["a test-mode key", { STRIPE_SECRET_KEY: "sk_test_abc" }, "STRIPE_SECRET_KEY"],
    ["a sender on another domain", { MAIL_FROM: "Profit Scout <no-reply@gmail.com>" }, "MAIL_FROM"],
    ["a plain-text mail server", { SMTP_URL: "mail.trading-tools.de" }, "SMTP_URL"],
  ])("names %s", (_what, change, name) => {
    expect(names({ ...LIVE, ...change })).toContain(name);
  });
});

describe("the setup check once the owner has filled in everything", () => {
  test("has nothing left to list", () => {
    expect(openSetupItems(LIVE, loadOwnerSettings("tests/fixtures/site.filled.json"))).toEqual([]);
  });

  test("names a value the owner left unfinished by its key in the file", () => {
    const filled = loadOwnerSettings("tests/fixtures/site.filled.json");
    const unfinished = {
      ...filled,
      company: { ...filled.company, register: { ...filled.company.register, de: "[PLACEHOLDER] Registergericht" } },
    };
    expect(openSetupItems(LIVE, unfinished).map((item) => item.name)).toEqual(["company.register.de"]);
  });
});
