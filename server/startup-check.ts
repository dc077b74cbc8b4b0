import { access, constants } from "node:fs/promises";
import path from "node:path";
import type { OwnerSettings } from "@shared/owner-settings";
import { openSetupItems, SETUP_GROUPS, type SetupEnvironment, type SetupGroup } from "@shared/setup-check";
import { OWNER_SETTINGS } from "@shared/site.config";
import { probePostgres } from "./db";
import { ensurePrivateDir } from "./db/data-dir";
import { summarizeError } from "./db/errors";
import type { Env } from "./env";
import { logLine } from "./log";
import { errorCode, isAuthFailure, verifySmtp } from "./mail";
import { EXIT_STATUS, StartupProblem } from "./startup-problem";

const UNREACHABLE = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH", "CONNECT_TIMEOUT"]);

/** What a failed first connection to PostgreSQL means for the owner, without the password. */
export function describePostgresFailure(error: unknown, url: string): StartupProblem {
  const { code } = summarizeError(error);
  const address = new URL(url);
  const where = `${address.hostname}:${address.port || 5432}`;
  const user = decodeURIComponent(address.username);
  const database = decodeURIComponent(address.pathname.slice(1)) || user;
  if (code === "28P01" || code === "28000")
    return new StartupProblem(
      "DATABASE_URL",
      `PostgreSQL at ${where} refused user "${user}" (${code}): correct the password in DATABASE_URL (percent-encode @ : / # in it) or create the role (docs/deploy.md, "PostgreSQL").`,
      EXIT_STATUS.refused,
    );
  if (code === "3D000")
    return new StartupProblem(
      "DATABASE_URL",
      `the database "${database}" does not exist at ${where}: create it (createdb -O ${user} ${database}) or correct its name in DATABASE_URL.`,
      EXIT_STATUS.config,
    );
  if (code && UNREACHABLE.has(code))
    return new StartupProblem(
      "DATABASE_URL",
      `nothing answers at ${where} (${code}): start PostgreSQL, or correct the host and port in DATABASE_URL.`,
      EXIT_STATUS.unavailable,
    );
  return new StartupProblem(
    "DATABASE_URL",
    `PostgreSQL at ${where} did not accept the connection (${code ?? "unknown error"}).`,
    EXIT_STATUS.unavailable,
  );
}

/**
 * What can fail before the server listens, found before it listens: the database answers
 * with the given credentials, or the embedded database's folder can be written. A service
 * manager then sees one line and a status instead of a server that listens and fails.
 */
export async function checkBeforeListening(env: Env): Promise<void> {
  if (env.DATABASE_URL) {
    await probePostgres(env.DATABASE_URL).catch((error: unknown) => {
      throw describePostgresFailure(error, env.DATABASE_URL!);
    });
    return;
  }
  const folder = path.resolve(env.DATA_DIR);
  try {
    await ensurePrivateDir(folder);
    await access(folder, constants.W_OK);
  } catch (error) {
    throw new StartupProblem(
      "DATA_DIR",
      `the server cannot write to ${folder} (${summarizeError(error).code ?? "error"}): give the server's user that folder (chown) or set DATA_DIR to one it owns.`,
      EXIT_STATUS.cannotCreate,
    );
  }
}

/**
 * A live site with values still to provide (`npm run check-setup`, shared/setup-check.ts):
 * one warning per group at start, naming what is open; the site still starts, as a
 * placeholder in the imprint is no reason to be offline. Only in production: development
 * and the tests run on the repository's stand-ins on purpose.
 */
export function warnOfOpenSetup(
  env: Env,
  source: SetupEnvironment = process.env,
  settings: OwnerSettings = OWNER_SETTINGS,
): void {
  if (env.NODE_ENV !== "production") return;
  const items = openSetupItems(source, settings);
  for (const group of Object.keys(SETUP_GROUPS) as SetupGroup[]) {
    const open = items.filter((item) => item.group === group);
    if (open.length === 0) continue;
    logLine({
      level: "warn",
      event: "setup.incomplete",
      group: SETUP_GROUPS[group],
      open: open.map((item) => item.name),
      hint: "npm run check-setup lists what each needs",
    });
  }
}

const SMTP_ENCODING = "(@ as %40, # as %23, / as %2F, ? as %3F, : as %3A)";

/** What a failed check of the SMTP server means for the owner, as one log line without the password. */
export function describeSmtpFailure(error: unknown, url: string): Record<string, unknown> {
  const address = new URL(url);
  // nodemailer's defaults when SMTP_URL names no port.
  const where = `${address.hostname}:${address.port || (address.protocol === "smtps:" ? 465 : 587)}`;
  const code = errorCode(error);
  const retrying = 'Mail waits in the outbox and is tried again meanwhile (docs/deploy.md, "Mail").';
  if (isAuthFailure(error)) {
    const user = decodeURIComponent(address.username);
    return {
      level: "warn",
      event: "mail.smtp_refused",
      variable: "SMTP_URL",
      server: where,
      user,
      code,
      fix: `the SMTP server at ${where} refused ${user ? `user "${user}"` : "to send without a user name"} (${code}): correct the user name and password in SMTP_URL and percent-encode special characters in them ${SMTP_ENCODING}. ${retrying}`,
    };
  }
  return {
    level: "warn",
    event: "mail.smtp_unreachable",
    variable: "SMTP_URL",
    server: where,
    code,
    fix: `the SMTP server at ${where} could not be reached (${code}): check the host and port in SMTP_URL (smtp:// usually with 587, smtps:// with 465) and that this machine may connect there, and percent-encode special characters in the user name and password ${SMTP_ENCODING}. ${retrying}`,
  };
}

/**
 * The SMTP server is asked once at start, in production and development alike, whether it
 * takes our user name and password: a wrong SMTP_URL shows in the log at once instead of
 * with the first member's mail. A warning, never a reason not to start: the site serves
 * without mail, and the mail waits in the outbox until the setting is corrected.
 */
export async function warnOfSmtpProblem(env: Env): Promise<void> {
  if (!env.SMTP_URL) return;
  try {
    await verifySmtp(env.SMTP_URL);
  } catch (error) {
    logLine(describeSmtpFailure(error, env.SMTP_URL));
  }
}
