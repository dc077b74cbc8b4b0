import { access } from "node:fs/promises";
import path from "node:path";
import { openDatabase, type OpenedDatabase, SQLITE_FILE } from "./db";

/**
 * The database of the server's commands (`npm run admin`, `npm run mail`): the one the server
 * uses (DATABASE_URL, or the embedded one in DATA_DIR, also while the server runs), named on
 * standard output. Never a new empty one: run without the server's settings, a command would
 * otherwise make data/site.db and find nothing in it; it says so and gets undefined.
 */
export async function openServerDatabase(rerun: string): Promise<OpenedDatabase | undefined> {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || "data";
  const sqliteFile = path.resolve(dataDir, SQLITE_FILE);
  if (
    !url &&
    !(await access(sqliteFile).then(
      () => true,
      () => false,
    ))
  ) {
    process.stderr.write(
      `No database at ${sqliteFile}. Run the command with the server's settings (DATABASE_URL, or DATA_DIR), e.g. set -a; . /etc/profit-scout.env; set +a; ${rerun}\n`,
    );
    return undefined;
  }
  process.stdout.write(
    `Database: ${url ? `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}` : sqliteFile}\n`,
  );
  return openDatabase({ url, dataDir });
}

/** Runs a command's `main` with its arguments and exits with its status; a thrown error is one line on stderr. */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
