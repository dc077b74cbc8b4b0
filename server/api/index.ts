import { Hono } from "hono";
import { adminRoutes } from "../admin/routes";
import { type PageBearer, pageBearer } from "../auth";
import { authRoutes } from "../auth/routes";
import { cancellationRoutes } from "../cancellation/routes";
import { crmRoutes } from "../crm/routes";
import { stripeRoutes, subscriptionRoutes } from "../payments/routes";
import { progressRoutes } from "../progress/routes";
import { createApiApp } from "./app";
import { type ApiOptions, resolveDependencies } from "./dependencies";

export type { ApiConfig, ApiOptions, Clock } from "./dependencies";
export type { AuthLogEntry, AuthLogger } from "./log";
export { loadJwtSecret, parseJwtSecret, type PageBearer } from "../auth";

/**
 * The API, to be mounted with `app.route("/api", createMemberApi(...))`: each feature
 * under its own path (its routes.ts), every one with the rules of createApiApp (app.ts). The account
 * under /auth, the member's lesson progress under /progress, the cancellation button's
 * call under /cancellations (no account needed), Stripe's events under /stripe, and the
 * owner's dashboard under /admin and /crm (admins only). Stateless apart from the
 * database: any number of copies can share one PostgreSQL.
 */
export function createMemberApi(options: ApiOptions): Hono {
  return createMemberServices(options).api;
}

/** The API and, for the site's pages, who a page request's member is (auth/page-session.ts). */
export function createMemberServices(options: ApiOptions): { api: Hono; pageBearer: PageBearer } {
  const deps = resolveDependencies(options);
  const api = new Hono()
    .route("/auth", createApiApp(deps, authRoutes(deps)))
    .route("/progress", createApiApp(deps, progressRoutes(deps)))
    .route("/cancellations", createApiApp(deps, cancellationRoutes(deps)))
    .route("/admin", createApiApp(deps, adminRoutes(deps)))
    .route("/crm", createApiApp(deps, crmRoutes(deps)))
    .route("/stripe", createApiApp(deps, stripeRoutes(deps)))
    .route("/subscriptions", createApiApp(deps, subscriptionRoutes(deps)));
  return { api, pageBearer: pageBearer(deps) };
}
