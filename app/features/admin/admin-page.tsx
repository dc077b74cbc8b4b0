import { type ReactNode, useState } from "react";
import { Link, NavLink, useLocation, useNavigation, useRevalidator } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { useSignInFirst } from "~/auth/use-sign-in-first";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS, SECOND_FACTOR_SECTION, stripLanguage } from "@shared/paths";

// min-w-0: a grid item would otherwise grow to the width of the table inside it.
export const CARD = "min-w-0 rounded-card border border-ink-700 bg-ink-900/70 p-6";

const SECTIONS: [string, MessageKey][] = [
  [PATHS.admin, "admin.nav.overview"],
  [PATHS.adminContacts, "admin.nav.contacts"],
  [PATHS.adminTags, "admin.nav.tags"],
  [PATHS.adminCourses, "admin.nav.courses"],
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
 * Who a dashboard page is for, as its loader found out from the API
 * (admin-data.server.ts): an admin (the page's data, or why it could not be read), a
 * member who is no admin, an admin without a second factor.
 */
export type AdminScreen<T> =
  | { access: "admin"; data: T; error?: undefined }
  | { access: "admin"; data?: undefined; error: string }
  | { access: "forbidden"; name: string; data?: undefined; error?: undefined }
  | { access: "setup"; data?: undefined; error?: undefined };

/**
 * A page of the owner's dashboard (docs/decisions/015-admin-role.md, 037). Its data comes
 * with the page, read on the server from the API, which checks the admin role in the
 * database at every call. A visitor was sent to sign in by the server; a member who is no
 * admin sees "No access", an admin without a second factor the way to set it up, an admin
 * the sections and `children`. Once the browser's session has been seen here, its end (a
 * sign-out in the header) leads to sign-in and back, as on the account page.
 */
export function AdminPage({
  screen,
  title,
  intro,
  children,
}: {
  screen: Pick<AdminScreen<unknown>, "access"> & { name?: string };
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t, localize } = useLanguage();
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const [seenSignedIn, setSeenSignedIn] = useState(false);
  if (user && !seenSignedIn) setSeenSignedIn(true);
  useSignInFirst(`${stripLanguage(pathname)}${search}`, () => !seenSignedIn);

  let content;
  if (screen.access === "forbidden") {
    content = (
      <div className={`${CARD} max-w-xl`}>
        <h1 className="text-2xl font-bold text-white">{t("admin.forbiddenTitle")}</h1>
        <p className="mt-3 text-ink-300">{t("admin.forbiddenText", { name: screen.name ?? "" })}</p>
        <Link to={localize(PATHS.account)} className="mt-6 btn-primary inline-flex">
          {t("admin.toAccount")}
        </Link>
      </div>
    );
  } else if (screen.access === "setup") {
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

/** Hidden fields that keep the address's other parameters when a GET form changes one. */
export function KeptParams({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** Whether this page's data is being read again (another page of it, "Try again"): its list is busy. */
export function useReadingAgain(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { state } = useRevalidator();
  return state === "loading" || (navigation.state === "loading" && navigation.location.pathname === pathname);
}
