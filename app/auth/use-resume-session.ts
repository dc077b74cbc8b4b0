import { useEffect, useRef } from "react";
import { useAuth } from "./auth-provider";
import { signedInByForm } from "./signed-in-by-form";

/**
 * After a sign-in posted as a form (without JavaScript, or through a route action) the
 * browser holds the refresh cookie but no access token for it: once scripts run and the
 * session's start-up has settled, the session is picked up with one refresh. A member
 * signed in here before is replaced only by a sign-in that left its mark
 * (signed-in-by-form.ts): the start-up has picked that up already, unless the form was
 * answered while this page was open. `onFailed` runs when that refresh is refused (the
 * cookie expired or was revoked meanwhile).
 */
export function useResumeSession(signedInByFormHere: boolean, onFailed: () => void) {
  const auth = useAuth();
  const shouldResume = signedInByFormHere && !auth.isLoading;
  const started = useRef(false);
  const latest = useRef({ auth, onFailed });
  latest.current = { auth, onFailed };
  useEffect(() => {
    if (!shouldResume || started.current) return;
    if (latest.current.auth.isAuthenticated && !signedInByForm()) return;
    started.current = true;
    void latest.current.auth.resumeSession().then((resumed) => {
      if (!resumed) latest.current.onFailed();
    });
  }, [shouldResume]);
}
