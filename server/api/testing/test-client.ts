import { randomInt } from "node:crypto";

/**
 * A visitor of the test server: its own client address (sent as X-Forwarded-For, which the
 * test server trusts from one proxy) and its own cookie jar. The jar keeps every cookie the
 * API sets (every path of the API is below each cookie's path) and sends them all, unless a
 * call names its Cookie header itself.
 */
export interface CallOptions {
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string | null;
  bearer?: string;
  method?: string;
  /** The API part the path is below; the account API (/api/auth) unless said. */
  base?:
    | "/api/auth"
    | "/api/progress"
    | "/api/cancellations"
    | "/api/admin"
    | "/api/crm"
    | "/api/insight"
    | "/api/stripe"
    | "/api/subscriptions";
}

export interface CallResult {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
  setCookies: string[];
}

export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const isRefreshCookie = (name: string) => /^(?:__Host-|__Secure-)?refresh_token$/.test(name);

export function createTestClient(origin: string, address = randomAddress()) {
  const jar = new Map<string, string>();
  const pairOf = (test: (name: string) => boolean) => {
    for (const [name, value] of jar) if (test(name)) return `${name}=${value}`;
    return undefined;
  };

  async function call(path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { "X-Forwarded-For": address, ...options.headers };
    if (options.body !== undefined) headers["Content-Type"] ??= "application/json";
    const cookie =
      options.cookie === undefined ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ") : options.cookie;
    if (cookie) headers.Cookie = cookie;
    if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
    const response = await fetch(`${origin}${options.base ?? "/api/auth"}${path}`, {
      method: options.method ?? "POST",
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      if (/max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    }
    return {
      status: response.status,
      headers: response.headers,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      setCookies,
    };
  }

  return {
    address,
    call,
    /** The refresh cookie as `name=value`. */
    get cookie() {
      return pairOf(isRefreshCookie);
    },
    set cookie(value: string | undefined) {
      for (const name of [...jar.keys()]) if (isRefreshCookie(name)) jar.delete(name);
      if (value) jar.set(value.slice(0, value.indexOf("=")), value.slice(value.indexOf("=") + 1));
    },
    /** The device cookie as `name=value`. */
    get deviceCookie() {
      return pairOf((name) => name.endsWith("auth_device"));
    },
  };
}

export type TestClient = ReturnType<typeof createTestClient>;

let sequence = 0;
export function uniqueEmail(prefix = "member"): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}.${randomInt(1_000_000)}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Lovelace",
    email: uniqueEmail(),
    password: "correct horse battery staple",
    acceptedTerms: true,
    language: "english",
    ...overrides,
  };
}
