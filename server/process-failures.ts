import { summarizeError } from "./db/errors";
import { logLine } from "./log";

/**
 * Failures that no request handler caught. A rejected promise nobody awaited is logged and
 * the server goes on serving (Node would otherwise end the process with a stack trace that
 * may repeat a query's parameters). An exception thrown outside any handler leaves the
 * process in an unknown state: it is logged, and the process exits with code 1 so that the
 * supervisor restarts it.
 */
export function logProcessFailures(log: typeof logLine = logLine): void {
  process.on("unhandledRejection", (reason) => {
    log({ level: "error", event: "process.unhandled_rejection", ...summarizeError(reason) });
  });
  process.on("uncaughtException", (error) => {
    log({ level: "error", event: "process.uncaught_exception", ...summarizeError(error) });
    process.exit(1);
  });
}
