import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { useSignInFirst } from "~/auth/use-sign-in-first";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import { SECOND_FACTOR_SECTION } from "~/components/second-factor-settings";

// min-w-0: a grid item would otherwise grow to the width of the table inside it.
export const CARD = "min-w-0 rounded-card border border-ink-700 bg-ink-900/70 p-6";

const SECTIONS: [string, MessageKey][] = [
  [PATHS.admin, "admin.nav.overview"],
  [PATHS.adminContacts, "admin.nav.contacts"],
  [PATHS.adminTags, "admin.nav.tags"],
  [PATHS.adminCancellations, "admin.nav.cancellations"],
  [PATHS.adminAudit, "admin.nav.audit"],
];

/** The dashboard's sections, the current one marked for the eye and for screen readers. */
function AdminNav() {
  const { t, localize } = useLanguage();
  return (
    <nav aria-label={t("admin.nav")} className="-mx-1 mb-8 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-ink-700 px-1">
        {SECTIONS.map(([path, label]) => (
          <li key={path}>
            <NavLink
              to={localize(path)}
              end={path === PATHS.admin}
              className={({ isActive }) =>
                `-mb-px inline-block border-b-2 px-3 py-2.5 text-sm font-medium ${
                  isActive ? "border-accent-400 text-white" : "border-transparent text-ink-300 hover:text-white"
                }`
              }
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page of the owner's dashboard (docs/decisions/015-admin-role.md). The page is the same
 * for everyone; its data comes from the API, which checks the admin role in the database at
 * every call. A visitor is sent to sign in and back to `path`, a member who is no admin sees
 * "No access", an admin without a second factor the way to set it up, an admin the sections
 * and `children`.
 */
export function AdminPage({
  path,
  title,
  intro,
  children,
}: {
  path: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t, localize } = useLanguage();
  const { user } = useAuth();
  useSignInFirst(path);

  let content;
  if (!user) {
    content = (
      <p className="text-ink-300" role="status">
        {t("admin.loading")}
      </p>
    );
  } else if (user.role !== "admin") {
    content = (
      <div className={`${CARD} max-w-xl`}>
        <h1 className="text-2xl font-bold text-white">{t("admin.forbiddenTitle")}</h1>
        <p className="mt-3 text-ink-300">{t("admin.forbiddenText", { name: user.name })}</p>
        <Link to={localize(PATHS.account)} className="mt-6 btn-primary inline-flex">
          {t("admin.toAccount")}
        </Link>
      </div>
    );
  } else if (!user.secondFactor) {
    // The API refuses an admin without a second factor; the way there is the account page.
    content = (
      <div className={`${CARD} max-w-xl`}>
        <h1 className="text-2xl font-bold text-white">{t("admin.secondFactorTitle")}</h1>
        <p className="mt-3 text-ink-300">{t("admin.secondFactorText")}</p>
        <Link to={`${localize(PATHS.account)}#${SECOND_FACTOR_SECTION}`} className="mt-6 btn-primary inline-flex">
          {t("admin.secondFactorSetUp")}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <AdminNav />
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere text-white sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 text-ink-300">{intro}</p>}
        {children}
      </>
    );
  }
  return <div className="container-page py-12 sm:py-16">{content}</div>;
}

/** Whether the signed-in member is an admin with a second factor: the pages load their data only then. */
export function useIsAdmin(): boolean {
  const { user } = useAuth();
  return user?.role === "admin" && user.secondFactor;
}
