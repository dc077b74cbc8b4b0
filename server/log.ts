/**
 * The server's log: one JSON object per line on stdout, with its time, its level and, in
 * `requestId`, the id of the request that caused it (server/http/request-id.ts). The caller
 * passes the id along; an AsyncLocalStorage would cost every asynchronous step of every
 * request (docs/decisions/051-request-log-per-response-cost.md). What goes in is the
 * caller's care: never an e-mail address, a password, a token or an error message (see
 * db/errors.ts for how errors are summarised). LOG_LEVEL (debug, info, warn, error;
 * default info) drops the lines below it; on a terminal the lines are written for people
 * to read instead.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function configuredLevel(): number {
  const name = (process.env.LOG_LEVEL ?? "info").toLowerCase() as LogLevel;
  return LEVELS[name] ?? LEVELS.info;
}

let minimum = configuredLevel();
const readable = Boolean(process.stdout.isTTY) && process.env.LOG_FORMAT !== "json";

/** Tests and the server's start read LOG_LEVEL again after changing it. */
export function reloadLogLevel(): void {
  minimum = configuredLevel();
}

function forPeople(entry: Record<string, unknown>): string {
  const { time, level, event, ...rest } = entry;
  const details = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  return `${String(time).slice(11, 23)} ${String(level).toUpperCase().padEnd(5)} ${String(event)} ${details}`.trimEnd();
}

/** Whether a line of `level` is written at the configured LOG_LEVEL. */
export function isLogged(level: LogLevel): boolean {
  return LEVELS[level] >= minimum;
}

export function logLine(line: Record<string, unknown>): void {
  const level = (typeof line.level === "string" && line.level in LEVELS ? line.level : "info") as LogLevel;
  if (!isLogged(level)) return;
  const entry = { time: new Date().toISOString(), level, ...line };
  process.stdout.write(`${readable ? forPeople(entry) : JSON.stringify(entry)}\n`);
}
