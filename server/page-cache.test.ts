import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { createPageCache, NONCE_PLACEHOLDER } from "./page-cache";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });

describe("page cache", () => {
  test("serves a stored page with each response's own nonce", async () => {
    const cache = createPageCache();
    const page = `<script nonce="${NONCE_PLACEHOLDER}"></script><link nonce="${NONCE_PLACEHOLDER}">`;
    const first = await cache.store("/", html(page), "nonce-one");
    expect(await first.text()).toBe('<script nonce="nonce-one"></script><link nonce="nonce-one">');
    const second = cache.get("/", "nonce-two");
    expect(await second?.text()).toBe('<script nonce="nonce-two"></script><link nonce="nonce-two">');
  });

  test("does not keep errors, non-HTML answers or responses that set cookies", async () => {
    const cache = createPageCache();
    await cache.store("/missing", html("x", { status: 404, headers: { "Content-Type": "text/html" } }), "n");
    await cache.store("/data", new Response("{}", { headers: { "Content-Type": "application/json" } }), "n");
    await cache.store("/cookie", html("x", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } }), "n");
    expect(cache.get("/missing", "n")).toBeUndefined();
    expect(cache.get("/data", "n")).toBeUndefined();
    expect(cache.get("/cookie", "n")).toBeUndefined();
  });

  test("a page that is not kept still gets the response's nonce", async () => {
    const cache = createPageCache();
    const response = await cache.store(
      "/missing",
      html(`<script nonce="${NONCE_PLACEHOLDER}"></script>`, { status: 404, headers: { "Content-Type": "text/html" } }),
      "fresh",
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<script nonce="fresh"></script>');
  });

  test("sends gzip that any decoder reads back to the page with this response's nonce", async () => {
    const cache = createPageCache();
    const text = "<p>Größe & Kurs – 🚀</p>".repeat(2_000);
    const page = `<!doctype html><script nonce="${NONCE_PLACEHOLDER}">a</script>${text}<script nonce="${NONCE_PLACEHOLDER}"></script>end`;
    await cache.store("/", html(page), "first", "gzip, deflate, br");
    for (const nonce of ["AbC123+/xyz==", "another-nonce"]) {
      const response = cache.get("/", nonce, "gzip, deflate, br");
      expect(response?.headers.get("Content-Encoding")).toBe("gzip");
      expect(response?.headers.get("Vary")).toContain("Accept-Encoding");
      const bytes = Buffer.from(await response!.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 10);
      expect(gunzipSync(bytes).toString()).toBe(page.replaceAll(NONCE_PLACEHOLDER, nonce));
    }
  });

  test("sends the plain page to a client that does not accept gzip", async () => {
    const cache = createPageCache();
    await cache.store("/", html(`<script nonce="${NONCE_PLACEHOLDER}"></script>`), "n");
    const response = cache.get("/", "plain", "identity");
    expect(response?.headers.get("Content-Encoding")).toBeNull();
    expect(await response?.text()).toBe('<script nonce="plain"></script>');
  });

  test("drops the least recently used page beyond its size", async () => {
    const cache = createPageCache({ maxEntries: 2 });
    await cache.store("/a", html("a"), "n");
    await cache.store("/b", html("b"), "n");
    cache.get("/a", "n");
    await cache.store("/c", html("c"), "n");
    expect(cache.get("/b", "n")).toBeUndefined();
    expect(cache.get("/a", "n")).toBeDefined();
    expect(cache.get("/c", "n")).toBeDefined();
  });
});
