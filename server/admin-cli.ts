import { access } from "node:fs/promises";
import path from "node:path";
import { openDatabase, SQLITE_FILE } from "./db";
import { findUserByEmail, listAdmins, removeSecondFactor, setRole } from "./auth";

/**
 * `npm run admin -- grant EMAIL`, `revoke EMAIL` or `list`: the only way to make a member an
 * admin (docs/decisions/015-admin-role.md). It runs on the server, against the database the
 * server uses (DATABASE_URL, or the embedded one in DATA_DIR, also while the server runs).
 * The member must have registered first. `reset-2fa EMAIL` turns a member's second factor
 * off, the way back for a lost phone without recovery codes (docs/decisions/032-second-factor.md).
 */
const USAGE = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | reset-2fa EMAIL | list";
const WITH_EMAIL = new Set(["grant", "revoke", "reset-2fa"]);

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!(command === "list" || (command && WITH_EMAIL.has(command) && email))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || "data";
  // The server's database, never a new empty one: run without the server's settings, the
  // command would otherwise make data/site.db and find nobody in it.
  const sqliteFile = path.resolve(dataDir, SQLITE_FILE);
  if (
    !url &&
    !(await access(sqliteFile).then(
      () => true,
      () => false,
    ))
  ) {
    process.stderr.write(
      `No database at ${sqliteFile}. Run the command with the server's settings (DATABASE_URL, or DATA_DIR), e.g. set -a; . /etc/profit-scout.env; set +a; npm run admin -- ${args.join(" ")}\n`,
    );
    return 1;
  }
  process.stdout.write(
    `Database: ${url ? `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}` : sqliteFile}\n`,
  );
  const opened = await openDatabase({ url, dataDir });
  try {
    if (command === "list") {
      const admins = await listAdmins(opened.db);
      process.stdout.write(
        admins.length ? admins.map((admin) => `${admin.email} (${admin.name})\n`).join("") : "No admin yet.\n",
      );
      return 0;
    }
    if (command === "reset-2fa") {
      const member = await findUserByEmail(opened.db, email!);
      if (!member) {
        process.stderr.write(`No member with the e-mail address ${email}.\n`);
        return 1;
      }
      await opened.db.transaction((tx) => removeSecondFactor(tx, member.id));
      process.stdout.write(
        `Two-factor authentication of ${member.email} is off: they sign in with their password and set it up again on their account page.\n`,
      );
      return 0;
    }
    const user = await setRole(opened.db, email!, command === "grant" ? "admin" : "member");
    if (!user) {
      process.stderr.write(`No member with the e-mail address ${email}. They must register first.\n`);
      return 1;
    }
    process.stdout.write(
      command === "grant"
        ? `${user.email} is an admin now: /admin opens the dashboard after their next page load.\n`
        : `${user.email} is no longer an admin.\n`,
    );
    return 0;
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
