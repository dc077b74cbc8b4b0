import type { AuthLanguage } from "./api-client";

/** A member as the API returns it. */
export interface User {
  id: string;
  name: string;
  email: string;
  language: AuthLanguage;
  createdAt: string;
  lastSignInAt: string | null;
  signInCount: number;
}

/** The auth state and its transitions (docs/product-rules.md). */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  language: AuthLanguage;
  error: string | null;
}

export type AuthAction =
  | { type: "loading" }
  | { type: "loginSuccess"; user: User }
  | { type: "logout" }
  | { type: "error"; error: string }
  | { type: "clearError" }
  | { type: "setLanguage"; language: AuthLanguage }
  | { type: "updateUser"; changes: Partial<User> };

export function initialAuthState(language: AuthLanguage): AuthState {
  return { user: null, isAuthenticated: false, isLoading: true, language, error: null };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "loading":
      return { ...state, isLoading: true };
    case "loginSuccess":
      return { ...state, user: action.user, isAuthenticated: true, isLoading: false, error: null };
    case "logout":
      return { ...state, user: null, isAuthenticated: false, isLoading: false };
    case "error":
      return { ...state, error: action.error, isLoading: false };
    case "clearError":
      return { ...state, error: null };
    case "setLanguage":
      return { ...state, language: action.language };
    case "updateUser":
      return state.user ? { ...state, user: { ...state.user, ...action.changes } } : state;
  }
}
