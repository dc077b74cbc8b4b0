import { describe, expect, test, vi } from "vitest";
import { ApiError, createApiClient, errorText, refusal } from "./api-client";

function json(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function setup(responses: ((url: string, init: RequestInit) => Response | Promise<Response>)[]) {
  let token: string | null = "old-token";
  const calls: { url: string; init: RequestInit }[] = [];
  const onSignedOut = vi.fn();
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next(url, init);
  });
  const client = createApiClient({
    getLanguage: () => "german",
    getToken: () => token,
    setToken: (value) => {
      token = value;
    },
    onSignedOut,
    networkErrorText: () => "Netzwerkfehler",
    fetch: fetchMock as unknown as typeof fetch,
    withRefreshLock: (task) => task(),
  });
  return { client, calls, onSignedOut, token: () => token };
}

describe("API client", () => {
  test("sends cookies, JSON, the language and the bearer token", async () => {
    const { client, calls } = setup([() => json(200, { user: { id: "1" } })]);
    await client.request("/auth/me");
    const { url, init } = calls[0]!;
    expect(url).toBe("/api/auth/me");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "X-User-Language": "german",
      Authorization: "Bearer old-token",
    });
  });

  test("on a 401 it refreshes once and retries the request once with the new token", async () => {
    const { client, calls, token } = setup([
      () => json(401, { error: "Unauthorized" }),
      () => json(200, { accessToken: "new-token" }),
      () => json(200, { ok: true }),
    ]);
    await expect(client.request("/auth/me")).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(["/api/auth/me", "/api/auth/refresh", "/api/auth/me"]);
    expect((calls[2]!.init.headers as Record<string, string>).Authorization).toBe("Bearer new-token");
    expect(token()).toBe("new-token");
    // The refresh outlives a page left meanwhile, so that its new cookie is kept.
    expect(calls[1]!.init.keepalive).toBe(true);
    expect(calls[2]!.init.keepalive).toBeUndefined();
  });

  test("concurrent 401s share a single refresh", async () => {
    const { client, calls } = setup([
      () => json(401),
      () => json(401),
      () => new Promise((resolve) => setTimeout(() => resolve(json(200, { accessToken: "new-token" })), 10)),
      () => json(200, { n: 1 }),
      () => json(200, { n: 2 }),
    ]);
    await Promise.all([client.request("/a"), client.request("/b")]);
    expect(calls.filter((call) => call.url === "/api/auth/refresh")).toHaveLength(1);
  });

  test("when the refresh fails the member is signed out and the error is reported", async () => {
    const { client, onSignedOut, token, calls } = setup([
      () => json(401, { error: "Unauthorized" }),
      () => json(401, { error: "Unauthorized" }),
    ]);
    await expect(client.request("/auth/me")).rejects.toThrow("Unauthorized");
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(token()).toBeNull();
    expect(calls).toHaveLength(2);
  });

  test("a network failure gives the network error text", async () => {
    const { client } = setup([() => Promise.reject(new TypeError("Failed to fetch"))]);
    await expect(client.request("/auth/login", { method: "POST" })).rejects.toEqual(
      new ApiError("Netzwerkfehler", undefined),
    );
  });

  test("error texts: the server's error, else HTTP {status}, else the fallback", () => {
    expect(errorText({ error: "E-Mail oder Passwort falsch" }, 401, "Login failed")).toBe(
      "E-Mail oder Passwort falsch",
    );
    expect(errorText(undefined, 502, "Login failed")).toBe("HTTP 502");
    expect(errorText({ error: 42 }, 500, "Login failed")).toBe("HTTP 500");
    expect(errorText(undefined, undefined, "Registration failed")).toBe("Registration failed");
  });

  test("a failed request without its own message uses HTTP {status}", async () => {
    const { client } = setup([() => new Response("oops", { status: 503 })]);
    await expect(client.request("/auth/login", { method: "POST", retryOn401: false })).rejects.toThrow("HTTP 503");
  });
});

describe("refusal", () => {
  test("passes on the API's status, message and Retry-After, beside the action's own headers", () => {
    const response = new Response(JSON.stringify({ error: "Too many attempts." }), {
      status: 429,
      headers: { "Retry-After": "120" },
    });
    const passed = refusal(response, { error: "Too many attempts." }, { "Cache-Control": "no-store" });
    expect(passed.status).toBe(429);
    expect(passed.error).toBe("Too many attempts.");
    expect(passed.headers.get("Retry-After")).toBe("120");
    expect(passed.headers.get("Cache-Control")).toBe("no-store");
  });

  test("no API at all is a 503", () => {
    expect(refusal(undefined, undefined, {})).toMatchObject({ status: 503, error: "HTTP 503" });
  });
});
