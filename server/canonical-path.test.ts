import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { canonicalPath, canonicalPaths, isCanonicalPath, isDecodable } from "./canonical-path";
import { redirectToVisitorLanguage } from "./language-redirect";

/** The middleware in the order the server runs them, in front of a page that echoes its path. */
function site() {
  const app = new Hono();
  app.use(canonicalPaths());
  app.use(redirectToVisitorLanguage());
  app.all("*", (c) => c.text(`page ${new URL(c.req.url).pathname}`));
  return app;
}

const GERMAN_VISITOR = { Accept: "text/html", "Accept-Language": "de" };

describe("strange addresses", () => {
  test.each(["/%0d%0ax", "/%00", "/about%0d%0a", "/%0d%0ax?x=%0d%0a", "/%E2%80%A8", "/a%09b"])(
    "%s sends a German visitor to its /de twin without decoding it",
    async (path) => {
      const response = await site().request(path, { headers: GERMAN_VISITOR });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/de${path}`);
    },
  );

  test("an undecodable path is refused with 400", async () => {
    for (const path of ["/%ff", "/de/%E0%A4%A", "/about%"]) {
      expect((await site().request(path, { headers: GERMAN_VISITOR })).status).toBe(400);
    }
  });

  test("doubled and trailing slashes go to the page's one address, never to another host", async () => {
    const cases = [
      ["//evil.com", "/evil.com"],
      ["///evil.com/", "/evil.com"],
      ["/pricing/", "/pricing"],
      ["/de//about?x=1", "/de/about?x=1"],
    ] as const;
    for (const [path, location] of cases) {
      const response = await site().request(path, { headers: { Accept: "text/html" } });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(location);
    }
    expect((await site().request("/", { headers: { Accept: "text/html" } })).status).toBe(200);
  });

  test("capital letters go to the lowercase address with the query kept; files keep their spelling", async () => {
    const cases = [
      ["/About", "/about"],
      ["/DE/Pricing/?Ref=X", "/de/pricing?Ref=X"],
      ["/Member/Courses/Bitcoin-Profit-Scout", "/member/courses/bitcoin-profit-scout"],
      ["/A%C3%A4B", "/a%C3%A4b"],
    ] as const;
    for (const [path, location] of cases) {
      const response = await site().request(path, { headers: { Accept: "text/html" } });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(location);
    }
    for (const file of ["/assets/entry.client-AbC1.js", "/images/Event-01.webp", "/favicon.ico"]) {
      expect((await site().request(file)).status).toBe(200);
    }
  });

  test("any path, of any characters, gets a 4xx, a redirect to this site or the page", async () => {
    // Pieces of a request target as they can arrive on the wire: percent-encoded control
    // characters, broken escapes, encoded slashes and backslashes, dots, queries.
    const piece = fc.constantFrom(
      "a",
      "Z",
      "9",
      "-",
      ".",
      "..",
      "~",
      "/",
      "//",
      "?",
      "=",
      "&",
      "%",
      "%0d%0a",
      "%00",
      "%ff",
      "%2F",
      "%5C",
      "%C3%A4",
      "%E2%80%A8",
      "%F0%9F%98%80",
      "de",
      "api",
      "assets",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.boolean(), async (pieces, german) => {
        const path = `/${pieces.join("")}`;
        const response = await site().request(`http://site.test${path}`, {
          headers: german ? GERMAN_VISITOR : { Accept: "text/html" },
        });
        expect(response.status).toBeLessThan(500);
        const location = response.headers.get("Location");
        if (location) expect(new URL(location, "http://site.test").host).toBe("site.test");
      }),
      { numRuns: 500 },
    );
  });
});

describe("isCanonicalPath, the kept pages' quick check", () => {
  test("agrees with decoding and rewriting the path, for any path", () => {
    const examples = ["/", "/about", "/de/faq", "/About", "/about/", "//about", "/%41", "/%ff", "/a.b", "/assets/X.js"];
    for (const path of examples)
      expect(isCanonicalPath(path), path).toBe(isDecodable(path) && canonicalPath(path) === path);
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-zA-Z0-9/%._~-]{0,20}$/), (path) => {
        expect(isCanonicalPath(path)).toBe(isDecodable(path) && canonicalPath(path) === path);
      }),
    );
  });
});
