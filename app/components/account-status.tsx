import { Link } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

/** A signed-in member's name, leading to their account page, and the sign-out action, for the header. */
export function AccountStatus({ className = "" }: { className?: string }) {
  const { t, localize } = useLanguage();
  const { user, logout } = useAuth();
  if (!user) return null;
  return (
    <div className={`items-center gap-2 ${className}`} data-testid="account-status">
      <Link
        to={localize(PATHS.account)}
        className="max-w-36 truncate rounded-full px-2 py-1.5 text-sm font-medium text-ink-100 hover:bg-ink-800 hover:text-white"
        title={t("login.signedInAs", { name: user.name })}
      >
        <span className="sr-only">{t("login.signedInAs", { name: "" })}</span>
        {user.name}
      </Link>
      <button
        type="button"
        onClick={() => void logout()}
        className="shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink-300 hover:bg-ink-800 hover:text-white"
      >
        {t("login.signOut")}
      </button>
    </div>
  );
}
