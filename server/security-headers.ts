import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { STRIPE_PORTAL_ORIGIN, VIDEO } from "@shared/site.config";

export interface SecurityEnv {
  /** `cspNonce()`: this response's nonce, made when first asked for (a rendered page asks). */
  Variables: { cspNonce: () => string };
}

/**
 * Everything but scripts and styles: only the site itself, the video host's player frame
 * for consented videos (decision 005), and Stripe's customer portal as a form's destination.
 */
const OTHER_DIRECTIVES = [
  "img-src 'self'",
  // The pages use the device's own fonts and load none (docs/decisions/055-the-devices-own-font.md).
  "font-src 'none'",
  "connect-src 'self'",
  "media-src 'self'",
  `frame-src ${VIDEO.playerOrigin}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  // The account page's "Manage payment method and invoices" posts here and is sent on to
  // Stripe's customer portal: a form's redirect is held to form-action too (docs/decisions/039).
  `form-action 'self' ${STRIPE_PORTAL_ORIGIN}`,
  "object-src 'none'",
];

const policy = (scriptSources: string, styleSources: string) =>
  ["default-src 'self'", `script-src ${scriptSources}`, `style-src ${styleSources}`, ...OTHER_DIRECTIVES].join("; ");

/** The policy of a response rendered for one visitor: scripts and the inline stylesheet only with this response's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return policy(`'self' 'nonce-${nonce}'`, `'self' 'nonce-${nonce}'`);
}

/**
 * The policy of a response that put no nonce into inline code: an API answer, a file, a
 * plain-text error. The same text every time, so no random bytes and no new string.
 */
export const NO_INLINE_CODE_POLICY = policy("'self'", "'self'");

/**
 * The policy of a cached page, the same bytes for every visitor: its inline scripts and
 * stylesheet are allowed by their SHA-256 hashes, and the scripts those start may load
 * further scripts ('strict-dynamic'). Browsers that know 'strict-dynamic' ignore 'self'
 * in script-src; older ones fall back to it (docs/decisions/011).
 */
export function hashedContentSecurityPolicy(hashes: { scripts: string[]; styles: string[] }): string {
  const quoted = (list: string[]) => list.map((hash) => `'${hash}'`);
  return policy(
    [...quoted(hashes.scripts), "'strict-dynamic'", "'self'"].join(" "),
    ["'self'", ...quoted(hashes.styles)].join(" "),
  );
}

/**
 * The policy of a raster image (AVIF, WebP, PNG, JPEG). One opened on its own, as a
 * gallery link does before the page's scripts have loaded, is shown in the browser's
 * image viewer, which fits it to the window with inline styles; the page policy would
 * block those and leave a large picture unscaled. Such a file runs nothing, so its policy
 * allows only its own display.
 */
export const RASTER_IMAGE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const NOSNIFF = ["X-Content-Type-Options", "nosniff"] as const;
/**
 * Another site may not load our answers into its pages (Spectre-style reads of a
 * cross-origin response); navigating to them is not affected. Raster pictures are left
 * shareable: a link preview may show the site's picture (docs/security.md).
 */
const SAME_ORIGIN_RESOURCE = ["Cross-Origin-Resource-Policy", "same-origin"] as const;
const SHAREABLE_RESOURCE = ["Cross-Origin-Resource-Policy", "cross-origin"] as const;

/** What every response a browser may show as a document carries, besides its policy and its resource policy. */
const DOCUMENT_HEADERS: readonly (readonly [string, string])[] = [
  NOSNIFF,
  ["X-Frame-Options", "DENY"],
  // Vimeo's domain-restricted embeds need to see our origin.
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
];

/** The hardening headers of every page, API answer and file a browser may show as a document, besides its policy. */
export const HARDENING_HEADERS: readonly (readonly [string, string])[] = [...DOCUMENT_HEADERS, SAME_ORIGIN_RESOURCE];

/** Sent only to visitors who came over HTTPS. */
export const HSTS_HEADER = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const;

/**
 * What a file of the client build carries, by its type (docs/decisions/024). Scripts,
 * stylesheets and fonts are never shown as a page: a policy, framing and referrer rules
 * act on documents and workers only, so they get no more than `nosniff`, which is what
 * keeps a browser from running one as another type. A raster picture gets the image
 * viewer's policy; anything a browser may show as a document (SVG, PDF, text) gets
 * everything a page does.
 */
export function fileSecurityHeaders(contentType: string): readonly (readonly [string, string])[] {
  if (/^(text\/(javascript|css)|font\/)/.test(contentType)) return [NOSNIFF, SAME_ORIGIN_RESOURCE];
  if (isRasterImage(contentType))
    return [["Content-Security-Policy", RASTER_IMAGE_POLICY], ...DOCUMENT_HEADERS, SHAREABLE_RESOURCE];
  return [["Content-Security-Policy", NO_INLINE_CODE_POLICY], ...HARDENING_HEADERS];
}

function isRasterImage(contentType: string | null): boolean {
  return /^image\/(avif|webp|png|jpeg|gif|x-icon|vnd\.microsoft\.icon)\b/.test(contentType ?? "");
}

/**
 * Security headers on every response of the app (files of the build bring their own:
 * server/build-files.ts); `https` says whether the visitor came over TLS. A
 * response that brings its own policy (a cached page, whose inline code is allowed by its
 * hashes) keeps it; one rendered with a nonce allows that nonce; every other one allows
 * no inline code at all.
 */
export function securityHeaders(isHttps: (request: Request) => boolean): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    let nonce: string | undefined;
    c.set("cspNonce", () => (nonce ??= randomBytes(16).toString("base64")));
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      headers.set(
        "Content-Security-Policy",
        isRasterImage(headers.get("Content-Type"))
          ? RASTER_IMAGE_POLICY
          : nonce
            ? contentSecurityPolicy(nonce)
            : NO_INLINE_CODE_POLICY,
      );
    }
    for (const [name, value] of HARDENING_HEADERS) {
      // A page may ask for a stricter referrer policy (the password-reset page: no-referrer).
      if (name === "Referrer-Policy" && headers.get(name) === "no-referrer") continue;
      headers.set(name, value);
    }
    if (isRasterImage(headers.get("Content-Type"))) headers.set(...SHAREABLE_RESOURCE);
    headers.delete("X-Powered-By");
    if (isHttps(c.req.raw)) headers.set(...HSTS_HEADER);
  };
}
