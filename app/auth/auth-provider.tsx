import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { useLanguage } from "~/i18n/language-provider";
import { useSwitchLanguage } from "~/i18n/use-switch-language";
import { type AccountLanguage, accountLanguage, normalizeLanguage } from "@shared/language";
import { readStored, writeStored } from "~/browser/browser-storage";
import { inOwnTask } from "~/browser/own-task";
import { ACCESS_TOKEN_KEY } from "@shared/storage-keys";
import { type ApiClient, ApiError, createApiClient } from "./api-client";
import { forgetSignedInByForm, signedInByForm } from "./signed-in-by-form";
import {
  type AuthAction,
  type AuthState,
  authReducer,
  initialAuthState,
  type User,
  withLaterChanges,
} from "./auth-state";

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
}

interface AuthContextValue extends AuthState {
  /** The page's language in the account API's spelling. */
  language: AccountLanguage;
  /** "second-factor": the password was right, and the account asks for a code of its app too. */
  login: (email: string, password: string, code?: string) => Promise<boolean | "second-factor">;
  register: (form: RegisterForm) => Promise<boolean>;
  logout: () => Promise<void>;
  /** Picks up a session that exists only as the refresh cookie (a sign-in without JavaScript). */
  resumeSession: () => Promise<boolean>;
  clearError: () => void;
  /** Stores the choice and shows this page in that language. */
  setLanguage: (language: AccountLanguage) => void;
  updateUser: (changes: Partial<User>) => void;
  /** A call to the API as the signed-in member (a 401 refreshes once and retries). */
  call: ApiClient["request"];
  /** The current access token, for a form whose server action calls the API as the member. */
  accessToken: () => string | null;
  /**
   * A new access token from the refresh cookie, for a call made outside `call` (a file
   * download): `tokenUsed` is the one the API refused, or null when there was none. The
   * refresh is shared with every other caller; null when the session has ended.
   */
  renewToken: (tokenUsed: string | null) => Promise<string | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Whether a refused sign-in asks for the code of the account's second factor (docs/decisions/032-second-factor.md). */
export function asksForSecondFactor(error: unknown): boolean {
  const body = error instanceof ApiError ? error.body : undefined;
  return typeof body === "object" && body !== null && (body as { secondFactor?: unknown }).secondFactor === "required";
}

const readToken = () => readStored(ACCESS_TOKEN_KEY);

/** Without storage the member stays signed in for this page only. */
const writeToken = (token: string | null) => void writeStored(ACCESS_TOKEN_KEY, token || null);

interface AuthResponse {
  user: User;
  accessToken: string;
  message: string;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { language: siteLanguage, t } = useLanguage();
  const authLanguage = accountLanguage(siteLanguage);
  const switchLanguage = useSwitchLanguage();
  const [state, dispatch] = useReducer(authReducer, undefined, initialAuthState);
  // The API client outlives renders; it reads the current language and texts from here.
  const texts = useRef({ t, authLanguage });
  useEffect(() => {
    texts.current = { t, authLanguage };
  }, [t, authLanguage]);

  const client = useMemo(
    () =>
      createApiClient({
        getLanguage: () => texts.current.authLanguage,
        getToken: readToken,
        setToken: writeToken,
        onSignedOut: () => dispatch({ type: "logout" }),
        networkErrorText: () => texts.current.t("auth.networkError"),
      }),
    [],
  );

  // Counts the session's changes (a sign-in, a sign-out, a pick-up from the cookie): the
  // answer to a request that left before the latest change is stale and is dropped.
  const sessionChange = useRef(0);
  // What updateUser changed, in order: laid over answers to requests that left before.
  const changes = useRef<Partial<User>[]>([]);

  const resumeSession = useCallback(async () => {
    // Loading while it runs: a page opened meanwhile (the account page) waits for the
    // session instead of sending the member to sign in. It starts as the page hydrates,
    // and the page already shows the member the server knew: each step renders as a
    // transition, in slices, not the whole page again in one task.
    const change = ++sessionChange.current;
    const settle = (action: AuthAction) => {
      if (sessionChange.current === change) startTransition(() => dispatch(action));
    };
    settle({ type: "loading" });
    const token = await client.refresh(readToken());
    try {
      if (!token) throw new Error("no session");
      const before = changes.current.length;
      const { user } = await client.request<{ user: User }>("/auth/me");
      settle({ type: "loginSuccess", user: withLaterChanges(user, changes.current, before) });
      forgetSignedInByForm();
      return true;
    } catch {
      settle({ type: "logout" });
      return false;
    }
  }, [client]);

  // Start-up: a sign-in completed for a form is picked up from the refresh cookie
  // (signed-in-by-form.ts); it is newer than any token stored here. Else a stored token is
  // checked with the server, and a token it refuses is removed. The outcome renders as a
  // transition: an update from here would render the whole page again in one task.
  useEffect(() => {
    const startedAt = sessionChange.current;
    const settle = (action: AuthAction) => {
      if (sessionChange.current === startedAt) startTransition(() => dispatch(action));
    };
    return inOwnTask(() => {
      if (sessionChange.current !== startedAt) return;
      if (signedInByForm()) {
        void resumeSession();
        return;
      }
      if (!readToken()) {
        settle({ type: "logout" });
        return;
      }
      const before = changes.current.length;
      client
        .request<{ user: User }>("/auth/me")
        .then(({ user }) => settle({ type: "loginSuccess", user: withLaterChanges(user, changes.current, before) }))
        .catch(() => {
          if (sessionChange.current !== startedAt) return;
          writeToken(null);
          settle({ type: "logout" });
        });
    });
  }, [client, resumeSession]);

  const signIn = useCallback(
    async (path: string, body: unknown, fallbackError: string): Promise<boolean | "second-factor"> => {
      sessionChange.current += 1;
      dispatch({ type: "loading" });
      try {
        const response = await client.request<AuthResponse>(path, {
          method: "POST",
          body,
          fallbackError,
          retryOn401: false,
        });
        writeToken(response.accessToken);
        forgetSignedInByForm();
        dispatch({ type: "loginSuccess", user: response.user });
        return true;
      } catch (error) {
        dispatch({ type: "error", error: error instanceof Error ? error.message : fallbackError });
        return asksForSecondFactor(error) ? ("second-factor" as const) : false;
      }
    },
    [client],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      language: authLanguage,
      login: (email, password, code) =>
        signIn("/auth/login", { email, password, code }, texts.current.t("auth.loginFailed")),
      register: async (form) =>
        (await signIn(
          "/auth/register",
          { ...form, language: texts.current.authLanguage },
          texts.current.t("auth.registrationFailed"),
        )) === true,
      logout: async () => {
        sessionChange.current += 1;
        forgetSignedInByForm();
        try {
          await client.request("/auth/logout", { method: "POST", retryOn401: false });
        } catch (error) {
          // A failed logout call is only logged; the member is signed out here anyway.
          console.error(error);
        }
        writeToken(null);
        dispatch({ type: "logout" });
      },
      resumeSession,
      clearError: () => dispatch({ type: "clearError" }),
      setLanguage: (language) => switchLanguage(normalizeLanguage(language)),
      updateUser: (change) => {
        changes.current.push(change);
        dispatch({ type: "updateUser", changes: change });
      },
      call: client.request,
      accessToken: readToken,
      renewToken: client.refresh,
    }),
    [state, authLanguage, switchLanguage, signIn, resumeSession, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
