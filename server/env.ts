import { z } from "zod";
import { SITE } from "@shared/site.config";
import { parseJwtSecret } from "./auth";
import { EXIT_STATUS, StartupProblem } from "./startup-problem";

/** A secret the access tokens can be signed with, or the reason it cannot. */
function jwtSecretProblem(value: string): string | undefined {
  try {
    parseJwtSecret(value);
    return undefined;
  } catch (error) {
    return `${(error as Error).message.replace(/^JWT_SECRET /, "")} Make one with \`openssl rand -hex 32\`.`;
  }
}

/**
 * An SMTP address whose user name and password carry `@`, `#`, `/` or `?` unencoded is
 * read with another host (or none): the mail would go elsewhere, or nowhere.
 */
function smtpUrlProblem(value: string): string | undefined {
  const encode =
    "percent-encode special characters in the user name and password (@ as %40, # as %23, / as %2F, ? as %3F, : as %3A)";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a valid address: ${encode}.`;
  }
  if (!/^smtps?:$/.test(url.protocol)) return "must start with smtp:// or smtps://";
  const authority = value.slice(value.indexOf("//") + 2);
  const authorityEnd = authority.search(/[/?#]/);
  if ((authority.match(/@/g) ?? []).length > 1 || (authorityEnd !== -1 && authority.slice(authorityEnd).includes("@")))
    return `holds an unencoded character in its user name or password: ${encode}.`;
  if (!url.hostname) return `names no host: ${encode}.`;
  return undefined;
}

/** The server's configuration, read from the environment once and checked. */
const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Folder for the embedded database and generated secrets. */
  DATA_DIR: z.string().min(1).default("data"),
  /** postgres://... selects PostgreSQL instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  /** Access-token signing key, at least 32 random bytes as hex or base64. */
  JWT_SECRET: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const problem = value?.trim() ? jwtSecretProblem(value) : undefined;
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  /** How many reverse proxies in front may be trusted for X-Forwarded-For/-Proto. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** smtp://user:pass@host:587 or smtps://...: the server that delivers mail. Without it, mails become files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .superRefine((value, context) => {
      const problem = smtpUrlProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  /** The sender of every mail, e.g. `Profit Scout <no-reply@example.com>`. */
  MAIL_FROM: z
    .string()
    .min(3)
    .default(`${SITE.name} <no-reply@${new URL(SITE.origin).hostname.replace(/^www\./, "")}>`),
  /** The address visitors reach the site at; links in mails point there. */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .transform((value) => new URL(value).origin)
    .default(SITE.origin),
  /** The signing secret (`whsec_…`) of the Stripe webhook endpoint /api/stripe/webhook; without it the endpoint answers 503. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be the endpoint's signing secret, starting with whsec_")
    .optional(),
  /** A Stripe secret key (`sk_…`, or a restricted `rk_…` that may write subscriptions): a cancellation then ends the matching subscription with its period. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, "must be a Stripe secret key, starting with sk_ or rk_")
    .optional(),
  /** Tests only, with ENABLE_TEST_HOOKS: where Stripe's API is answered (a local stand-in, server/payments/testing/fake-stripe.ts). */
  STRIPE_API_URL: z.string().url().optional(),
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before the listener closes. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** debug, info, warn or error: lines below it are not written. */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Adds routes that exist only for the end-to-end tests. Never set in production. */
  ENABLE_TEST_HOOKS: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    const others = parsed.error.issues.slice(1).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new StartupProblem(first!.path.join("."), [first!.message, ...others].join("; "), EXIT_STATUS.config);
  }
  // Each copy would otherwise generate its own key: a member signed in on one copy would
  // be signed out by the next request that another copy answers.
  if (parsed.data.DATABASE_URL && !parsed.data.JWT_SECRET?.trim()) {
    throw new StartupProblem(
      "JWT_SECRET",
      "must be set when DATABASE_URL is: every server copy must sign with the same key (make one with `openssl rand -hex 32`).",
      EXIT_STATUS.config,
    );
  }
  return parsed.data;
}
