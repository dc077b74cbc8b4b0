import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { tempFolder } from "../../server/testing/temp-folder";

/** The deployment guide's examples are checked by the tools that will read them. */
const guide = readFileSync("docs/deploy.md", "utf8");

function block(language: string): string {
  const found = new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(guide)?.[1];
  if (!found) throw new Error(`docs/deploy.md has no ${language} block`);
  return found;
}

describe("docs/deploy.md", () => {
  test("systemd accepts the unit file as written", async () => {
    const unit = path.join(await tempFolder("unit"), "profit-scout.service");
    writeFileSync(unit, block("ini"));
    // systemd names an unknown or malformed setting on stderr (and still exits 0).
    const result = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
    expect(result.error).toBeUndefined();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  test("every variable the server reads is in the guide's table", () => {
    const env = readFileSync("server/env.ts", "utf8");
    const names = [...env.matchAll(/^\s{2}([A-Z_]+): z/gm)]
      .map((match) => match[1])
      .filter((name) => name !== "NODE_ENV" && name !== "ENABLE_TEST_HOOKS");
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect(guide, name).toContain(`\`${name}\``);
  });
});
