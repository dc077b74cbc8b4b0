import type { AccountLanguage } from "@shared/language";
import { API_BASE } from "@shared/paths";

/**
 * The one client for the site's API (docs/product-rules.md): cookies sent, JSON, the
 * visitor's language in X-User-Language, the stored access token as Bearer. A 401
 * triggers one refresh, shared by every request and tab waiting for it, and one retry;
 * when the refresh fails the member is signed out.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The answer's JSON, when there was one: a refusal may name what it refers to. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  getLanguage: () => AccountLanguage;
  getToken: () => string | null;
  setToken: (token: string | null) => void;
  /** Called when the session cannot be renewed. */
  onSignedOut: () => void;
  /** Texts for failures without a message from the server. */
  networkErrorText: () => string;
  fetch?: typeof fetch;
  /** Serialises refreshes across tabs (navigator.locks where the browser has it). */
  withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  /** Text when the server gives no error of its own, e.g. 'Login failed'. */
  fallbackError?: string;
  /** Whether a 401 may trigger a refresh and a retry. */
  retryOn401?: boolean;
  /** Let the request outlive the page (a last report while the tab closes). */
  keepalive?: boolean;
}

/**
 * The text of a failed call: the response's error field, else 'HTTP {status}', else the
 * fallback.
 */
export function errorText(body: unknown, status: number | undefined, fallback: string): string {
  if (body && typeof body === "object" && typeof (body as { error?: unknown }).error === "string") {
    return (body as { error: string }).error;
  }
  if (status) return `HTTP ${status}`;
  return fallback;
}

/**
 * A call that a form action made in-process (context.callApi) and the API refused, as the
 * action passes it on: the API's status (503 when no API answered), its message, and its
 * Retry-After added to the action's `headers`.
 */
export function refusal(
  response: Response | undefined,
  body: unknown,
  headers: HeadersInit,
): { status: number; headers: Headers; error: string } {
  const status = response?.status ?? 503;
  const passed = new Headers(headers);
  const retryAfter = response?.headers.get("Retry-After");
  if (retryAfter) passed.set("Retry-After", retryAfter);
  return { status, headers: passed, error: errorText(body, status, "") };
}

function browserRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request("auth-refresh", task) as Promise<T>;
  }
  return task();
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? API_BASE;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const withRefreshLock = options.withRefreshLock ?? browserRefreshLock;
  let refreshInFlight: Promise<string | null> | null = null;

  async function send(path: string, { method = "GET", body, keepalive }: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "X-User-Language": options.getLanguage(),
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(keepalive ? { keepalive } : {}),
      });
    } catch {
      throw new ApiError(options.networkErrorText(), undefined);
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }

  /** One refresh at a time: concurrent callers, and other tabs, share its result. */
  function refresh(staleToken: string | null): Promise<string | null> {
    refreshInFlight ??= withRefreshLock(async () => {
      const current = options.getToken();
      // Another tab renewed the token while this one waited for the lock.
      if (current && current !== staleToken) return current;
      // keepalive: the server spends the old token as it answers, so the answer's new cookie
      // must reach the browser even when the page is left meanwhile. Cut off, the browser
      // would keep the spent token, and its next refresh would end the session as a theft.
      const response = await send("/auth/refresh", { method: "POST", keepalive: true });
      if (!response.ok) return null;
      const body = (await readJson(response)) as { accessToken?: unknown } | undefined;
      return typeof body?.accessToken === "string" ? body.accessToken : null;
    })
      .catch(() => null)
      .then((token) => {
        options.setToken(token);
        if (!token) options.onSignedOut();
        return token;
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const { fallbackError = "Request failed", retryOn401 = true } = requestOptions;
    const tokenUsed = options.getToken();
    let response = await send(path, requestOptions);
    if (response.status === 401 && retryOn401) {
      const renewed = await refresh(tokenUsed);
      if (renewed) response = await send(path, requestOptions);
    }
    const body = await readJson(response);
    if (!response.ok) throw new ApiError(errorText(body, response.status, fallbackError), response.status, body);
    return body as T;
  }

  return { request, refresh };
}

export type ApiClient = ReturnType<typeof createApiClient>;
