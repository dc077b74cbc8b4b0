import { describe, expect, test } from "vitest";
import { isSameOriginRequest } from "./same-origin";

const request = (headers: Record<string, string>) =>
  new Request("http://shop.example/login", { method: "POST", headers });

describe("same-origin requests", () => {
  test("Sec-Fetch-Site decides when present: only same-origin passes", () => {
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "same-origin" }), 0)).toBe(true);
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "cross-site" }), 0)).toBe(false);
    // A sibling subdomain is another party, though SameSite counts it as the same site.
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "same-site" }), 0)).toBe(false);
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "none" }), 0)).toBe(false);
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "" }), 0)).toBe(false);
    // Sec-Fetch-Site wins over an Origin that names this host.
    expect(
      isSameOriginRequest(
        request({ "Sec-Fetch-Site": "same-site", Host: "shop.example", Origin: "https://shop.example" }),
        0,
      ),
    ).toBe(false);
  });

  test("otherwise the Origin must name this host", () => {
    expect(isSameOriginRequest(request({ Host: "shop.example", Origin: "https://evil.example" }), 0)).toBe(false);
    expect(isSameOriginRequest(request({ Host: "shop.example", Origin: "https://sub.shop.example" }), 0)).toBe(false);
    expect(isSameOriginRequest(request({ Host: "shop.example", Origin: "https://shop.example" }), 0)).toBe(true);
    expect(isSameOriginRequest(request({ Origin: "null" }), 0)).toBe(false);
    expect(isSameOriginRequest(request({ Origin: "not a url" }), 0)).toBe(false);
  });

  test("behind a trusted proxy the forwarded host counts", () => {
    const proxied = request({
      Host: "internal:3000",
      "X-Forwarded-Host": "shop.example",
      Origin: "https://shop.example",
    });
    expect(isSameOriginRequest(proxied, 1)).toBe(true);
    expect(isSameOriginRequest(proxied, 0)).toBe(false);
  });

  test("a request with neither header is not from a browser page and passes", () => {
    expect(isSameOriginRequest(request({}), 0)).toBe(true);
  });
});
