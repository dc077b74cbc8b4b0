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
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});
