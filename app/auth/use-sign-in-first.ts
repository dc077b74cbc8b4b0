import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { signInThenBack } from "@shared/paths";
import { useAuth } from "./auth-provider";

/**
 * A page for signed-in members only: once it is known that nobody is signed in, the
 * visitor goes to the sign-in page, which sends them back to `path` afterwards. `hold`
 * keeps them here (a page that signs out on purpose leads elsewhere itself).
 */
export function useSignInFirst(path: string, hold: () => boolean = () => false): void {
  const { user, isLoading } = useAuth();
  const { language } = useLanguage();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLoading || user || hold()) return;
    void navigate(signInThenBack(path, language), { replace: true });
    // `hold` is read when the state changes, not a reason to check again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading, user, path, language, navigate]);
}
