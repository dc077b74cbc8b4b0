import { describe, expect, test } from "vitest";
import { authReducer, initialAuthState, type User } from "./auth-state";

const user: User = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  language: "english",
  createdAt: "2026-01-01",
  lastSignInAt: null,
  emailConfirmed: false,
  secondFactor: false,
  signInCount: 1,
  role: "member",
};

describe("auth state", () => {
  test("starts loading and signed out", () => {
    expect(initialAuthState()).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: true,
      error: null,
      changes: [],
    });
  });

  test("login success stores the user, ends loading and clears the error", () => {
    const failed = authReducer(initialAuthState(), { type: "error", error: "Login failed" });
    expect(failed).toMatchObject({ error: "Login failed", isLoading: false });
    expect(authReducer(failed, { type: "loginSuccess", user })).toMatchObject({
      user,
      isAuthenticated: true,
      isLoading: false,
      error: null,
    });
  });

  test("logout clears the user; update merges fields into it", () => {
    const signedIn = authReducer(initialAuthState(), { type: "loginSuccess", user });
    expect(authReducer(signedIn, { type: "updateUser", changes: { name: "Ada L." } }).user).toEqual({
      ...user,
      name: "Ada L.",
    });
    expect(authReducer(signedIn, { type: "logout" })).toMatchObject({ user: null, isAuthenticated: false });
  });

  test("a change saved while a check is under way outlives the check's older answer", () => {
    const loading = initialAuthState();
    const changesBefore = loading.changes.length;
    const saved = authReducer(loading, { type: "updateUser", changes: { ...user, name: "Ada King" } });
    expect(saved.user).toBeNull();
    const checked = authReducer(saved, { type: "loginSuccess", user, changesBefore });
    expect(checked.user).toEqual({ ...user, name: "Ada King" });
    // A check that left after the change knows it already; a new sign-in starts afresh.
    const renamed = { ...user, name: "Ada Byron" };
    expect(authReducer(checked, { type: "loginSuccess", user: renamed, changesBefore: 1 }).user).toEqual(renamed);
    expect(authReducer(checked, { type: "loginSuccess", user: renamed }).user).toEqual(renamed);
  });

  test("another member's change is not laid over a check's answer", () => {
    const saved = authReducer(initialAuthState(), { type: "updateUser", changes: { ...user, name: "Ada King" } });
    const other = { ...user, id: "u2", name: "Grace" };
    expect(authReducer(saved, { type: "loginSuccess", user: other, changesBefore: 0 }).user).toEqual(other);
  });

  test("an error can be set and cleared", () => {
    const state = authReducer(initialAuthState(), { type: "error", error: "x" });
    expect(state).toMatchObject({ error: "x", isLoading: false });
    expect(authReducer(state, { type: "clearError" }).error).toBeNull();
  });
});
