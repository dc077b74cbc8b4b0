import { expect, test } from "@playwright/test";

test.describe("server", () => {
  test("every response carries the security headers and a fresh script nonce", async ({ request }) => {
    const first = await request.get("/", { headers: { Accept: "text/html" } });
    const second = await request.get("/", { headers: { Accept: "text/html" } });
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://player.vimeo.com");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toBe(second.headers()["content-security-policy"]);
    const headers = first.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    // Plain HTTP here: HSTS belongs only to HTTPS responses.
    expect(headers["strict-transport-security"]).toBeUndefined();

    // The second answer may come from the page cache: it must carry its own nonce too.
    for (const response of [first, second]) {
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain("cspNoncePlaceholder");
    }
  });

  test("hashed assets are cached for a year and sent compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html);
    const path = script?.[1] ?? script?.[2];
    expect(path).toBeTruthy();
    const brotli = await request.get(path!, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["content-type"]).toContain("javascript");
    const gzip = await request.get(path!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  test("pages are compressed and other static files cached briefly", async ({ request }) => {
    // Cached pages are kept gzip-compressed (see server/page-cache.ts); brotli otherwise.
    for (const [accepted, sent] of [
      ["br, gzip", "gzip"],
      ["br", "br"],
    ] as const) {
      const page = await request.get("/pricing", { headers: { Accept: "text/html", "Accept-Encoding": accepted } });
      expect(page.headers()["content-encoding"]).toBe(sent);
      expect(await page.text()).toContain("<!DOCTYPE html>");
    }
    const data = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(data.headers()["content-encoding"]).toBe("br");
    const icon = await request.get("/favicon.svg");
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("a picture opened on its own may style the browser's image viewer, and nothing else", async ({ request }) => {
    const image = await request.get("/images/gallery/event-01-1280.webp");
    expect(image.headers()["content-type"]).toBe("image/webp");
    const csp = image.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src");
    // Pages and SVG files (which can hold scripts) keep the page policy.
    const svg = await request.get("/favicon.svg");
    expect(svg.headers()["content-security-policy"]).not.toContain("unsafe-inline");
    // The browser asks for /favicon.ico where no page names the icon.
    const ico = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(ico.status()).toBe(301);
    expect(ico.headers().location).toBe("/favicon.svg");
  });

  test("the health check answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("unknown API paths answer JSON 404", async ({ request }) => {
    const response = await request.get("/api/nothing-here");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
