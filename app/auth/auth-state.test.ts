import { describe, expect, test } from "vitest";
import { authReducer, initialAuthState, type User, withLaterChanges } from "./auth-state";

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

  test("a change made after a request left is laid over its answer", () => {
    const saved = { ...user, name: "Ada King" };
    // The check left before the save (0 changes then): its answer knows the old name.
    expect(withLaterChanges(user, [saved], 0)).toEqual(saved);
    // It left after the save: its answer is newer, whatever it says.
    const renamed = { ...user, name: "Ada Byron" };
    expect(withLaterChanges(renamed, [saved], 1)).toEqual(renamed);
    // Changes without an id (a confirmed address) are the page's member's; another member's are not.
    expect(withLaterChanges(user, [{ emailConfirmed: true }], 0)).toEqual({ ...user, emailConfirmed: true });
    expect(withLaterChanges(user, [{ ...saved, id: "u2" }], 0)).toEqual(user);
  });

  test("an error can be set and cleared", () => {
    const state = authReducer(initialAuthState(), { type: "error", error: "x" });
    expect(state).toMatchObject({ error: "x", isLoading: false });
    expect(authReducer(state, { type: "clearError" }).error).toBeNull();
  });
});
