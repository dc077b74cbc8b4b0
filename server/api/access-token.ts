import { jwtVerify, SignJWT } from "jose";
import { ACCESS_TOKEN_TYPE } from "./constants";

/**
 * Access tokens: short-lived HS256 JWTs naming the user (`sub`) and the refresh family they
 * belong to (`sid`), so that ending the family ends them too. Verification pins the
 * algorithm, issuer, audience and type, and reads the time from the injected clock.
 */
export interface AccessTokenSettings {
  secret: Uint8Array;
  issuer: string;
  audience: string;
  ttlMs: number;
}

export interface AccessTokenClaims {
  userId: string;
  familyId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A compact JWS has three base64url parts; anything else is not worth parsing. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_TOKEN_LENGTH = 2048;

export async function signAccessToken(
  settings: AccessTokenSettings,
  claims: AccessTokenClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.familyId })
    .setProtectedHeader({ alg: "HS256", typ: ACCESS_TOKEN_TYPE })
    .setSubject(claims.userId)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.floor(settings.ttlMs / 1000))
    .sign(settings.secret);
}

/**
 * Tokens whose signature and claims were checked, with their expiry (seconds). A browser
 * sends the same token with every call until it expires; checking its signature again each
 * time (WebCrypto, a round trip through the thread pool) cost a call like GET /me more than
 * its query. Only a token's expiry depends on the time, so it alone is checked again. The
 * cache is per key (settings object), bounded, and oldest-first when full. Ending a session
 * still ends its tokens at once: every call checks the token's refresh family in the database.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const verifiedTokens = new WeakMap<AccessTokenSettings, Map<string, AccessTokenClaims & { expiresAt: number }>>();

function verifiedBefore(settings: AccessTokenSettings): Map<string, AccessTokenClaims & { expiresAt: number }> {
  let verified = verifiedTokens.get(settings);
  if (!verified) verifiedTokens.set(settings, (verified = new Map()));
  return verified;
}

/** The claims of a valid access token, or undefined for anything else (never throws). */
export async function verifyAccessToken(
  settings: AccessTokenSettings,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | undefined> {
  if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) return undefined;
  const verified = verifiedBefore(settings);
  const known = verified.get(token);
  // As jose decides: a token is expired from the second its `exp` names.
  if (known)
    return Math.floor(now.getTime() / 1000) < known.expiresAt
      ? { userId: known.userId, familyId: known.familyId }
      : undefined;
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: ["HS256"],
      issuer: settings.issuer,
      audience: settings.audience,
      typ: ACCESS_TOKEN_TYPE,
      currentDate: now,
      requiredClaims: ["sub", "sid", "exp", "iat"],
    });
    const { sub, sid, exp } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || !UUID.test(sub) || !UUID.test(sid)) return undefined;
    if (typeof exp === "number") {
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, { userId: sub, familyId: sid, expiresAt: exp });
    }
    return { userId: sub, familyId: sid };
  } catch {
    return undefined;
  }
}

/** The token of an `Authorization: Bearer ...` header. Tokens are never read from the URL. */
export function bearerToken(header: string | null | undefined): string | undefined {
  const match = /^Bearer +([^\s]+) *$/i.exec(header ?? "");
  return match?.[1];
}
