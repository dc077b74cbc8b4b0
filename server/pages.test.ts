import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { createPageCache, NONCE_PLACEHOLDER } from "./page-cache";
import { type RenderPage, servePages } from "./pages";
import type { SecurityEnv } from "./security-headers";

/** A site whose renderer counts its calls and echoes the address it was asked to render. */
function site() {
  const rendered: string[] = [];
  const noncesGiven: string[] = [];
  const render: RenderPage = async (request, nonce) => {
    rendered.push(new URL(request.url).pathname + new URL(request.url).search);
    noncesGiven.push(nonce);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const status = new URL(request.url).pathname === "/missing" ? 404 : 200;
    const body = `<script nonce="${nonce}"></script><p>${new URL(request.url).pathname}${new URL(request.url).search}</p>`;
    return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  const cache = createPageCache();
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
  const get = (path: string) => app.request(path, { headers: { Accept: "text/html" } });
  return { app, get, rendered, cache, noncesGiven, noncesMade };
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
    expect(rendered).toEqual(["/"]);
  });

  test("random queries neither render nor push real pages out of the cache", async () => {
    const { get, rendered } = site();
    await get("/about");
    for (let index = 0; index < 600; index++) await get(`/pricing?r=${index}`);
    await get("/about");
    expect(rendered).toEqual(["/about", "/pricing"]);
  });

  test("the query a page reads is kept, with known values only, in both languages", async () => {
    const { get, rendered } = site();
    expect(await (await get("/login?mode=register&r=1")).text()).toContain("<p>/login?mode=register</p>");
    await get("/login?r=2&mode=register");
    await get("/login?mode=nonsense");
    await get("/login");
    await get("/de/login?mode=register");
    expect(rendered).toEqual(["/login?mode=register", "/login", "/de/login?mode=register"]);
  });

  test("requests that arrive while a page renders share that one render", async () => {
    const { get, rendered } = site();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => get(`/results?n=${index}`)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies)).toEqual(new Set(["<script></script><p>/results</p>"]));
    expect(rendered).toEqual(["/results"]);
  });

  test("pages that are not kept are rendered for every request, never with the placeholder nonce", async () => {
    const { get, rendered } = site();
    const [first, second] = await Promise.all([get("/missing"), get("/missing")]);
    expect(first.status).toBe(404);
    expect(await second.text()).not.toContain(NONCE_PLACEHOLDER);
    expect(rendered).toEqual(["/missing", "/missing"]);
  });

  test("HEAD is answered from the kept page, with its headers and no body", async () => {
    const { app, get, rendered } = site();
    await get("/about");
    const head = await app.request("/about", { method: "HEAD", headers: { Accept: "text/html" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(Buffer.byteLength("<script></script><p>/about</p>")));
    expect(await head.text()).toBe("");
    expect(rendered).toEqual(["/about"]);
  });

  test("data requests and form posts go to the renderer with the query as sent", async () => {
    const { app, rendered } = site();
    await app.request("/login?mode=register&x=1", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    await app.request("/login.data?r=1");
    expect(rendered).toEqual(["/login?mode=register&x=1", "/login.data?r=1"]);
  });

  test("a form post is rendered with a nonce of its own; a data request makes none", async () => {
    const { app, noncesGiven, noncesMade } = site();
    await app.request("/login", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    await app.request("/de/pricing.data");
    await app.request("/login.data", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(noncesMade).toEqual(["nonce1"]);
    expect(noncesGiven).toEqual(["nonce1", "", ""]);
  });
});
