import { describe, expect, test } from "vitest";
import { isCrossSiteRequest } from "./cross-site";

const request = (headers: Record<string, string>) => new Request("http://shop.example/api/auth/refresh", { method: "POST", headers });

describe("cross-site requests", () => {
  test("Sec-Fetch-Site decides when present: only same-origin passes", () => {
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "cross-site" }), 0)).toBe(true);
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "same-origin" }), 0)).toBe(false);
    // A sibling subdomain is another party, though SameSite counts it as the same site.
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "same-site" }), 0)).toBe(true);
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "none" }), 0)).toBe(true);
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "" }), 0)).toBe(true);
    // Sec-Fetch-Site wins over an Origin that names this host.
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "same-site", Host: "shop.example", Origin: "https://shop.example" }), 0)).toBe(true);
  });

  test("otherwise the Origin must name this host", () => {
    expect(isCrossSiteRequest(request({ Host: "shop.example", Origin: "https://evil.example" }), 0)).toBe(true);
    expect(isCrossSiteRequest(request({ Host: "shop.example", Origin: "https://shop.example" }), 0)).toBe(false);
    expect(isCrossSiteRequest(request({ Origin: "null" }), 0)).toBe(true);
  });

  test("behind a trusted proxy the forwarded host counts", () => {
    const proxied = request({ Host: "internal:3000", "X-Forwarded-Host": "shop.example", Origin: "https://shop.example" });
    expect(isCrossSiteRequest(proxied, 1)).toBe(false);
    expect(isCrossSiteRequest(proxied, 0)).toBe(true);
  });

  test("a request without either header is not from a browser page and passes", () => {
    expect(isCrossSiteRequest(request({}), 0)).toBe(false);
  });
});
