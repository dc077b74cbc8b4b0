import { createHash, randomBytes } from "node:crypto";

/**
 * The secrets the site hands out and later accepts back: the mailed links (account links,
 * the cancellation's owner link) and the refresh cookie. Each is 32 random bytes (256
 * bits) as base64url, 43 characters; the database keeps only its SHA-256, so a copy of
 * the database opens nothing.
 */
const SECRET_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token, and what a presented token is looked up by. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a presented text can be a token at all: anything else is refused without a query. */
export function isSecretTokenFormat(text: string): boolean {
  return SECRET_TOKEN_FORMAT.test(text);
}
