import { expect, test } from "./fixtures";

test.describe("server", () => {
  test("every response carries the security headers; kept pages allow their inline code by hash", async ({
    request,
  }) => {
    const first = await request.get("/", { headers: { Accept: "text/html" } });
    const second = await request.get("/", { headers: { Accept: "text/html" } });
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://player.vimeo.com");
    expect(csp).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]{44}' )+'strict-dynamic' 'self'/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("nonce-");
    // A kept page is the same bytes for everyone, its policy too.
    expect(second.headers()["content-security-policy"]).toBe(csp);
    const headers = first.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    // Plain HTTP here: HSTS belongs only to HTTPS responses.
    expect(headers["strict-transport-security"]).toBeUndefined();
    for (const response of [first, second]) {
      const html = await response.text();
      expect(html).not.toContain(' nonce="');
      expect(html).not.toContain("cspNoncePlaceholder");
    }

    // A page that is not kept (a 404) gets a fresh nonce per response instead.
    const missing = await request.get("/no-such-page", { headers: { Accept: "text/html" } });
    const missingAgain = await request.get("/no-such-page", { headers: { Accept: "text/html" } });
    expect(missing.status()).toBe(404);
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(
      missing.headers()["content-security-policy"] ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(await missing.text()).toContain(`nonce="${nonce}"`);
    expect(missingAgain.headers()["content-security-policy"]).not.toContain(nonce);

    // An API answer has no inline code: its policy allows none, and it is made without a nonce.
    const api = await request.get("/api/auth/me");
    const apiPolicy = api.headers()["content-security-policy"] ?? "";
    expect(apiPolicy).toContain("script-src 'self';");
    expect(apiPolicy).toContain("frame-ancestors 'none'");
    expect(apiPolicy).not.toContain("nonce-");
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("the policy's hashes are those of the inline scripts and stylesheet the browser sees", async ({ page }) => {
    // Kept pages only: the public ones (shared/public-pages.ts).
    for (const path of ["/", "/de/pricing", "/privacy"]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      const allowed = (directive: string) =>
        new Set(
          (policy.split(";").find((part) => part.trim().startsWith(`${directive} `)) ?? "")
            .split(" ")
            .filter((source) => source.startsWith("'sha256-"))
            .map((source) => source.slice(8, -1)),
        );
      // Hashed in the browser from the page as it arrived (before any script changed it).
      const inline = await page.evaluate(
        async (html) => {
          const parsed = new DOMParser().parseFromString(html, "text/html");
          const hash = async (text: string) => {
            const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
            return btoa(String.fromCharCode(...new Uint8Array(digest)));
          };
          const scripts = [...parsed.querySelectorAll("script:not([src])")].map((element) => element.textContent ?? "");
          const styles = [...parsed.querySelectorAll("style")].map((element) => element.textContent ?? "");
          return { scripts: await Promise.all(scripts.map(hash)), styles: await Promise.all(styles.map(hash)) };
        },
        (await response?.text()) ?? "",
      );
      expect(inline.scripts.length, path).toBeGreaterThan(2);
      expect(new Set(inline.scripts), path).toEqual(allowed("script-src"));
      expect(new Set(inline.styles), path).toEqual(allowed("style-src"));
    }
  });

  test("hashed assets are cached for a year and sent compressed", async ({ request }) => {
    // The kept page as a browser gets it names its modules in its inline loader and preload list.
    const html = await (await request.get("/", { headers: { Accept: "text/html" } })).text();
    const scripts = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
    expect(scripts.length).toBeGreaterThan(1);
    let compressed = 0;
    for (const path of scripts) {
      const brotli = await request.get(path, { headers: { "Accept-Encoding": "br" } });
      expect(brotli.status(), path).toBe(200);
      expect(brotli.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
      expect(brotli.headers()["content-type"], path).toContain("javascript");
      expect(brotli.headers()["x-content-type-options"], path).toBe("nosniff");
      // The build compresses files of 512 bytes or more (MIN_BYTES in scripts/compress-assets.mjs);
      // a smaller one is sent as it is.
      const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      if ((await plain.body()).length < 512) continue;
      expect(brotli.headers()["content-encoding"], path).toBe("br");
      const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"], path).toBe("gzip");
      compressed++;
    }
    expect(compressed).toBeGreaterThan(0);
  });

  test("pages are compressed and other static files cached briefly", async ({ request }) => {
    // Kept pages are stored as brotli, gzip and plain (server/page-cache.ts).
    for (const [accepted, sent] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const page = await request.get("/pricing", { headers: { Accept: "text/html", "Accept-Encoding": accepted } });
      expect(page.headers()["content-encoding"]).toBe(sent);
      expect(page.headers()["vary"]).toContain("Accept-Encoding");
      expect(await page.text()).toContain("<!DOCTYPE html>");
    }
    const data = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(data.headers()["content-encoding"]).toBe("br");
    const icon = await request.get("/favicon.ico");
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("a picture opened on its own may style the browser's image viewer, and nothing else", async ({ request }) => {
    const image = await request.get("/images/gallery/event-01-1280.webp");
    expect(image.headers()["content-type"]).toBe("image/webp");
    const csp = image.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src");
    // Clients that ask for /favicon.ico (an image opened on its own, feed readers, search
    // results) get the icon itself.
    const ico = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  test("the health and readiness checks answer, never kept and never read as another type", async ({ request }) => {
    for (const path of ["/healthz", "/readyz"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers()["cross-origin-resource-policy"], path).toBe("same-origin");
    }
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
  });

  test("unknown API paths answer JSON 404", async ({ request }) => {
    const response = await request.get("/api/nothing-here");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  test("strange addresses get a 4xx or a redirect to this site, never a 5xx", async ({ request, baseURL }) => {
    const paths = [
      "/%0d%0aX",
      "/%00",
      "/%ff",
      "/de/%00",
      "//evil.com",
      "/%2F%2Fevil.com",
      "/about%0d%0a",
      "/login?mode=%00",
      "/pricing/",
    ];
    for (const language of ["de", "en"]) {
      for (const path of paths) {
        // Absolute, so that "//evil.com" is sent as a path and not read as another host.
        const response = await request.get(`${baseURL}${path}`, {
          headers: { Accept: "text/html", "Accept-Language": language },
          maxRedirects: 0,
        });
        expect(response.status(), `${path} (${language})`).toBeLessThan(500);
        const location = response.headers()["location"];
        if (location) expect(location, path).toMatch(/^\/(?!\/)/);
      }
    }
  });

  test("a query that no page reads gets the page of its path", async ({ request }) => {
    const page = async (path: string) => (await request.get(path, { headers: { Accept: "text/html" } })).text();
    const home = await page("/");
    expect(await page(`/?r=${Date.now()}`)).toBe(home);
    expect(await page("/?utm_source=newsletter&utm_medium=email")).toBe(home);
    // The sign-in page reads its mode.
    expect(await page("/login?mode=register&r=1")).toContain('autoComplete="new-password"');
  });

  test("pages of the real build have their scripts deferred until after the first paint", async ({ request }) => {
    // server/defer-hydration.ts rewrites React Router's markup; if an upgrade changes that
    // markup, the rewrite silently stops applying and this test is what notices.
    for (const path of ["/", "/de/pricing", "/member/courses"]) {
      const html = await (await request.get(path, { headers: { Accept: "text/html" } })).text();
      expect(html.includes("window.__reactRouterContext"), `${path}: React Router page`).toBe(true);
      // Checked as booleans: the page is too long for a readable failure message.
      expect(/<link[^>]+rel="modulepreload"/.test(html), `${path}: module preloads in the head`).toBe(false);
      expect(/<script[^>]*type="module"/.test(html), `${path}: module script in the page`).toBe(false);
      expect(
        /<script(?![^>]*text\/plain)[^>]*>window\.__reactRouterContext/.test(html),
        `${path}: React Router's data scripts run while parsing`,
      ).toBe(false);
      expect(
        html.includes('<script type="text/plain" id="deferred-context">'),
        `${path}: React Router's data waits`,
      ).toBe(true);
      expect(html.includes('getEntriesByName("first-contentful-paint")'), `${path}: deferred loader`).toBe(true);
    }
  });
});
