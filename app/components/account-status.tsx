import { useAuth } from "~/auth/auth-provider";
import { useLanguage } from "~/i18n/language-provider";

/** A signed-in member's name and the sign-out action, for the header. */
export function AccountStatus({ className = "" }: { className?: string }) {
  const { t } = useLanguage();
  const { user, logout } = useAuth();
  if (!user) return null;
  return (
    <div className={`items-center gap-2 ${className}`} data-testid="account-status">
      <span className="max-w-36 truncate text-sm text-ink-200" title={t("login.signedInAs", { name: user.name })}>
        <span className="sr-only">{t("login.signedInAs", { name: "" })}</span>
        {user.name}
      </span>
      <button
        type="button"
        onClick={() => void logout()}
        className="rounded-full px-3 py-1.5 text-sm font-medium text-ink-300 hover:bg-ink-800 hover:text-white"
      >
        {t("login.signOut")}
      </button>
    </div>
  );
}
