import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { type CachedPage, createPageCache, NONCE_PLACEHOLDER, pickVariant } from "./page-cache";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });

const header = (page: CachedPage | undefined, encoding: "br" | "gzip" | "identity", name: string) =>
  page?.[encoding].headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The hashes a policy allows in one of its directives. */
const allowedHashes = (policy: string | undefined, directive: string) =>
  (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(" "))
    .find(([name]) => name === directive)
    ?.filter((source) => source.startsWith("'sha256-")) ?? [];

const PAGE = [
  `<!doctype html><html><head><style nonce="${NONCE_PLACEHOLDER}">p{color:red}</style>`,
  `<script type="application/ld+json">{"@type":"Organization"}</script></head>`,
  `<body><p>Größe & Kurs – 🚀</p><script nonce="${NONCE_PLACEHOLDER}">window.__context = {"a":"ü"};</script>`,
  `<script src="/assets/x.js"></script><script type="text/plain" id="later">import("/assets/y.js");</script>`,
  `</body></html>`,
].join("");

describe("page cache", () => {
  test("keeps a page without nonces, compressed once as brotli and gzip, and as it is", async () => {
    const cache = createPageCache();
    const answered = await cache.store("/", html(PAGE), "fresh", "gzip, br");
    const page = cache.get("/");
    const expected = PAGE.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
    expect(answered.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await answered.arrayBuffer())).toString()).toBe(expected);
    expect(brotliDecompressSync(page!.br.body).toString()).toBe(expected);
    expect(gunzipSync(page!.gzip.body).toString()).toBe(expected);
    expect(page!.identity.body.toString()).toBe(expected);
    for (const encoding of ["br", "gzip", "identity"] as const) {
      expect(header(page, encoding, "Content-Length")).toBe(String(page![encoding].body.length));
      expect(header(page, encoding, "Content-Encoding")).toBe(encoding === "identity" ? undefined : encoding);
      expect(header(page, encoding, "Vary")).toBe("Accept-Encoding");
      expect(header(page, encoding, "Content-Type")).toBe("text/html; charset=utf-8");
    }
  });

  test("each response picks its form by Accept-Encoding: brotli first, then gzip, else the plain page", async () => {
    const cache = createPageCache();
    await cache.store("/", html(PAGE), "n");
    const page = cache.get("/")!;
    expect(pickVariant(page, "gzip, deflate, br, zstd")).toBe(page.br);
    expect(pickVariant(page, "gzip, br;q=0")).toBe(page.gzip);
    expect(pickVariant(page, "deflate")).toBe(page.identity);
    expect(pickVariant(page, undefined)).toBe(page.identity);
  });

  test("the policy allows exactly the page's inline scripts and stylesheet by their hashes", async () => {
    const cache = createPageCache();
    await cache.store("/", html(PAGE), "n");
    const policy = header(cache.get("/"), "br", "Content-Security-Policy");
    expect(allowedHashes(policy, "script-src").sort()).toEqual(
      [
        sha256('{"@type":"Organization"}'),
        sha256('window.__context = {"a":"ü"};'),
        sha256('import("/assets/y.js");'),
      ].sort(),
    );
    expect(allowedHashes(policy, "style-src")).toEqual([sha256("p{color:red}")]);
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-inline");
    // A script changed by one character (injected, tampered with) is not allowed.
    expect(allowedHashes(policy, "script-src")).not.toContain(sha256('window.__context = {"a":"u"};'));
    expect(allowedHashes(policy, "style-src")).not.toContain(sha256("p{color:blue}"));
  });

  test("does not keep errors, non-HTML answers, responses that set cookies or say no-store", async () => {
    const cache = createPageCache();
    await cache.store("/about", html("x", { status: 404, headers: { "Content-Type": "text/html" } }), "n");
    await cache.store("/faq", new Response("{}", { headers: { "Content-Type": "application/json" } }), "n");
    await cache.store("/pricing", html("x", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } }), "n");
    expect(cache.get("/about")).toBeUndefined();
    expect(cache.get("/faq")).toBeUndefined();
    expect(cache.get("/pricing")).toBeUndefined();
    await cache.store(
      "/cancel",
      html("what was sent", { headers: { "Content-Type": "text/html", "Cache-Control": "no-store" } }),
      "n",
    );
    expect(cache.get("/cancel")).toBeUndefined();
  });

  test("keeps only public and shared pages: any other page is answered once with the response's nonce", async () => {
    const cache = createPageCache();
    for (const key of ["/member/account", "/reset-password", "/de/confirm-email", "/admin", "/admin/tags", "/x"]) {
      const response = await cache.store(key, html(`<script nonce="${NONCE_PLACEHOLDER}"></script>`), "fresh");
      expect(await response.text(), key).toBe('<script nonce="fresh"></script>');
      expect(cache.get(key), key).toBeUndefined();
    }
    for (const key of ["/de/about", "/login", "/de/login?mode=register", "/member/courses/a-course/a-lesson"]) {
      await cache.store(key, html("<p>x</p>"), "n");
      expect(cache.get(key), key).toBeDefined();
    }
  });

  test("a page that is not kept gets the response's nonce", async () => {
    const cache = createPageCache();
    const response = await cache.store(
      "/about",
      html(`<script nonce="${NONCE_PLACEHOLDER}"></script>`, { status: 404, headers: { "Content-Type": "text/html" } }),
      "fresh",
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<script nonce="fresh"></script>');
  });

  test("a page that uses the nonce other than as an attribute is not kept", async () => {
    const cache = createPageCache();
    const response = await cache.store("/", html(`<script>var n="${NONCE_PLACEHOLDER}"</script>`), "fresh");
    expect(await response.text()).toBe('<script>var n="fresh"</script>');
    expect(cache.get("/")).toBeUndefined();
  });

  test("drops the least recently used page beyond its size", async () => {
    const cache = createPageCache({ maxEntries: 2 });
    await cache.store("/about", html("a"), "n");
    await cache.store("/faq", html("b"), "n");
    cache.get("/about");
    await cache.store("/pricing", html("c"), "n");
    expect(cache.get("/faq")).toBeUndefined();
    expect(cache.get("/about")).toBeDefined();
    expect(cache.get("/pricing")).toBeDefined();
  });
});
