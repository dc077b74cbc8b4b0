import type { PublicUser } from "@shared/public-user";

/** A member as the API returns it. */
export type User = PublicUser;

/**
 * The auth state and its transitions (docs/product-rules.md). Its language is not kept
 * here: the provider derives it from the page's language, the one source of truth.
 */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

export type AuthAction =
  | { type: "loading" }
  | { type: "loginSuccess"; user: User }
  | { type: "logout" }
  | { type: "error"; error: string }
  | { type: "clearError" }
  | { type: "updateUser"; changes: Partial<User> };

export function initialAuthState(): AuthState {
  return { user: null, isAuthenticated: false, isLoading: true, error: null };
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
    case "updateUser":
      return state.user ? { ...state, user: { ...state.user, ...action.changes } } : state;
  }
}

/**
 * A member as an answer knew them, with what this page changed of them after the request
 * left laid over it (`changes` from index `before` on, the same member's only): a slow
 * start-up check cannot undo a name saved meanwhile.
 */
export function withLaterChanges(user: User, changes: readonly Partial<User>[], before: number): User {
  return Object.assign({}, user, ...changes.slice(before).filter((change) => !change.id || change.id === user.id));
}
