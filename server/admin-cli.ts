import { findUserByEmail, listAdmins, removeSecondFactor, setRole } from "./auth";
import { openServerDatabase, runCommand } from "./cli-database";

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
  const opened = await openServerDatabase(`npm run admin -- ${args.join(" ")}`);
  if (!opened) return 1;
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

runCommand(main);
