import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * The server's state as a load balancer sees it: starting (listening, but the database is
 * not open yet), ready, or draining (SIGTERM came: finish what is in flight, take no new
 * work once the balancer has noticed).
 *
 * `/healthz` answers 200 in every state (the process is alive); `/readyz` answers 200
 * only when ready and the database answers. Every other request gets 503 with
 * Retry-After while starting; while draining it is served, with `Connection: close`, so a
 * client that still reaches this copy is answered and moves to another one next time.
 */
export type ServerState = "starting" | "ready" | "draining";

export interface Lifecycle {
  readonly state: ServerState;
  /** Serves through `app` from now on. */
  ready(app: RequestListener): void;
  /** Turns readiness off and closes every keep-alive connection after its current response. */
  drain(): void;
  /** The listener for node:http. */
  listener: RequestListener;
}

export interface LifecycleOptions {
  /** Whether the database answers now (a cheap query with a short timeout). */
  databaseAnswers: () => Promise<boolean>;
}

/** The probes' answers: never kept, never read as another type, never loaded by another site. */
const NO_STORE = {
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};
const STARTING_RETRY_AFTER_SECONDS = "2";

function json(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...NO_STORE, ...headers });
  response.end(JSON.stringify(body));
}

export function createLifecycle({ databaseAnswers }: LifecycleOptions): Lifecycle {
  let state: ServerState = "starting";
  let app: RequestListener | undefined;
  const inFlight = new Set<ServerResponse>();

  async function readiness(response: ServerResponse) {
    if (state !== "ready") return json(response, 503, { status: state });
    const answers = await databaseAnswers().catch(() => false);
    json(response, answers ? 200 : 503, { status: answers ? "ready" : "database_unavailable" });
  }

  const listener: RequestListener = (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? "/";
    const queryStart = url.indexOf("?");
    const path = queryStart < 0 ? url : url.slice(0, queryStart);
    if (state === "draining") response.shouldKeepAlive = false;
    if (path === "/healthz") return json(response, 200, { status: "ok" });
    if (path === "/readyz") return void readiness(response);
    if (!app) return json(response, 503, { error: "Starting" }, { "Retry-After": STARTING_RETRY_AFTER_SECONDS });
    app(request, response);
    // Only an answer still to be written can be told to close its connection; kept pages
    // and files are written before the listener returns, and tracking each cost them time.
    if (!response.headersSent) {
      inFlight.add(response);
      response.once("close", () => inFlight.delete(response));
    }
  };

  return {
    get state() {
      return state;
    },
    ready(next) {
      app = next;
      state = "ready";
    },
    drain() {
      state = "draining";
      // Responses still to be sent go out with `Connection: close`.
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    },
    listener,
  };
}
