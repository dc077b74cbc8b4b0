import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { buildInlineScript } from "./inline-script.mjs";

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A module written into the project (so that packages resolve), with the files it imports. */
async function probe(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join("scripts", "inline-probe-"));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
  return path.resolve(folder, "script.ts");
}

describe("the ?inline-script import", () => {
  test("is one minified script that runs the module's default export once, with the constants it imports", async () => {
    const file = await probe({
      "names.ts": 'export const NAME = "probe-name";\n',
      "script.ts":
        'import { NAME } from "./names";\n\nexport default function mark(): void {\n  const target: string[] = (globalThis as unknown as { marks: string[] }).marks;\n  target.push(NAME);\n}\n',
    });
    const { code, inputs } = await buildInlineScript(file);
    expect(code).not.toContain("\n");
    expect(code).not.toContain("use strict");
    const marks: string[] = [];
    new Function("globalThis", code)({ marks });
    expect(marks).toEqual(["probe-name"]);
    expect(inputs.map((input) => path.basename(input)).sort()).toEqual(["names.ts", "script.ts"]);
  });

  test("refuses a module that imports a package", async () => {
    const file = await probe({
      "script.ts":
        'import { version } from "react";\n\nexport default function run(): void {\n  console.log(version);\n}\n',
    });
    await expect(buildInlineScript(file)).rejects.toThrow(/may not import packages/);
  });
});
