/**
 * Exit statuses of a server that cannot start (sysexits.h), so that a service manager can
 * tell a setting to fix (do not restart: `RestartPreventExitStatus=77 78` in
 * docs/deploy.md) from a database that is not up yet (restart).
 */
export const EXIT_STATUS = {
  /** A setting is wrong: the message names it. */
  config: 78,
  /** The database refused the credentials. */
  refused: 77,
  /** The data folder cannot be written. */
  cannotCreate: 73,
  /** Nothing answers at the database's address (yet). */
  unavailable: 69,
} as const;

/** A reason the server cannot start, in one line that names the setting and the fix. */
export class StartupProblem extends Error {
  constructor(
    readonly variable: string,
    message: string,
    readonly exitStatus: number,
  ) {
    super(`${variable}: ${message}`);
    this.name = "StartupProblem";
  }
}
