import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { tempFolder } from "../../server/testing/temp-folder";
import { serveNodeFlags } from "../e2e/server-process";

/** The deployment guide's examples are checked by the tools that will read them. */
const guide = readFileSync("docs/deploy.md", "utf8");

/** The guide's code blocks in one language, in order. */
function blocks(language: string): string[] {
  return [...guide.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]!);
}

describe("docs/deploy.md", () => {
  test("systemd accepts the unit files as written: one server, and the template per port", async () => {
    const units = blocks("ini").filter((text) => text.includes("[Service]"));
    expect(units).toHaveLength(2);
    expect(units[1]).toContain("PORT=%i");
    const folder = await tempFolder("unit");
    // The template is checked as the instance for port 3001, as systemd starts it.
    const files: [string, string][] = [
      [units[0]!, "profit-scout.service"],
      [units[1]!, "profit-scout@3001.service"],
    ];
    for (const [text, name] of files) {
      const unit = path.join(folder, name);
      writeFileSync(unit, text);
      // systemd names an unknown or malformed setting on stderr (and still exits 0).
      const result = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
      expect(result.error).toBeUndefined();
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    }
  });

  test("every command that starts the server gives node the flags of npm run serve", () => {
    const starts = guide.split("\n").filter((line) => /\bnode\b.*build\/server-main\/main\.js/.test(line));
    // The command to try by hand, the unit and the template.
    expect(starts).toHaveLength(3);
    const flags = serveNodeFlags();
    expect(flags).toContain("--max-old-space-size=512");
    for (const line of starts) expect(line).toContain(`node ${flags.join(" ")} build/server-main/main.js`);
  });

  test("the restore stops every copy before it replaces the database", () => {
    const restore = blocks("sh").find((text) => text.includes("pg_restore"));
    expect(restore).toBeDefined();
    const lines = restore!.split("\n");
    const stop = lines.findIndex((line) => line.startsWith("systemctl stop"));
    const replace = lines.findIndex((line) => line.startsWith("pg_restore --clean --if-exists"));
    expect(stop).toBeGreaterThanOrEqual(0);
    expect(replace).toBeGreaterThan(stop);
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
