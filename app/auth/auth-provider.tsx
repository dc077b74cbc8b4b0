import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from "react";
import { useLanguage } from "~/i18n/language-provider";
import { saveLanguageChoice } from "~/i18n/language-storage";
import { readStored, writeStored } from "~/lib/browser-storage";
import { ACCESS_TOKEN_KEY } from "~/lib/storage-keys";
import { type AuthLanguage, createApiClient } from "./api-client";
import { type AuthState, authReducer, initialAuthState, type User } from "./auth-state";

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
}

interface AuthContextValue extends AuthState {
  login: (email: string, password: string) => Promise<boolean>;
  register: (form: RegisterForm) => Promise<boolean>;
  logout: () => Promise<void>;
  /** Picks up a session that exists only as the refresh cookie (a sign-in without JavaScript). */
  resumeSession: () => Promise<boolean>;
  clearError: () => void;
  setLanguage: (language: AuthLanguage) => void;
  updateUser: (changes: Partial<User>) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

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
  const authLanguage: AuthLanguage = siteLanguage === "de" ? "german" : "english";
  const [state, dispatch] = useReducer(authReducer, authLanguage, initialAuthState);
  const texts = useRef({ t, authLanguage });
  useEffect(() => {
    texts.current = { t, authLanguage };
    dispatch({ type: "setLanguage", language: authLanguage });
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

  // Start-up: a stored token is checked with the server; a token it refuses is removed.
  useEffect(() => {
    if (!readToken()) {
      dispatch({ type: "logout" });
      return;
    }
    client
      .request<{ user: User }>("/auth/me")
      .then(({ user }) => dispatch({ type: "loginSuccess", user }))
      .catch(() => {
        writeToken(null);
        dispatch({ type: "logout" });
      });
  }, [client]);

  const signIn = useCallback(
    async (path: string, body: unknown, fallbackError: string) => {
      dispatch({ type: "loading" });
      try {
        const response = await client.request<AuthResponse>(path, {
          method: "POST",
          body,
          fallbackError,
          retryOn401: false,
        });
        writeToken(response.accessToken);
        dispatch({ type: "loginSuccess", user: response.user });
        return true;
      } catch (error) {
        dispatch({ type: "error", error: error instanceof Error ? error.message : fallbackError });
        return false;
      }
    },
    [client],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: (email, password) => signIn("/auth/login", { email, password }, texts.current.t("auth.loginFailed")),
      register: (form) =>
        signIn(
          "/auth/register",
          { ...form, language: texts.current.authLanguage },
          texts.current.t("auth.registrationFailed"),
        ),
      logout: async () => {
        try {
          await client.request("/auth/logout", { method: "POST", retryOn401: false });
        } catch (error) {
          // A failed logout call is only logged; the member is signed out here anyway.
          console.error(error);
        }
        writeToken(null);
        dispatch({ type: "logout" });
      },
      resumeSession: async () => {
        const token = await client.refresh(readToken());
        if (!token) return false;
        try {
          const { user } = await client.request<{ user: User }>("/auth/me");
          dispatch({ type: "loginSuccess", user });
          return true;
        } catch {
          return false;
        }
      },
      clearError: () => dispatch({ type: "clearError" }),
      setLanguage: (language) => {
        saveLanguageChoice(language === "german" ? "de" : "en");
        dispatch({ type: "setLanguage", language });
      },
      updateUser: (changes) => dispatch({ type: "updateUser", changes }),
    }),
    [state, signIn, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
