import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { OWNER_SETTINGS, PLACEHOLDER_MARK } from "../shared/site.config";
import { type OwnerSettings, OwnerSettingsError, resolveOwnerSettings } from "../shared/owner-settings";
import { openSetupItems } from "../shared/setup-check";
import {
  DEFAULTS_FILE,
  loadOwnerSettings,
  ownerSettingsFile,
  ownerSettingsVite,
  VALUES_MODULE,
} from "./owner-settings";

const FILLED_FILE = "tests/fixtures/site.filled.json";
const defaults: unknown = JSON.parse(readFileSync(DEFAULTS_FILE, "utf8"));
const resolve = (owner: unknown) => resolveOwnerSettings(defaults, owner, "config/site.json");

/** The one-line message an unusable file stops the build with. */
function problemOf(owner: unknown): string {
  try {
    resolve(owner);
  } catch (error) {
    expect(error).toBeInstanceOf(OwnerSettingsError);
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
}

/** Every text, number and boolean of the settings by its dotted key. */
function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

describe("the owner's settings", () => {
  test("without a file: the repository's defaults, placeholders and all", () => {
    const settings = loadOwnerSettings(null);
    expect(settings).toEqual(defaults);
    expect(settings.company.name.startsWith(PLACEHOLDER_MARK)).toBe(true);
    expect(settings.claims).toEqual({ dailyTraders: null, mostPopularPlan: null });
  });

  test("the build and the tests read the same file as check-setup", () => {
    expect(OWNER_SETTINGS).toEqual(loadOwnerSettings());
  });

  test("the build's module exports every value the module read without a build exports, alike", () => {
    const built = Object.fromEntries(
      [
        ...ownerSettingsVite()
          .load(VALUES_MODULE)!
          .matchAll(/^export const (\w+) = (.*);$/gm),
      ].map(([, name, json]) => [name, JSON.parse(json!)]),
    );
    const unbuilt = readFileSync(VALUES_MODULE, "utf8");
    const names = [
      ...[...unbuilt.matchAll(/^export const \{([^}]*)\}/gm)].flatMap(([, list]) => list!.split(",")),
      ...[...unbuilt.matchAll(/^export const (\w+) =/gm)].map(([, name]) => name!),
    ].map((name) => name.trim());
    expect(names).toEqual(expect.arrayContaining(["company", "companyName", "companyEmail"]));
    const settings = loadOwnerSettings() as unknown as Record<string, Record<string, unknown>>;
    for (const name of names.filter(Boolean)) expect(built, name).toHaveProperty(name);
    expect(built.companyName).toBe(settings.company!.name);
    expect(built.companyEmail).toBe(settings.company!.email);
  });

  test("a partial file changes what it names and keeps every other default", () => {
    const settings = resolve({
      company: { name: "Trading Tools GmbH", country: { en: "Germany", de: "Deutschland" } },
      claims: { dailyTraders: 800 },
      testimonials: { en: [] },
    });
    expect(settings.company.name).toBe("Trading Tools GmbH");
    expect(settings.company.country).toEqual({ en: "Germany", de: "Deutschland" });
    const base = defaults as OwnerSettings;
    expect(settings.company.street).toBe(base.company.street);
    expect(settings.claims).toEqual({ dailyTraders: 800, mostPopularPlan: null });
    // A list is replaced whole: the English slots are gone, the German ones stay.
    expect(settings.testimonials.en).toEqual([]);
    expect(settings.testimonials.de).toEqual(base.testimonials.de);
    expect(settings.checkout).toEqual(base.checkout);
  });

  test.each([
    [{ company: { email: "support at trading-tools.de" } }, "company.email must be an e-mail address, e.g. "],
    [
      { site: { origin: "http://www.trading-tools.de" } },
      "site.origin must be the site's public address with https://",
    ],
    [
      { company: { country: "Germany" } },
      'company.country must be the text per language, { "en": "Germany", "de": "Deutschland" }',
    ],
    [
      { checkout: { priceIds: { pro: { yearly: "pro-yearly" } } } },
      "checkout.priceIds.pro.yearly must be a Stripe price, price_…",
    ],
    [{ claims: { mostPopularPlan: "premium" } }, 'claims.mostPopularPlan must be "basic", "pro", or null'],
    [
      { testimonials: { de: [{ id: 1, videoId: 1029384756, title: "Anna", isHorizontal: true }] } },
      "testimonials.de[0].videoId must be ",
    ],
  ])("an invalid value stops the build with one line naming the key: %j", (owner, expected) => {
    const message = problemOf(owner);
    expect(message).not.toContain("\n");
    expect(message).toContain(`config/site.json: ${expected}`);
  });

  test("an unknown key (a typo) is refused, by its full name", () => {
    expect(problemOf({ company: { adress: "Seitzstraße 8" } })).toBe(
      "config/site.json: unknown key company.adress (the keys are those of config/site.example.json)",
    );
    expect(problemOf({ compnay: {} })).toContain("unknown key compnay ");
  });

  test("a file that is not JSON, or that SITE_SETTINGS names but is not there, is named", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "owner-settings-"));
    const broken = path.join(folder, "site.json");
    writeFileSync(broken, '{ "company": { "name": "Trading Tools GmbH", } }');
    expect(() => loadOwnerSettings(broken)).toThrow(`${broken}: is not valid JSON`);
    expect(() => loadOwnerSettings(path.join(folder, "missing.json"))).toThrow(
      /missing\.json: cannot be read \(ENOENT\)/,
    );
    expect(ownerSettingsFile({ SITE_SETTINGS: broken })).toBe(broken);
  });

  test("a filled file replaces every placeholder, and the setup check has nothing left", () => {
    const filled = loadOwnerSettings(FILLED_FILE);
    const defaultValues = new Map(leaves(defaults));
    for (const [key, value] of leaves(filled)) {
      if (typeof value !== "string" || !defaultValues.has(key)) continue;
      expect(value, key).not.toBe(defaultValues.get(key));
      expect(value, key).not.toMatch(/PLACEHOLDER|\.example\b/);
    }
    const live = {
      PUBLIC_ORIGIN: filled.site.origin,
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_SECRET_KEY: "rk_live_abc123",
      SMTP_URL: "smtps://mailer:secret@smtp.trading-tools.de:465",
      MAIL_FROM: "Profit Scout <no-reply@trading-tools.de>",
    };
    expect(openSetupItems(live, filled)).toEqual([]);
  });
});
