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
  /**
   * What this page changed of the member (a saved name, a confirmed address), in order. An
   * answer to a request that left before a change knows the member as they were: the change
   * is laid over it, so that a slow start-up check cannot undo a name saved meanwhile.
   */
  changes: readonly Partial<User>[];
}

export type AuthAction =
  | { type: "loading" }
  /** `changesBefore`: how many changes the page had made when the request left; none for a new sign-in. */
  | { type: "loginSuccess"; user: User; changesBefore?: number }
  | { type: "logout" }
  | { type: "error"; error: string }
  | { type: "clearError" }
  | { type: "updateUser"; changes: Partial<User> };

export function initialAuthState(): AuthState {
  return { user: null, isAuthenticated: false, isLoading: true, error: null, changes: [] };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "loading":
      return { ...state, isLoading: true };
    case "loginSuccess": {
      const later = action.changesBefore === undefined ? [] : state.changes.slice(action.changesBefore);
      const user = later
        .filter((changes) => changes.id === undefined || changes.id === action.user.id)
        .reduce<User>((merged, changes) => ({ ...merged, ...changes }), action.user);
      return { ...state, user, isAuthenticated: true, isLoading: false, error: null };
    }
    case "logout":
      return { ...state, user: null, isAuthenticated: false, isLoading: false };
    case "error":
      return { ...state, error: action.error, isLoading: false };
    case "clearError":
      return { ...state, error: null };
    case "updateUser":
      return {
        ...state,
        user: state.user ? { ...state.user, ...action.changes } : null,
        changes: [...state.changes, action.changes],
      };
  }
}
