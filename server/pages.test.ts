import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { createPageCache, NONCE_PLACEHOLDER, type PageCache } from "./page-cache";
import { type RenderPage, servePages } from "./pages";
import type { SecurityEnv } from "./security-headers";

/** What the renderer was asked for: the address, who the request says the visitor is, and for whom. */
interface Render {
  address: string;
  cookie: string | null;
  authorization: string | null;
  forEveryone: boolean;
}

/**
 * A site whose renderer records its calls and echoes the address it was asked to render
 * and the cookie it was sent (as a page that shows the member's name would).
 */
function site(cache: PageCache = createPageCache()) {
  const renders: Render[] = [];
  const noncesGiven: string[] = [];
  const render: RenderPage = async (request, nonce, _c, forEveryone) => {
    const url = new URL(request.url);
    const cookie = request.headers.get("cookie");
    renders.push({
      address: url.pathname + url.search,
      cookie,
      authorization: request.headers.get("authorization"),
      forEveryone,
    });
    noncesGiven.push(nonce);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const status = url.pathname === "/missing" ? 404 : 200;
    const body = `<script nonce="${nonce}"></script><p>${url.pathname}${url.search}</p>${cookie ? `<p>${cookie}</p>` : ""}`;
    return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  const rendered = () => renders.map((call) => call.address);
  let counter = 0;
  const noncesMade: string[] = [];
  const app = new Hono<SecurityEnv>();
  app.use(async (c, next) => {
    let nonce: string | undefined;
    // Made when first asked for, as server/security-headers.ts does.
    c.set("cspNonce", () => {
      if (nonce === undefined) noncesMade.push((nonce = `nonce${++counter}`));
      return nonce;
    });
    await next();
  });
  app.all("*", servePages(render, cache));
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { Accept: "text/html", ...headers } });
  return { app, get, renders, rendered, cache, noncesGiven, noncesMade };
}

describe("serving pages", () => {
  test("a query that no page reads is served from the cached page of its path", async () => {
    const { get, rendered } = site();
    await get("/");
    for (let index = 0; index < 500; index++) {
      const response = await get(`/?r=${Math.random()}&utm_source=mail`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`<script></script><p>/</p>`);
    }
    expect(rendered()).toEqual(["/"]);
  });

  test("a client that accepts anything gets the kept page, not a render of its own", async () => {
    const { app, get, rendered } = site();
    await get("/");
    for (const accept of ["*/*", "application/json", undefined]) {
      const response = await app.request("/", { headers: accept ? { Accept: accept } : {} });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`<script></script><p>/</p>`);
    }
    expect(rendered()).toEqual(["/"]);
  });

  test("random queries neither render nor push real pages out of the cache", async () => {
    const { get, rendered } = site();
    await get("/about");
    for (let index = 0; index < 600; index++) await get(`/pricing?r=${index}`);
    await get("/about");
    expect(rendered()).toEqual(["/about", "/pricing"]);
  });

  test("a page is rendered with the query it reads, with known values only, in both languages", async () => {
    const { get, rendered } = site();
    expect(await (await get("/login?mode=register&r=1")).text()).toContain("<p>/login?mode=register</p>");
    await get("/login?mode=nonsense");
    await get("/de/login?mode=register&utm_source=mail");
    expect(rendered()).toEqual(["/login?mode=register", "/login", "/de/login?mode=register"]);
  });

  test("requests that arrive while a page renders share that one render", async () => {
    const { get, rendered } = site();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => get(`/results?n=${index}`)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies)).toEqual(new Set(["<script></script><p>/results</p>"]));
    expect(rendered()).toEqual(["/results"]);
  });

  test("pages that are not kept are rendered for every request, never with the placeholder nonce", async () => {
    const { get, rendered } = site();
    const [first, second] = await Promise.all([get("/missing"), get("/missing")]);
    expect(first.status).toBe(404);
    expect(await second.text()).not.toContain(NONCE_PLACEHOLDER);
    expect(rendered()).toEqual(["/missing", "/missing"]);
  });

  test("HEAD is answered from the kept page, with its headers and no body", async () => {
    const { app, get, rendered } = site();
    await get("/about");
    const head = await app.request("/about", { method: "HEAD", headers: { Accept: "text/html" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(Buffer.byteLength("<script></script><p>/about</p>")));
    expect(await head.text()).toBe("");
    expect(rendered()).toEqual(["/about"]);
  });

  test("data requests and form posts go to the renderer with the query as sent", async () => {
    const { app, rendered } = site();
    await app.request("/login?mode=register&x=1", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    await app.request("/login.data?r=1");
    // React Router's route discovery: its query names the routes and the build's version.
    await app.request("/__manifest?p=%2Fabout&version=abc", { headers: { Accept: "*/*" } });
    expect(rendered()).toEqual(["/login?mode=register&x=1", "/login.data?r=1", "/__manifest?p=%2Fabout&version=abc"]);
  });

  test("a form post is rendered with a nonce of its own; a data request makes none", async () => {
    const { app, noncesGiven, noncesMade } = site();
    await app.request("/login", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    await app.request("/de/pricing.data");
    await app.request("/login.data", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(noncesMade).toEqual(["nonce1"]);
    expect(noncesGiven).toEqual(["nonce1", "", ""]);
  });

  test("a public page is rendered for everyone: without the visitor's cookies and Authorization", async () => {
    const { get, renders } = site();
    const signedIn = await get("/about", {
      Cookie: "refresh_token=secret; language=english",
      Authorization: "Bearer t",
    });
    const anyone = await get("/about");
    expect(await signedIn.text()).toBe("<script></script><p>/about</p>");
    expect(await anyone.text()).toBe("<script></script><p>/about</p>");
    expect(renders).toEqual([{ address: "/about", cookie: null, authorization: null, forEveryone: true }]);
  });

  test("a page that is not kept is rendered for each visitor, as them, and never kept", async () => {
    const { get, renders, cache } = site();
    const ann = await get("/member/account", { Cookie: "refresh_token=ann" });
    const bob = await get("/member/account", { Cookie: "refresh_token=bob" });
    expect(await ann.text()).toContain("<p>refresh_token=ann</p>");
    expect(await bob.text()).toContain("<p>refresh_token=bob</p>");
    // At the same moment too: no visitor waits for, or is sent, another visitor's render.
    const [carl, dora] = await Promise.all([
      get("/admin", { Cookie: "refresh_token=carl" }),
      get("/admin", { Cookie: "refresh_token=dora" }),
    ]);
    expect(await carl.text()).toContain("<p>refresh_token=carl</p>");
    expect(await dora.text()).toContain("<p>refresh_token=dora</p>");
    expect(renders.map(({ address, cookie, forEveryone }) => [address, cookie, forEveryone])).toEqual([
      ["/member/account", "refresh_token=ann", false],
      ["/member/account", "refresh_token=bob", false],
      ["/admin", "refresh_token=carl", false],
      ["/admin", "refresh_token=dora", false],
    ]);
    expect(cache.get("/member/account")).toBeUndefined();
    expect(cache.get("/admin")).toBeUndefined();
  });

  test("a page that is not kept is never answered from the cache, whatever the cache holds", async () => {
    // A cache that holds a page under every key, as one that kept a page by mistake would.
    const real = createPageCache();
    await real.store("/", new Response("<p>kept</p>", { headers: { "Content-Type": "text/html" } }), "n");
    const { get, rendered } = site({ ...real, get: () => real.get("/") });
    expect(await (await get("/admin")).text()).toContain("<p>/admin</p>");
    expect(await (await get("/admin", { Cookie: "refresh_token=ann" })).text()).toContain("<p>/admin</p>");
    expect(await (await get("/about")).text()).toBe("<p>kept</p>");
    expect(rendered()).toEqual(["/admin", "/admin"]);
  });
});
