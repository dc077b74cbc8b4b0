import { randomInt } from "node:crypto";

/**
 * A visitor of the test server: its own client address (sent as X-Forwarded-For, which the
 * test server trusts from one proxy) and its own cookie jar.
 */
export interface CallOptions {
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string | null;
  bearer?: string;
  method?: string;
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

export function createTestClient(origin: string, address = randomAddress()) {
  let refreshCookie: string | undefined;

  async function call(path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { "X-Forwarded-For": address, ...options.headers };
    if (options.body !== undefined) headers["Content-Type"] ??= "application/json";
    const cookie = options.cookie === undefined ? refreshCookie : options.cookie;
    if (cookie) headers.Cookie = cookie;
    if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
    const response = await fetch(`${origin}/api/auth${path}`, {
      method: options.method ?? "POST",
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      if (/max-age=0/i.test(line)) refreshCookie = undefined;
      else refreshCookie = pair;
    }
    return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, setCookies };
  }

  return {
    address,
    call,
    get cookie() {
      return refreshCookie;
    },
    set cookie(value: string | undefined) {
      refreshCookie = value;
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
