import { z } from "zod";
import { SITE } from "@shared/site.config";

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
  JWT_SECRET: z.string().optional(),
  /** How many reverse proxies in front may be trusted for X-Forwarded-For/-Proto. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** smtp://user:pass@host:587 or smtps://...: the server that delivers mail. Without it, mails become files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:$/.test(new URL(value).protocol), "must start with smtp:// or smtps://")
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
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  // Each copy would otherwise generate its own key: a member signed in on one copy would
  // be signed out by the next request that another copy answers.
  if (parsed.data.DATABASE_URL && !parsed.data.JWT_SECRET?.trim()) {
    throw new Error(
      "JWT_SECRET must be set when DATABASE_URL is: every server copy must sign with the same key (make one with `openssl rand -hex 32`).",
    );
  }
  return parsed.data;
}
