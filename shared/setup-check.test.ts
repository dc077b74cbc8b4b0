import { describe, expect, test, vi } from "vitest";
import type * as SiteConfig from "./site.config";
import { describeSetupItems, openSetupItems, SETUP_GROUPS, type SetupEnvironment } from "./setup-check";

/** The settings of a live site on its own domain. */
const LIVE: SetupEnvironment = {
  PUBLIC_ORIGIN: "https://www.trading-tools.de",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
  STRIPE_SECRET_KEY: "rk_live_abc123",
  SMTP_URL: "smtps://mailer:s%2Fecret@smtp.trading-tools.de:465",
  MAIL_FROM: "Profit Scout <no-reply@trading-tools.de>",
};

const names = (env: SetupEnvironment) => openSetupItems(env).map((item) => item.name);

describe("the setup check on the repository's stand-ins", () => {
  test("lists every group, the company's details and the stand-ins that once looked real", () => {
    const items = openSetupItems({});
    expect(new Set(items.map((item) => item.group))).toEqual(new Set(Object.keys(SETUP_GROUPS)));
    expect(names({})).toEqual(
      expect.arrayContaining([
        "COMPANY.name",
        "DATA_PROTECTION.supervisoryAuthority.name",
        "TRADING_BOT_ALLOWLIST_IP",
        "VIDEO.introVideoId.en",
        "VIDEO.introVideoId.de",
        "TESTIMONIALS.de #1",
        "CHARTING.affiliateUrl",
        "PUBLIC_ORIGIN",
        "SMTP_URL",
      ]),
    );
  });

  test("says for each item where it is set and what a valid value looks like", () => {
    for (const item of openSetupItems({})) {
      expect(item.where.length, item.name).toBeGreaterThan(5);
      expect(item.valid.length, item.name).toBeGreaterThan(5);
    }
    const lines = describeSetupItems(openSetupItems({}));
    expect(lines).toContain("Company and imprint (11)");
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
  test("has nothing left to list", async () => {
    vi.resetModules();
    vi.doMock("./site.config", async (original) => {
      const actual = await original<typeof SiteConfig>();
      const filled = <T>(value: T, by: (text: string) => string): T =>
        JSON.parse(JSON.stringify(value), (_key, inner: unknown) =>
          typeof inner === "string" ? by(inner) : inner,
        ) as T;
      return {
        ...actual,
        SITE: { ...actual.SITE, origin: "https://www.trading-tools.de" },
        COMPANY: filled(actual.COMPANY, () => "Trading Tools GmbH"),
        DATA_PROTECTION: filled(actual.DATA_PROTECTION, () => "Datenschutz Vertretung GmbH"),
        MAIL: { providerName: "Mailbox.org" },
        CHECKOUT: {
          ...actual.CHECKOUT,
          paymentLinks: filled(actual.CHECKOUT.paymentLinks, () => "https://buy.stripe.com/abc123"),
          priceIds: filled(actual.CHECKOUT.priceIds, () => "price_1AbC"),
        },
        GROUP_CHAT: { ...actual.GROUP_CHAT, inviteUrl: { en: "https://t.me/+AbC", de: "https://t.me/+DeF" } },
        REVIEWS: { providerName: "Trustpilot", profileUrl: null },
        CHARTING: { ...actual.CHARTING, affiliateUrl: "https://www.tradingview.com/?aff_id=31337" },
        TRADING_BOT_ALLOWLIST_IP: "85.214.0.1",
        VIDEO: { ...actual.VIDEO, introVideoId: { en: "1029384756", de: "1029384757" } },
        isPlaceholderVideoId: () => false,
      };
    });
    vi.doMock("./testimonials", () => ({ TESTIMONIALS: { en: [], de: [] } }));
    const { openSetupItems: openOnFilledSite } = await import("./setup-check");
    expect(openOnFilledSite(LIVE)).toEqual([]);
    vi.doUnmock("./site.config");
    vi.doUnmock("./testimonials");
  });
});
