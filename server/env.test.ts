import { describe, expect, test } from "vitest";
import { SITE } from "@shared/site.config";
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
    // A sender on the site's own domain, without "www.".
    const domain = new URL(SITE.origin).hostname.replace(/^www\./, "");
    expect(env.MAIL_FROM).toBe(`Profit Scout <no-reply@${domain}>`);
    expect(env.SMTP_URL).toBeUndefined();
  });

  test("PostgreSQL without a shared JWT_SECRET is refused with one clear line", () => {
    expect(() => readEnv({ DATABASE_URL: "postgres://a:b@db:5432/site" })).toThrow(
      /^JWT_SECRET: must be set when DATABASE_URL is/,
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

  test("a JWT_SECRET too short or not hex or base64 is named with how to make one", () => {
    expect(() => readEnv({ JWT_SECRET: "changeme" })).toThrow(/^JWT_SECRET: .*openssl rand -hex 32/);
    expect(() => readEnv({ JWT_SECRET: "not a secret!" })).toThrow(/^JWT_SECRET: must be hex or base64/);
  });

  test("an SMTP password with / # or @ unencoded is named, with the fix", () => {
    for (const smtpUrl of [
      "smtp://user:pa/ss@mail.example.com:587",
      "smtp://user:pa#ss@mail.example.com:587",
      "smtp://user:p@ss@mail.example.com:587",
      "smtp://user@example.com:pass@mail.example.com:587",
    ])
      expect(() => readEnv({ SMTP_URL: smtpUrl }), smtpUrl).toThrow(/^SMTP_URL: .*percent-encode/);
    expect(readEnv({ SMTP_URL: "smtp://user%40example.com:p%40ss%2F%23@mail.example.com:587" }).SMTP_URL).toBe(
      "smtp://user%40example.com:p%40ss%2F%23@mail.example.com:587",
    );
  });
});
