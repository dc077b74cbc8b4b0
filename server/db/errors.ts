/**
 * What may be said about a failed database call. The error itself must never be logged:
 * the ORM's message repeats the query's parameters (e-mail addresses, password hashes,
 * token hashes). Its kind and the database's error code are enough to act on.
 */
export interface DatabaseErrorSummary {
  /** The error's class name, e.g. "PostgresError" or "Error". */
  kind: string;
  /** SQLSTATE (PostgreSQL), SQLite's code (SQLITE_BUSY) or the driver's / the system's code (ECONNREFUSED). */
  code?: string;
}

const CODE = /^[A-Z0-9_]{2,40}$/;

/** The innermost cause: the ORM wraps the driver's error, which may wrap the system's. */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth++)
    current = current.cause;
  return current;
}

export function summarizeError(error: unknown): DatabaseErrorSummary {
  const cause = rootCause(error);
  const kind = cause instanceof Error ? cause.name || "Error" : typeof cause;
  const rawCode = typeof cause === "object" && cause !== null && "code" in cause ? String(cause.code) : undefined;
  // Only a code-shaped value: anything else could be text that carries data.
  return rawCode && CODE.test(rawCode) ? { kind, code: rawCode } : { kind };
}

/** Driver and system codes of a database that cannot be reached or went away. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // @libsql/client after close(), also for a call that was in flight then.
  "CLIENT_CLOSED",
]);

/**
 * SQLSTATE classes that say "try again later", not "this request is wrong": 08 connection
 * exception, 53 insufficient resources (too many connections, disk full), 57 operator
 * intervention (statement timeout, shutdown), and 40001/40P01 (serialization failure,
 * deadlock).
 */
const TRANSIENT_SQLSTATE = /^(08|53|57)[0-9A-Z]{3}$|^40001$|^40P01$/;

/**
 * SQLite's codes for "try again later", with their extended forms (SQLITE_BUSY_SNAPSHOT,
 * SQLITE_IOERR_WRITE): another writer held the lock past busy_timeout, a table is locked,
 * the disk failed or is full. A constraint or syntax error is the request's or the code's fault.
 */
const TRANSIENT_SQLITE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL)(_[A-Z_]+)?$/;

/** Retry-After (seconds) for a 503 because the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether the database is down, overloaded or too slow right now (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code } = summarizeError(error);
  return Boolean(code && (UNREACHABLE.has(code) || TRANSIENT_SQLSTATE.test(code) || TRANSIENT_SQLITE.test(code)));
}

/** Whether a write failed because a unique index already holds the value (either database). */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = summarizeError(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT";
}
