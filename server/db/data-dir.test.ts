import { chmod, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadJwtSecret } from "../auth/jwt-secret";
import { openDatabase, SQLITE_FILE } from "./index";
import { tempFolder } from "../testing/temp-folder";

const modeOf = async (folder: string) => (await stat(folder)).mode & 0o777;

describe("the data folder", () => {
  test("is created readable by the server's user only, by the JWT key and by the database", async () => {
    const parent = await tempFolder("data-dir");
    const forSecret = path.join(parent, "secret-first", "data");
    await loadJwtSecret({ dataDir: forSecret });
    expect(await modeOf(forSecret)).toBe(0o700);

    const forDatabase = path.join(parent, "database-first", "data");
    const database = await openDatabase({ dataDir: forDatabase });
    await database.close();
    expect(await modeOf(forDatabase)).toBe(0o700);
    expect(await modeOf(path.join(forDatabase, SQLITE_FILE))).toBe(0o600);
  });

  test("an existing folder that others could read is closed to 0700", async () => {
    const dataDir = path.join(await tempFolder("data-dir"), "data");
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    await loadJwtSecret({ dataDir });
    expect(await modeOf(dataDir)).toBe(0o700);
  });
});
