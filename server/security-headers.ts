import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { VIDEO } from "@shared/site.config";

export interface SecurityEnv {
  Variables: { cspNonce: string };
}

/**
 * The Content-Security-Policy of a response: only the site itself, scripts and the inline
 * stylesheet only with this response's nonce, and the video host's player frame for
 * consented videos (docs/decisions/005-consent-before-third-party-content.md).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${VIDEO.playerOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
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

function isRasterImage(contentType: string | null): boolean {
  return /^image\/(avif|webp|png|jpeg|gif)\b/.test(contentType ?? "");
}

/** Security headers on every response; `https` says whether the visitor came over TLS. */
export function securityHeaders(isHttps: (request: Request) => boolean): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set(
      "Content-Security-Policy",
      isRasterImage(headers.get("Content-Type")) ? RASTER_IMAGE_POLICY : contentSecurityPolicy(nonce),
    );
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    // Vimeo's domain-restricted embeds need to see our origin.
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    headers.delete("X-Powered-By");
    if (isHttps(c.req.raw)) {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
