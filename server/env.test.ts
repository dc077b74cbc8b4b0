import { describe, expect, test } from "vitest";
import { readEnv } from "./env";

describe("the server's configuration", () => {
  test("the embedded database needs nothing", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "data",
      TRUSTED_PROXIES: 0,
      DRAIN_SECONDS: 5,
      LOG_LEVEL: "info",
    });
    expect(env.MAIL_FROM).toBe("Profit Scout <no-reply@profit-scout.example>");
    expect(env.SMTP_URL).toBeUndefined();
  });

  test("PostgreSQL without a shared JWT_SECRET is refused with one clear line", () => {
    expect(() => readEnv({ DATABASE_URL: "postgres://a:b@db:5432/site" })).toThrow(
      /^JWT_SECRET must be set when DATABASE_URL is/,
    );
    expect(readEnv({ DATABASE_URL: "postgres://a:b@db:5432/site", JWT_SECRET: "ab".repeat(32) }).JWT_SECRET).toBe(
      "ab".repeat(32),
    );
  });

  test("mail settings are checked", () => {
    expect(() => readEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL: must start with smtp/);
    expect(readEnv({ SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example.com:465",
    );
    expect(readEnv({ PUBLIC_ORIGIN: "https://www.example.com/some/path" }).PUBLIC_ORIGIN).toBe(
      "https://www.example.com",
    );
  });
});
