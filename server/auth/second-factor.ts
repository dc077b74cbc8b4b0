import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { and, eq, isNull, or, lt } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database } from "../db";
import { tables } from "../db/tables";
import type { UserRow } from "./users";

/**
 * The second factor (docs/decisions/032-second-factor.md): a TOTP code of an authenticator
 * app (RFC 6238: 30 seconds, 6 digits, SHA-1, as every common app reads a QR code), or one
 * of ten single-use recovery codes. The app's secret is stored encrypted (AES-256-GCM)
 * with a key derived from the server's secret; a code works once.
 */

const ISSUER = "Profit Scout";
const PERIOD_SECONDS = 30;
/** Codes of the step before and after count too: a phone's clock may be a little off. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

export function secondFactorKey(serverSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, Buffer.alloc(0), "profit-scout totp secret v1", 32));
}

export function encryptSecret(key: Buffer, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("Unknown format of a stored second-factor secret.");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

const totpOf = (base32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

/** A new secret (160 bits, as RFC 4226 recommends) and what the app reads: the otpauth address and its QR code's rows. */
export async function newSecretForApp(email: string): Promise<{ secret: string; uri: string; qr: string[] }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, email).toString();
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
  const qr = Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => (modules.get(row, column) ? "1" : "0")).join(""),
  );
  return { secret, uri, qr };
}

/** The 30-second step a 6-digit code belongs to, when it is right now (± one step). */
export function stepOfCode(base32: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(base32, "").validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** A code as typed: spaces and dashes gone, small letters. */
const normalizeCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const hashRecoveryCode = (code: string) => createHash("sha256").update(normalizeCode(code)).digest("hex");

/** Ten recovery codes of 10 base32 characters (50 bits) each, shown as "abcde-fghij". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = new Secret({ size: 7 }).base32.slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Replaces the member's recovery codes with a new set. To be run inside a transaction. */
export async function saveRecoveryCodes(tx: Database, userId: string, codes: string[]): Promise<void> {
  const { recoveryCodes } = tables(tx);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ codeHash: hashRecoveryCode(code), userId })));
}

/**
 * Whether the code (the app's, or a recovery code) is right for the member's enabled
 * second factor, spending it: an app code's step is recorded and no earlier or equal step
 * works again, a recovery code is marked used. Either in one conditional write, so of two
 * requests racing with one code only one succeeds.
 */
export async function spendSecondFactorCode(
  db: Database,
  key: Buffer,
  user: Pick<UserRow, "id" | "totpSecret">,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const { users, recoveryCodes } = tables(db);
  const typed = code.trim();
  const step = stepOfCode(decryptSecret(key, user.totpSecret), typed, now);
  if (step !== undefined) {
    const [spent] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return spent !== undefined;
  }
  if (!/^[a-z2-7]{10}$/.test(normalizeCode(typed))) return false;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.codeHash, hashRecoveryCode(typed)),
        eq(recoveryCodes.userId, user.id),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash });
  return used !== undefined;
}

/** Records that this session's sign-in passed the second factor. */
export async function markSessionVerified(db: Database, userId: string, familyId: string, now: Date): Promise<void> {
  const { secondFactorSessions } = tables(db);
  await db.insert(secondFactorSessions).values({ familyId, userId, verifiedAt: now }).onConflictDoNothing();
}

/** Turns the second factor off: secret, recovery codes and verified sessions go. To be run inside a transaction. */
export async function removeSecondFactor(tx: Database, userId: string): Promise<void> {
  const { users, recoveryCodes, secondFactorSessions } = tables(tx);
  await tx
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(secondFactorSessions).where(eq(secondFactorSessions.userId, userId));
}
