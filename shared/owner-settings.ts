/**
 * The owner's settings: what only the site owner knows (company details, checkout links,
 * chat invites, video ids, claims), kept in a file outside the tracked code, so that an
 * upgrade never meets the owner's edits (docs/decisions/043-owner-settings-file.md).
 *
 * This module holds the file's schema and how a file is laid over the repository's
 * defaults (config/site.example.json). Reading the file is scripts/owner-settings.ts's
 * job, at build time; every other module imports the values from site.config.ts.
 */
import { z } from "zod";

/** The schema's own errors say what a valid value looks like: `must be ${valid}`. */
const valid = (description: string) => ({ error: description });

function isHttpsUrl(value: string, host?: RegExp): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && (!host || host.test(url.hostname));
  } catch {
    return false;
  }
}

const text = (description: string) => z.string(valid(description)).trim().min(1, valid(description));
const httpsUrl = (description: string, host?: RegExp) =>
  z.string(valid(description)).refine((value) => isHttpsUrl(value, host), valid(description));
const videoId = (description: string) => z.string(valid(description)).regex(/^\d+$/, valid(description));
/** A text that reads differently in each language ("Germany", "Deutschland"). */
const perLanguage = <T extends z.ZodType>(value: T, example: string) =>
  z.strictObject({ en: value, de: value }, valid(`the text per language, ${example}`));

const WORDING = (example: string) => `a text, e.g. ${example}`;

const siteSchema = z.strictObject({
  origin: z
    .string(valid("the site's public address with https://, e.g. https://www.your-domain.de"))
    .refine(
      (value) => isHttpsUrl(value) && new URL(value).origin === value,
      valid("the site's public address with https:// and no path or trailing slash, e.g. https://www.your-domain.de"),
    ),
  foundedYear: z
    .int(valid("a year, e.g. 2019"))
    .min(1900, valid("a year, e.g. 2019"))
    .max(2100, valid("a year, e.g. 2019")),
  liveSignalsSince: z.strictObject(
    {
      year: z
        .int(valid("a year, e.g. 2021"))
        .min(1900, valid("a year, e.g. 2021"))
        .max(2100, valid("a year, e.g. 2021")),
      month: z
        .int(valid("a month from 1 to 12"))
        .min(1, valid("a month from 1 to 12"))
        .max(12, valid("a month from 1 to 12")),
    },
    valid('the year and month, e.g. { "year": 2021, "month": 4 }'),
  ),
  profiles: z.array(
    httpsUrl("the address of one of the company's profiles, https://…"),
    valid('a list of addresses, e.g. ["https://www.linkedin.com/company/…"]'),
  ),
});

const claimsSchema = z.strictObject({
  dailyTraders: z
    .int(valid("a whole number of traders, or null to hide the claim"))
    .positive(valid("a whole number of traders, or null to hide the claim"))
    .nullable(),
  mostPopularPlan: z.enum(["basic", "pro"], valid('"basic", "pro", or null to mark no plan')).nullable(),
});

const companySchema = z.strictObject({
  name: text(WORDING("Trading Tools GmbH")),
  representative: text(WORDING("Max Mustermann")),
  street: text(WORDING("Musterstraße 1")),
  postalCode: text(WORDING("80331")),
  city: text(WORDING("München")),
  country: perLanguage(text(WORDING("Germany")), '{ "en": "Germany", "de": "Deutschland" }'),
  email: z.email(valid("an e-mail address, e.g. support@your-domain.de")),
  phone: text(WORDING("+49 89 1234567")),
  register: perLanguage(
    text(WORDING("Local court of Munich, HRB 123456")),
    '{ "en": "Local court of Munich, HRB 123456", "de": "Amtsgericht München, HRB 123456" }',
  ),
  vatId: text(WORDING("DE123456789")),
  contentResponsible: perLanguage(
    text(WORDING("Max Mustermann, address as above")),
    '{ "en": "Max Mustermann, address as above", "de": "Max Mustermann, Anschrift wie oben" }',
  ),
});

const dataProtectionSchema = z.strictObject({
  euRepresentative: z.strictObject({
    name: text(WORDING("the representative's name")),
    address: text(WORDING("street, postal code, city and EU member state")),
    email: text(WORDING("the representative's e-mail address")),
  }),
  supervisoryAuthority: z.strictObject({
    name: text(WORDING("the authority's name")),
    address: text(WORDING("the authority's postal address")),
    website: text(WORDING("the authority's website")),
  }),
});

const PLANS = ["basic", "pro"] as const;
const byPlanAndBilling = (value: z.ZodType<string>) => {
  const billing = z.strictObject({ monthly: value, yearly: value, "btc-yearly": value });
  return z.strictObject(
    Object.fromEntries(PLANS.map((plan) => [plan, billing])) as Record<(typeof PLANS)[number], typeof billing>,
  );
};

const checkoutSchema = z.strictObject({
  paymentLinks: byPlanAndBilling(httpsUrl("a Payment Link, https://buy.stripe.com/…", /^buy\.stripe\.com$/)),
  priceIds: byPlanAndBilling(
    z.string(valid("a Stripe price, price_…")).regex(/^price_[A-Za-z0-9_]+$/, valid("a Stripe price, price_…")),
  ),
});

const testimonialSchema = z.strictObject({
  id: z
    .int(valid("a whole number, unique across both languages"))
    .positive(valid("a whole number, unique across both languages")),
  videoId: videoId('the video\'s numeric id on the video host, as a text, e.g. "1029384756"'),
  title: text(WORDING("the member's name and what the video is about")),
  hash: z
    .string(valid("the unlisted video's privacy hash"))
    .regex(/^[0-9a-f]+$/, valid("the unlisted video's privacy hash"))
    .optional(),
  isHorizontal: z.boolean(valid("true for a landscape video, false for a portrait one")),
});

const lessonVideoSchema = z.strictObject(
  {
    en: videoId('the lesson\'s numeric video id, as a text, e.g. "1029384756"').optional(),
    de: videoId('the lesson\'s numeric video id, as a text, e.g. "1029384756"').optional(),
  },
  valid('the lesson\'s video ids per language, e.g. { "en": "1029384756", "de": "1029384757" }'),
);

export const ownerSettingsSchema = z.strictObject(
  {
    site: siteSchema,
    claims: claimsSchema,
    company: companySchema,
    dataProtection: dataProtectionSchema,
    checkout: checkoutSchema,
    mail: z.strictObject({ providerName: text(WORDING("the e-mail service's name")) }),
    groupChat: z.strictObject({
      inviteUrl: z.strictObject({
        en: httpsUrl("the group's invite link, https://t.me/+…"),
        de: httpsUrl("the group's invite link, https://t.me/+…"),
      }),
    }),
    reviews: z.strictObject({
      profileUrl: httpsUrl("the company's profile on the review service, https://…").nullable(),
    }),
    charting: z.strictObject({ affiliateUrl: httpsUrl("the affiliate link of the charting platform, https://…") }),
    tradingBot: z.strictObject({ allowlistIp: text(WORDING("85.214.0.1")) }),
    video: z.strictObject({
      introVideoId: z.strictObject({
        en: videoId('the intro video\'s numeric id, as a text, e.g. "1029384756"'),
        de: videoId('the intro video\'s numeric id, as a text, e.g. "1029384756"'),
      }),
    }),
    testimonials: z.strictObject({
      en: z.array(testimonialSchema, valid("a list of videos")),
      de: z.array(testimonialSchema, valid("a list of videos")),
    }),
    /** Per course and lesson slug (shared/courses/), the video ids that replace the course file's. */
    lessonVideos: z.record(
      z.string(),
      z.record(
        z.string(),
        lessonVideoSchema,
        valid('lessons by slug, e.g. { "setup-indicator": { "en": "…", "de": "…" } }'),
      ),
      valid('courses by slug, e.g. { "bitcoin-profit-scout": { "setup-indicator": { "en": "…", "de": "…" } } }'),
    ),
  },
  valid("an object of settings, as in config/site.example.json"),
);

export type OwnerSettings = z.output<typeof ownerSettingsSchema>;

/** A settings file that cannot be used; its message names the file, the key and what fits. */
export class OwnerSettingsError extends Error {
  constructor(message: string) {
    super(message);
    // The message is all the owner needs; where in the build it was read would bury it.
    this.stack = `${this.name}: ${message}`;
  }
}
OwnerSettingsError.prototype.name = "OwnerSettingsError";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `override` laid over `base`: objects key by key, everything else (texts, numbers, lists,
 * null) replaced whole, so that a partial file changes only what it names.
 */
export function mergeSettings(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = mergeSettings(base[key], value);
  return merged;
}

const keyPath = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join("");

/** One line per problem: the file, the key, and what a valid value looks like. */
function describeIssues(error: z.ZodError, source: string): string {
  return error.issues
    .map((issue) => {
      if (issue.code === "unrecognized_keys")
        return issue.keys
          .map(
            (key) =>
              `${source}: unknown key ${keyPath([...issue.path, key])} (the keys are those of config/site.example.json)`,
          )
          .join("\n");
      const where = issue.path.length > 0 ? keyPath(issue.path) : "the file";
      return `${source}: ${where} must be ${issue.message}`;
    })
    .join("\n");
}

/**
 * The settings of `owner` (the parsed file, or undefined without one) laid over
 * `defaults`, checked. Throws an OwnerSettingsError with one line per problem.
 */
export function resolveOwnerSettings(defaults: unknown, owner: unknown, source: string): OwnerSettings {
  const checked = ownerSettingsSchema.safeParse(mergeSettings(defaults, owner));
  if (!checked.success) throw new OwnerSettingsError(describeIssues(checked.error, source));
  return checked.data;
}
