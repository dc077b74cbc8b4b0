import { type Handler, Hono } from "hono";
import { hasForwardingHeaders } from "../http/forwarded";
import { jsonError } from "../http/json-error";
import type { ApiEnv } from "./context";
import { clientAddress, rateLimitAddress, rateLimitNetworks } from "./client-address";
import type { ApiDependencies } from "./dependencies";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, summarizeError } from "../db/errors";
import { BUSY_RETRY_AFTER_SECONDS, PURGE_PROBABILITY } from "./constants";
import { HashQueueFullError } from "./hash-queue";
import { messageLanguage, messagesFor } from "./messages";
import { purgeExpiredLimits } from "./rate-limit";

/** Clears rows whose time is over (rate-limit counters, old audit entries); never fails a request. */
export type Housekeeping = (db: ApiDependencies["db"], now: Date) => Promise<void>;

/** Each path with the handler of each method it answers. */
export type RouteTable = [string, Partial<Record<"GET" | "POST" | "PATCH" | "DELETE", Handler<ApiEnv>>>][];

/**
 * One part of the member API (the account, the progress) with the rules every part
 * shares: answers in the member's language, client address and rate-limit keys on the
 * context, no caching, 405 with Allow for another method, 404 for another path, and
 * errors that never leak a query.
 */
export function createApiApp(
  deps: ApiDependencies,
  routes: RouteTable,
  housekeeping: readonly Housekeeping[] = [],
): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  let warnedAboutForwarding = false;

  api.use(async (c, next) => {
    c.set("messages", messagesFor(messageLanguage(c.req.header("x-user-language"))));
    const address = clientAddress(c, deps.trustedProxies);
    c.set("address", address);
    c.set("addressKey", rateLimitAddress(address));
    c.set("addressNetworks", rateLimitNetworks(address));
    if (deps.trustedProxies === 0 && !warnedAboutForwarding && hasForwardingHeaders(c.req.raw)) {
      // Behind a proxy with TRUSTED_PROXIES=0 every visitor shares the proxy's rate-limit
      // buckets and cookies lose Secure: say so once, at the first request that shows it.
      warnedAboutForwarding = true;
      deps.log(c.req.raw, {
        event: "auth.untrusted_proxy_headers",
        reason:
          "X-Forwarded-For or X-Forwarded-Proto arrived while TRUSTED_PROXIES is 0: they are ignored, so behind a proxy every visitor shares one rate-limit bucket and cookies are not marked Secure. Set TRUSTED_PROXIES to the number of proxies in front.",
      });
    }
    await next();
    // Stateless housekeeping: now and then a request clears counters whose time is over.
    if (Math.random() < PURGE_PROBABILITY) {
      for (const purge of [purgeExpiredLimits, ...housekeeping]) await purge(deps.db, deps.clock()).catch(() => {});
    }
    // On the answer itself: c.header() on a finished answer would build it anew, its body
    // turned into a stream, which costs a small call more than its own work.
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.append("Vary", "X-User-Language");
  });

  for (const [path, handlers] of routes) {
    const methods = Object.keys(handlers);
    for (const [method, handler] of Object.entries(handlers)) api.on(method, path, handler);
    const allow = methods.includes("GET") ? ["GET", "HEAD", ...methods.filter((m) => m !== "GET")] : methods;
    api.all(path, (c) => jsonError(c, 405, c.get("messages").methodNotAllowed, { Allow: allow.join(", ") }));
  }
  api.all("*", (c) => jsonError(c, 404, c.get("messages").notFound));

  api.onError((error, c) => {
    const messages = c.get("messages") ?? messagesFor("en");
    if (error instanceof HashQueueFullError) {
      return jsonError(c, 503, messages.serverBusy, {
        "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      });
    }
    // Never the error's message: a failed query's message repeats its parameters.
    const { kind, code } = summarizeError(error);
    if (isDatabaseUnavailable(error)) {
      deps.log(c.req.raw, { event: "auth.database_unavailable", reason: kind, code });
      return jsonError(c, 503, messages.serviceUnavailable, {
        "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      });
    }
    deps.log(c.req.raw, { event: "auth.error", reason: kind, code });
    return jsonError(c, 500, messages.internalError, { "Cache-Control": "no-store" });
  });

  return api;
}
