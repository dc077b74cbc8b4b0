import { chmod, mkdir, stat } from "node:fs/promises";

/**
 * The data folder holds the embedded database and the generated JWT key: only the server's
 * own user may enter it. Created with mode 0700; a folder left more open by an earlier
 * version is closed down to 0700. A folder owned by another user (a mounted volume) cannot
 * be changed by us: that is reported once, and the files inside keep their own modes.
 */
export const PRIVATE_DIR_MODE = 0o700;

export async function ensurePrivateDir(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { mode } = await stat(folder);
  if ((mode & 0o777) === PRIVATE_DIR_MODE) return;
  try {
    await chmod(folder, PRIVATE_DIR_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
    process.stderr.write(
      `${JSON.stringify({ event: "server.data_dir_open", level: "warn", folder, mode: (mode & 0o777).toString(8) })}\n`,
    );
  }
}
