import { useEffect, useRef } from "react";
import { useAuth } from "./auth-provider";

/**
 * After a sign-in posted as a form (without JavaScript, or through a route action) the
 * browser holds the refresh cookie but no access token: once scripts run, the session is
 * picked up with one refresh. `onFailed` runs when that refresh is refused (the cookie
 * expired or was revoked meanwhile).
 */
export function useResumeSession(signedInByForm: boolean, onFailed: () => void) {
  const auth = useAuth();
  const shouldResume = signedInByForm && !auth.isAuthenticated && !auth.isLoading;
  const started = useRef(false);
  const latest = useRef({ resumeSession: auth.resumeSession, onFailed });
  latest.current = { resumeSession: auth.resumeSession, onFailed };
  useEffect(() => {
    if (!shouldResume || started.current) return;
    started.current = true;
    void latest.current.resumeSession().then((resumed) => {
      if (!resumed) latest.current.onFailed();
    });
  }, [shouldResume]);
}
