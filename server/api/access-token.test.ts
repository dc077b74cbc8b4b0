import { describe, expect, test } from "vitest";
import { bearerToken, signAccessToken, verifyAccessToken } from "./access-token";

const settings = {
  secret: new Uint8Array(32).fill(1),
  issuer: "profit-scout",
  audience: "profit-scout-api",
  ttlMs: 15 * 60_000,
};
const claims = { userId: "4a9d3c1e-0f6b-4c55-9a51-0c1de2f1a001", familyId: "0c0e1f3a-57a4-4bde-8e0b-63a9d8c0b002" };
const now = new Date("2030-01-01T12:00:00Z");

describe("access tokens", () => {
  test("carry the user and the refresh family and live 15 minutes", async () => {
    const token = await signAccessToken(settings, claims, now);
    expect(await verifyAccessToken(settings, token, now)).toEqual(claims);
    expect(await verifyAccessToken(settings, token, new Date(now.getTime() + 15 * 60_000 - 1000))).toEqual(claims);
    expect(await verifyAccessToken(settings, token, new Date(now.getTime() + 15 * 60_000))).toBeUndefined();
  });

  test("are refused with another key, issuer or audience", async () => {
    const token = await signAccessToken(settings, claims, now);
    expect(await verifyAccessToken({ ...settings, secret: new Uint8Array(32).fill(2) }, token, now)).toBeUndefined();
    expect(await verifyAccessToken({ ...settings, issuer: "other" }, token, now)).toBeUndefined();
    expect(await verifyAccessToken({ ...settings, audience: "other" }, token, now)).toBeUndefined();
  });

  test("a token checked before is still refused from its expiry on, and a changed one is checked again", async () => {
    const keyed = { ...settings };
    const token = await signAccessToken(keyed, claims, now);
    for (let call = 0; call < 3; call++) expect(await verifyAccessToken(keyed, token, now)).toEqual(claims);
    expect(await verifyAccessToken(keyed, token, new Date(now.getTime() + 15 * 60_000))).toBeUndefined();
    expect(await verifyAccessToken(keyed, token, new Date(now.getTime() + 60 * 60_000))).toBeUndefined();
    const [header = "", , signature = ""] = token.split(".");
    // One character in the middle of the signature changed: other bytes, not padding bits.
    const otherSignature = `${signature.slice(0, 10)}${signature[10] === "A" ? "Q" : "A"}${signature.slice(11)}`;
    expect(await verifyAccessToken(keyed, `${header}.${token.split(".")[1]}.${otherSignature}`, now)).toBeUndefined();
    const otherPayload = Buffer.from(JSON.stringify({ sub: claims.userId, sid: claims.familyId, exp: 4e9 })).toString(
      "base64url",
    );
    expect(await verifyAccessToken(keyed, `${header}.${otherPayload}.${signature}`, now)).toBeUndefined();
  });

  test("anything that is not a compact token is refused without parsing", async () => {
    expect(await verifyAccessToken(settings, "", now)).toBeUndefined();
    expect(await verifyAccessToken(settings, "a.b", now)).toBeUndefined();
    expect(await verifyAccessToken(settings, `${"a".repeat(3000)}.b.c`, now)).toBeUndefined();
  });

  test("are read from a Bearer Authorization header only", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBeUndefined();
    expect(bearerToken("Bearer")).toBeUndefined();
    expect(bearerToken("Bearer a b")).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
