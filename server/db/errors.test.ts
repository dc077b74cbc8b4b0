import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, test } from "vitest";
import { isDatabaseUnavailable, summarizeError } from "./errors";

const withCode = (code: string, name = "PostgresError") =>
  Object.assign(new Error("duplicate key value violates ada@example.com"), { name, code });

describe("database errors", () => {
  test("a failed query is summarised by kind and code, never by its parameters", () => {
    const error = new DrizzleQueryError(
      "insert into users values ($1, $2)",
      ["ada@example.com", "$argon2id$v=19$m=19456"],
      withCode("23505"),
    );
    const summary = summarizeError(error);
    expect(summary).toEqual({ kind: "PostgresError", code: "23505" });
    expect(JSON.stringify(summary)).not.toMatch(/ada@example|argon2/);
  });

  test("a code that is not code-shaped is left out", () => {
    expect(summarizeError(Object.assign(new Error("x"), { code: "user ada@example.com" }))).toEqual({ kind: "Error" });
  });

  test("down, overloaded and too slow count as unavailable; broken queries do not", () => {
    for (const code of [
      "ECONNREFUSED",
      "CONNECT_TIMEOUT",
      "CONNECTION_CLOSED",
      "57014",
      "57P01",
      "53300",
      "08006",
      "40001",
    ]) {
      expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], withCode(code))), code).toBe(true);
    }
    for (const code of ["23505", "42P01", "22001"]) expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });

  test("SQLite busy, locked, I/O and full errors and a closed client count as unavailable", () => {
    // As @libsql/client throws them: its error with the base code wraps the native one with the extended code.
    const sqlite = (code: string, extendedCode = code) =>
      Object.assign(new Error(`${code}: database is locked`), {
        name: "LibsqlError",
        code,
        cause: Object.assign(new Error("database is locked"), { name: "SqliteError", code: extendedCode }),
      });
    for (const [code, extended] of [
      ["SQLITE_BUSY", "SQLITE_BUSY"],
      ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT"],
      ["SQLITE_LOCKED", "SQLITE_LOCKED_SHAREDCACHE"],
      ["SQLITE_IOERR", "SQLITE_IOERR_WRITE"],
      ["SQLITE_FULL", "SQLITE_FULL"],
    ] as const) {
      expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], sqlite(code, extended))), extended).toBe(true);
    }
    expect(isDatabaseUnavailable(withCode("CLIENT_CLOSED", "LibsqlError"))).toBe(true);
    for (const code of ["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_ERROR", "SQLITE_MISMATCH"])
      expect(isDatabaseUnavailable(sqlite("SQLITE_CONSTRAINT", code)), code).toBe(false);
    expect(summarizeError(sqlite("SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT"))).toEqual({
      kind: "SqliteError",
      code: "SQLITE_BUSY_SNAPSHOT",
    });
  });
});
