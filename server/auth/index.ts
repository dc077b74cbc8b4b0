import { Hono } from "hono";
import { adminRoutes } from "../admin/routes";
import { cancellationRoutes } from "../cancellation/routes";
import { crmRoutes } from "../crm/routes";
import { stripeRoutes, subscriptionRoutes } from "../payments/routes";
import { progressRoutes } from "../progress/routes";
import { createApiApp, type RouteTable } from "./api-app";
import { type AuthApiOptions, resolveDependencies } from "./config";
import { checkAddressConfirm, confirmAddress, requestAddressConfirm } from "./routes/address-confirm";
import { changePassword, deleteAccount, exportData, logoutEverywhere, updateProfile } from "./routes/account";
import { checkEmailChange, confirmEmailChange, requestEmailChange } from "./routes/email-change";
import { type PageBearer, pageBearer } from "./page-session";
import { login } from "./routes/login";
import { logout } from "./routes/logout";
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from "./routes/password-reset";
import { me } from "./routes/me";
import { refresh } from "./routes/refresh";
import { register } from "./routes/register";
import { disableSecondFactor, enableSecondFactor, setUpSecondFactor } from "./routes/second-factor";

export type { AuthApiOptions, AuthConfig, Clock } from "./config";
export type { AuthLogEntry, AuthLogger } from "./auth-log";
export { loadJwtSecret, parseJwtSecret } from "./jwt-secret";
export type { PageBearer } from "./page-session";

/**
 * The member API, to be mounted with `app.route("/api", createMemberApi(...))`: the
 * account under /auth, the member's lesson progress under /progress, and the
 * cancellation button's call under /cancellations (no account needed), and the owner's
 * dashboard under /admin and /crm (admins only). Stateless apart from
 * the database: any number of copies can share one PostgreSQL.
 */
export function createMemberApi(options: AuthApiOptions): Hono {
  return createMemberServices(options).api;
}

/** The member API and, for the site's pages, who a page request's member is (page-session.ts). */
export function createMemberServices(options: AuthApiOptions): { api: Hono; pageBearer: PageBearer } {
  const deps = resolveDependencies(options);
  const authRoutes: RouteTable = [
    ["/register", { POST: register(deps) }],
    ["/login", { POST: login(deps) }],
    ["/me", { GET: me(deps), PATCH: updateProfile(deps), DELETE: deleteAccount(deps) }],
    ["/me/export", { GET: exportData(deps) }],
    ["/password", { POST: changePassword(deps) }],
    ["/refresh", { POST: refresh(deps) }],
    ["/logout", { POST: logout(deps) }],
    ["/logout-everywhere", { POST: logoutEverywhere(deps) }],
    ["/password-reset", { POST: requestPasswordReset(deps) }],
    ["/password-reset/check", { POST: checkPasswordReset(deps) }],
    ["/password-reset/confirm", { POST: confirmPasswordReset(deps) }],
    ["/email-change", { POST: requestEmailChange(deps) }],
    ["/email-change/check", { POST: checkEmailChange(deps) }],
    ["/email-change/confirm", { POST: confirmEmailChange(deps) }],
    ["/email-confirm", { POST: requestAddressConfirm(deps) }],
    ["/email-confirm/check", { POST: checkAddressConfirm(deps) }],
    ["/email-confirm/confirm", { POST: confirmAddress(deps) }],
    ["/second-factor/setup", { POST: setUpSecondFactor(deps) }],
    ["/second-factor/enable", { POST: enableSecondFactor(deps) }],
    ["/second-factor/disable", { POST: disableSecondFactor(deps) }],
  ];
  const api = new Hono()
    .route("/auth", createApiApp(deps, authRoutes))
    .route("/progress", createApiApp(deps, progressRoutes(deps)))
    .route("/cancellations", createApiApp(deps, cancellationRoutes(deps)))
    .route("/admin", createApiApp(deps, adminRoutes(deps)))
    .route("/crm", createApiApp(deps, crmRoutes(deps)))
    .route("/stripe", createApiApp(deps, stripeRoutes(deps)))
    .route("/subscriptions", createApiApp(deps, subscriptionRoutes(deps)));
  return { api, pageBearer: pageBearer(deps) };
}
