import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadJwtSecret, parseJwtSecret } from "./jwt-secret";
import { tempFolder } from "../testing/temp-folder";

describe("JWT secret", () => {
  test("reads 32 or more bytes given as hex or base64", () => {
    expect(parseJwtSecret("ab".repeat(32))).toHaveLength(32);
    expect(parseJwtSecret(Buffer.alloc(48, 1).toString("base64"))).toHaveLength(48);
    expect(parseJwtSecret(Buffer.alloc(32, 250).toString("base64url"))).toEqual(new Uint8Array(32).fill(250));
  });

  test("refuses a shorter or malformed secret", () => {
    expect(() => parseJwtSecret("ab".repeat(31))).toThrow(/at least 32/);
    expect(() => parseJwtSecret("c2hvcnQ=")).toThrow(/at least 32/);
    expect(() => parseJwtSecret("not a secret!")).toThrow(/hex or base64/);
  });

  test("without one, generates a secret in the data folder once and keeps it", async () => {
    const dataDir = await tempFolder("jwt-secret");
    const first = await loadJwtSecret({ dataDir });
    const again = await Promise.all([loadJwtSecret({ dataDir }), loadJwtSecret({ dataDir })]);
    expect(first.byteLength).toBeGreaterThanOrEqual(32);
    expect(again).toEqual([first, first]);
    const file = path.join(dataDir, "jwt-secret");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseJwtSecret(await readFile(file, "utf8"))).toEqual(first);
  });

  test("an empty JWT_SECRET counts as none", async () => {
    const dataDir = await tempFolder("jwt-secret");
    expect((await loadJwtSecret({ value: "", dataDir })).byteLength).toBe(64);
  });
});
