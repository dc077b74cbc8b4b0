/**
 * The server's log: one JSON object per line on stdout, with its time. What goes in is
 * the caller's care: never an e-mail address, a password, a token or an error message
 * (see db/errors.ts for how errors are summarised).
 */
export function logLine(line: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
}
