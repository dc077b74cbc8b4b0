import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import {
  fileSecurityHeaders,
  NO_INLINE_CODE_POLICY,
  RASTER_IMAGE_POLICY,
  type SecurityEnv,
  securityHeaders,
} from "./security-headers";

function appWith(isHttps = false) {
  const app = new Hono<SecurityEnv>();
  app.use(securityHeaders(() => isHttps));
  app.get("/api/me", (c) => c.json({ user: null }));
  app.get("/page", (c) => {
    const nonce = c.get("cspNonce")();
    // Asked twice, as a page asks for its scripts and its stylesheet: one nonce per response.
    return c.html(`<style nonce="${c.get("cspNonce")()}"></style><script nonce="${nonce}"></script>`);
  });
  app.get("/picture.webp", (c) => c.body(new Uint8Array([1]), 200, { "Content-Type": "image/webp" }));
  return app;
}

describe("security headers", () => {
  test("a page rendered with a nonce allows exactly that nonce, a new one per response", async () => {
    const app = appWith();
    const [first, second] = [await app.request("/page"), await app.request("/page")];
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(
      first.headers.get("Content-Security-Policy") ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toBe(`<style nonce="${nonce}"></style><script nonce="${nonce}"></script>`);
    expect(first.headers.get("Content-Security-Policy")).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);
  });

  test("a page may load no font: the site uses the device's own", async () => {
    const policy = (await appWith().request("/page")).headers.get("Content-Security-Policy");
    expect(policy).toContain("font-src 'none'");
  });

  test("an answer without inline code gets a policy that allows none, and every hardening header", async () => {
    const response = await appWith(true).request("/api/me");
    const policy = response.headers.get("Content-Security-Policy");
    expect(policy).toBe(NO_INLINE_CODE_POLICY);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-inline");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  test("a raster picture gets the image viewer's policy", async () => {
    const response = await appWith().request("/picture.webp");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    // A link preview elsewhere may show it.
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
  });

  test("a file of the build that a browser may show as a document keeps the page policy; a raster gets the viewer's", () => {
    const policy = (type: string) => new Map(fileSecurityHeaders(type)).get("Content-Security-Policy");
    // An SVG or a PDF can hold scripts.
    expect(policy("image/svg+xml")).toBe(NO_INLINE_CODE_POLICY);
    expect(policy("application/pdf")).toBe(NO_INLINE_CODE_POLICY);
    expect(policy("image/avif")).toBe(RASTER_IMAGE_POLICY);
    expect(policy("image/x-icon")).toBe(RASTER_IMAGE_POLICY);
    expect(policy("text/javascript; charset=utf-8")).toBeUndefined();
    const resourcePolicies = (type: string) =>
      fileSecurityHeaders(type)
        .filter(([name]) => name === "Cross-Origin-Resource-Policy")
        .map(([, value]) => value);
    expect(resourcePolicies("text/javascript; charset=utf-8")).toEqual(["same-origin"]);
    expect(resourcePolicies("image/svg+xml")).toEqual(["same-origin"]);
    expect(resourcePolicies("image/webp")).toEqual(["cross-origin"]);
  });
});
