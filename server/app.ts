import type { RequestListener } from "node:http";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { PageBearer } from "./api";
import { API_BASE } from "@shared/paths";
import { canonicalPaths } from "./canonical-path";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, summarizeError } from "./db/errors";
import { requestIdOf } from "./http/request-id";
import { isSameOriginRequest } from "./http/same-origin";
import { logLine } from "./log";
import { compressResponses } from "./compression";
import { asciiHtml } from "./ascii-html";
import { deferHydration } from "./defer-hydration";
import { serveKeptPagesFirst } from "./kept-page-listener";
import { serveKeptSearchAnswersFirst } from "./kept-search-listener";
import type { SearchAnswerCache } from "./search";
import { loadBuildFiles, serveBuildFiles, serveBuildFilesFirst } from "./build-files";
import { createPageCache } from "./page-cache";
import { servePages } from "./pages";
import { redirectToVisitorLanguage } from "./language-redirect";
import { type SecurityEnv, securityHeaders } from "./security-headers";

export interface AppOptions {
  /** React Router's server build (build/server/index.js). */
  build: ServerBuild;
  /** Folder of the client build (build/client). */
  clientDir: string;
  /** The JSON API, mounted under /api. */
  api?: Hono;
  /** Who a page request's member is, for the API calls a page makes as them (server/auth/page-session.ts). */
  pageBearer?: PageBearer;
  /** Whether the visitor came over HTTPS (for HSTS and secure cookies). */
  isHttps: (request: Request) => boolean;
  testHooks?: boolean;
  /** How many reverse proxies in front may be trusted for X-Forwarded-* headers. */
  trustedProxies?: number;
  /** The search endpoint's kept answers, sent by a fast way in front of the app. */
  searchAnswers?: SearchAnswerCache;
}

const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The whole site as one Hono app (wiring only; the logic lives in app/ and server/auth),
 * and `fastPathsFirst`, which puts the fast ways of build files, kept pages and kept search
 * answers in front of the app's node:http listener (server/build-files.ts,
 * server/kept-page-listener.ts, server/kept-search-listener.ts).
 */
export function createApp({
  build,
  clientDir,
  api,
  pageBearer,
  isHttps,
  testHooks = false,
  trustedProxies = 0,
  searchAnswers,
}: AppOptions) {
  const app = new Hono<SecurityEnv>();
  const handlePage = createRequestHandler(build, "production");

  const buildFiles = loadBuildFiles(clientDir);
  app.use(serveBuildFiles(buildFiles, isHttps));
  app.use(securityHeaders(isHttps));
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));

  app.use(canonicalPaths());
  app.use(`${API_BASE}/*`, compressResponses());
  if (api) app.route(API_BASE, api);
  app.all(`${API_BASE}/*`, (c) => c.json({ error: "Not found" }, 404));

  app.use(redirectToVisitorLanguage(isHttps));
  app.use(compressResponses());
  app.use(
    bodyLimit({
      maxSize: PAGE_BODY_LIMIT_BYTES,
      onError: (c) => c.text("Payload Too Large", 413),
    }),
  );
  // Form posts to pages (sign-in without JavaScript, ...) are accepted from this site's own
  // pages only: another site must not sign a visitor in or out.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", async (c, next) => {
    if (!isSameOriginRequest(c.req.raw, trustedProxies))
      return c.text("Forbidden", 403, { "Cache-Control": "no-store" });
    // A page with `Referrer-Policy: no-referrer` (the password-reset page) posts its form
    // with `Origin: null`. Only Sec-Fetch-Site: same-origin lets such a post past the check
    // above, so React Router's own origin check is given this origin instead of the null.
    if (c.req.header("origin") === "null") c.req.raw.headers.set("origin", new URL(c.req.url).origin);
    await next();
  });
  const pageCache = createPageCache({ rewrite: (html) => asciiHtml(deferHydration(html)) });
  app.all(
    "*",
    servePages(
      (request, nonce, c, forEveryone) =>
        handlePage(request, {
          cspNonce: nonce,
          testHooks,
          // A page rendered for everyone calls the API as nobody, from a request without
          // cookies, and may not ask who the member is.
          callApi:
            api &&
            (forEveryone
              ? apiCaller(api, refuseMemberOnPublicPage, request, c.env)
              : apiCaller(api, pageBearer, c.req.raw, c.env)),
        }),
      pageCache,
    ),
  );

  // What no handler caught: logged by kind and code only (never the message, which can hold
  // a query's parameters); a database that is down answers 503 so clients retry.
  app.onError((error, c) => {
    const requestId = requestIdOf(c.req.raw);
    logLine({ level: "error", event: "server.error", path: c.req.path, ...summarizeError(error), requestId });
    if (isDatabaseUnavailable(error)) {
      return c.text(`Service Unavailable${requestIdNote(requestId)}`, 503, {
        "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      });
    }
    return c.text(`Internal Server Error${requestIdNote(requestId)}`, 500, {
      "Cache-Control": "no-store",
    });
  });

  const fastPathsFirst = (appListener: RequestListener) => {
    const app = serveKeptPagesFirst(pageCache, trustedProxies, appListener);
    const withSearch = searchAnswers ? serveKeptSearchAnswersFirst(searchAnswers, trustedProxies, app) : app;
    return serveBuildFilesFirst(buildFiles, trustedProxies, withSearch);
  };
  return { app, fastPathsFirst };
}

/** Names the request in a server error's body, so a report of it can be found in the log. */
function requestIdNote(requestId: string | undefined): string {
  return requestId ? ` (request ${requestId})` : "";
}

/**
 * A public page's render asks who the member is: a page that reads the member was listed in
 * shared/public-pages.ts. Its render fails (a 500, logged as page.error) instead of a
 * member's data entering the page that every visitor would be sent.
 */
class MemberReadOnPublicPage extends Error {
  constructor(path: string) {
    super(`The public page ${path} asked who the member is; only pages the same for everyone may be public.`);
    this.name = "MemberReadOnPublicPage";
  }
}

const refuseMemberOnPublicPage: PageBearer = (page) =>
  Promise.reject(new MemberReadOnPublicPage(new URL(page.url).pathname));

/** Headers of the page request that the API needs to see it as the same visitor. */
const FORWARDED_TO_API = [
  "cookie",
  "host",
  "origin",
  "sec-fetch-site",
  "user-agent",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
];

/**
 * Lets a loader or form action call the JSON API in-process, as the visitor: same socket
 * (client address), cookies and origin headers; the answer's cookies are the action's to
 * pass on. `asMember` calls as the member whose refresh cookie the page request carries
 * (without one the API answers 401).
 */
function apiCaller(
  api: Hono,
  pageBearer: PageBearer | undefined,
  page: Request,
  env: unknown,
): NonNullable<AppLoadContext["callApi"]> {
  let member: Promise<string | undefined> | undefined;
  return async (path, { method, body, language, bearer, asMember }) => {
    const headers = new Headers({ "Content-Type": "application/json", "X-User-Language": language });
    // A signed-in member's access token: one the page's form carried (it lives in the
    // browser only), or one for the member the page request's cookie names.
    if (asMember) member ??= pageBearer?.(page) ?? Promise.resolve(undefined);
    let token = bearer;
    if (asMember) {
      try {
        token = await member;
      } catch (error) {
        // The database could not say who the member is: answered as the API would.
        if (!isDatabaseUnavailable(error)) throw error;
        return Response.json(
          { error: "Service Unavailable" },
          { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
        );
      }
    }
    if (token) headers.set("Authorization", `Bearer ${token}`);
    for (const name of FORWARDED_TO_API) {
      const value = page.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // The API app's own routes start below /api (server/main.ts mounts it there).
    const url = new URL(path, page.url);
    return api.fetch(
      new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
      env,
    );
  };
}
