import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../db";
import { tables } from "../db/tables";
import {
  clearKey,
  hitWindowLimit,
  purgeExpiredLimits,
  rateLimitKey,
  releaseWindowHit,
  reserveAttemptInRow,
} from "./rate-limit";
import { BACKENDS, openTestDatabase } from "../db/testing/test-database";

const MINUTE = 60_000;
const start = new Date("2030-01-01T00:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(BACKENDS)("rate limits in the database on %s", (backend) => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  test("keys are hashed, so no e-mail or address is stored in the clear", () => {
    const key = rateLimitKey("login-failures", "ada@example.com", "10.0.0.1");
    expect(key).toMatch(/^login-failures:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain("ada");
  });

  test("a window allows `limit` hits, then limits until it ends, then starts again", async () => {
    const key = rateLimitKey("test-window", String(Math.random()));
    const rule = { limit: 3, windowMs: 10 * MINUTE };
    for (let hit = 0; hit < 3; hit++)
      expect(await hitWindowLimit(database.db, key, rule, later(hit * 1000))).toEqual({ limited: false });
    expect(await hitWindowLimit(database.db, key, rule, later(5000))).toEqual({
      limited: true,
      until: later(10 * MINUTE),
    });
    expect(await hitWindowLimit(database.db, key, rule, later(10 * MINUTE))).toEqual({ limited: false });
  });

  test("parallel hits are all counted", async () => {
    const key = rateLimitKey("test-parallel", String(Math.random()));
    const rule = { limit: 10, windowMs: MINUTE };
    const results = await Promise.all(Array.from({ length: 15 }, () => hitWindowLimit(database.db, key, rule, start)));
    expect(results.filter((result) => result.limited)).toHaveLength(5);
  });

  test("a hit taken back no longer counts", async () => {
    const key = rateLimitKey("test-release", String(Math.random()));
    const rule = { limit: 2, windowMs: 10 * MINUTE };
    await hitWindowLimit(database.db, key, rule, start);
    await hitWindowLimit(database.db, key, rule, start);
    await releaseWindowHit(database.db, key, start);
    expect(await hitWindowLimit(database.db, key, rule, start)).toEqual({ limited: false });
    expect(await hitWindowLimit(database.db, key, rule, start)).toEqual({ limited: true, until: later(10 * MINUTE) });
  });

  test("attempts in a row block a key at the threshold, and clearing starts over", async () => {
    const key = rateLimitKey("test-row", String(Math.random()));
    const rule = { threshold: 3, lockoutMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
    expect(await reserveAttemptInRow(database.db, key, rule, start)).toEqual({ allowed: true, startsLockout: false });
    expect(await reserveAttemptInRow(database.db, key, rule, start)).toEqual({ allowed: true, startsLockout: false });
    expect(await reserveAttemptInRow(database.db, key, rule, start)).toEqual({ allowed: true, startsLockout: true });
    expect(await reserveAttemptInRow(database.db, key, rule, later(MINUTE))).toEqual({
      allowed: false,
      until: later(15 * MINUTE),
    });
    expect(await reserveAttemptInRow(database.db, key, rule, later(14 * MINUTE))).toEqual({
      allowed: false,
      until: later(15 * MINUTE),
    });
    // The lockout is over: a new series starts.
    expect(await reserveAttemptInRow(database.db, key, rule, later(15 * MINUTE))).toEqual({
      allowed: true,
      startsLockout: false,
    });
    await clearKey(database.db, key);
    expect(await reserveAttemptInRow(database.db, key, rule, later(16 * MINUTE))).toEqual({
      allowed: true,
      startsLockout: false,
    });
    expect(await reserveAttemptInRow(database.db, key, rule, later(16 * MINUTE))).toEqual({
      allowed: true,
      startsLockout: false,
    });
    expect(await reserveAttemptInRow(database.db, key, rule, later(16 * MINUTE))).toEqual({
      allowed: true,
      startsLockout: true,
    });
  });

  test("a series is forgotten after its time", async () => {
    const key = rateLimitKey("test-forget", String(Math.random()));
    const rule = { threshold: 2, lockoutMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
    expect(await reserveAttemptInRow(database.db, key, rule, start)).toEqual({ allowed: true, startsLockout: false });
    expect(await reserveAttemptInRow(database.db, key, rule, later(60 * MINUTE))).toEqual({
      allowed: true,
      startsLockout: false,
    });
    expect(await reserveAttemptInRow(database.db, key, rule, later(61 * MINUTE))).toEqual({
      allowed: true,
      startsLockout: true,
    });
  });

  test("of parallel attempts exactly `threshold` are let through", async () => {
    const key = rateLimitKey("test-row-parallel", String(Math.random()));
    const rule = { threshold: 10, lockoutMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
    const results = await Promise.all(
      Array.from({ length: 40 }, () => reserveAttemptInRow(database.db, key, rule, start)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.filter((result) => result.allowed && result.startsLockout)).toHaveLength(1);
  });

  test("expired counters are purged, blocked ones kept", async () => {
    const expired = rateLimitKey("test-purge", String(Math.random()));
    const blocked = rateLimitKey("test-purge", String(Math.random()));
    await hitWindowLimit(database.db, expired, { limit: 1, windowMs: MINUTE }, start);
    await reserveAttemptInRow(
      database.db,
      blocked,
      { threshold: 1, lockoutMs: 60 * MINUTE, forgetAfterMs: MINUTE },
      start,
    );
    await purgeExpiredLimits(database.db, later(2 * MINUTE));
    const keys = (
      await database.db.select({ key: tables(database.db).rateLimits.key }).from(tables(database.db).rateLimits)
    ).map((row) => row.key);
    expect(keys).not.toContain(expired);
    expect(keys).toContain(blocked);
  });
});
