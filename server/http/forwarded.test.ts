import { describe, expect, test } from "vitest";
import { isHttpsRequest, trustedForwardedEntry } from "./forwarded";

const request = (headers: Record<string, string>, url = "http://shop.example/") => new Request(url, { headers });

describe("forwarded headers", () => {
  test("count only behind trusted proxies", () => {
    expect(isHttpsRequest(request({ "X-Forwarded-Proto": "https" }), 0)).toBe(false);
    expect(isHttpsRequest(request({ "X-Forwarded-Proto": "https" }), 1)).toBe(true);
    expect(isHttpsRequest(request({}, "https://shop.example/"), 0)).toBe(true);
  });

  test("a list is read from the right: the entry of the outermost trusted proxy", () => {
    expect(isHttpsRequest(request({ "X-Forwarded-Proto": "https, http" }), 1)).toBe(false);
    expect(isHttpsRequest(request({ "X-Forwarded-Proto": "https, http" }), 2)).toBe(true);
    expect(isHttpsRequest(request({ "X-Forwarded-Proto": "http, https" }), 1)).toBe(true);
    expect(isHttpsRequest(request({ "X-Forwarded-Proto": " HTTPS " }), 1)).toBe(true);
    // A proxy that replaced the header instead of appending leaves fewer entries than proxies.
    expect(isHttpsRequest(request({ "X-Forwarded-Proto": "https" }), 2)).toBe(true);
  });

  test("the same rule picks X-Forwarded-For and X-Forwarded-Host entries", () => {
    expect(trustedForwardedEntry("6.6.6.6, 198.51.100.1", 1)).toBe("198.51.100.1");
    expect(trustedForwardedEntry("6.6.6.6, 198.51.100.1, 10.0.0.2", 2)).toBe("198.51.100.1");
    expect(trustedForwardedEntry("6.6.6.6", 0)).toBeUndefined();
    expect(trustedForwardedEntry(undefined, 1)).toBeUndefined();
  });
});
