import { randomBytes } from "node:crypto";
import { link, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensurePrivateDir } from "../db/data-dir";
import { MIN_JWT_SECRET_BYTES } from "../api/constants";

/**
 * The access-token signing key. From JWT_SECRET (hex, or base64/base64url) when given;
 * otherwise generated once and kept in `<dataDir>/jwt-secret`, so `npm start` needs no
 * setup. Several server copies must share one JWT_SECRET.
 */
const HEX = /^(?:[0-9a-f]{2})+$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export class JwtSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JwtSecretError";
  }
}

/** Decodes a secret: hex when it is only hex digits, base64 otherwise; refuses fewer than 32 bytes. */
export function parseJwtSecret(value: string): Uint8Array {
  const text = value.trim();
  let bytes: Buffer;
  if (HEX.test(text)) bytes = Buffer.from(text, "hex");
  else if (BASE64.test(text)) bytes = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  else throw new JwtSecretError("JWT_SECRET must be hex or base64.");
  if (bytes.byteLength < MIN_JWT_SECRET_BYTES) {
    throw new JwtSecretError(
      `JWT_SECRET must hold at least ${MIN_JWT_SECRET_BYTES} random bytes (it has ${bytes.byteLength}).`,
    );
  }
  return new Uint8Array(bytes);
}

export async function loadJwtSecret({
  value,
  dataDir = "data",
}: {
  value?: string;
  dataDir?: string;
}): Promise<Uint8Array> {
  if (value !== undefined && value.trim() !== "") return parseJwtSecret(value);

  const file = path.resolve(dataDir, "jwt-secret");
  await ensurePrivateDir(path.dirname(file));
  // Written whole to a temporary file, then linked into place: link() fails when the file
  // exists, so copies starting together all end up with the first one's complete secret.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(draft, `${randomBytes(64).toString("base64")}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(draft);
  }
  return parseJwtSecret(await readFile(file, "utf8"));
}
