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

/** The claims of a valid access token, or undefined for anything else (never throws). */
export async function verifyAccessToken(
  settings: AccessTokenSettings,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | undefined> {
  if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) return undefined;
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: ["HS256"],
      issuer: settings.issuer,
      audience: settings.audience,
      typ: ACCESS_TOKEN_TYPE,
      currentDate: now,
      requiredClaims: ["sub", "sid", "exp", "iat"],
    });
    const { sub, sid } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || !UUID.test(sub) || !UUID.test(sid)) return undefined;
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
