import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, test } from "vitest";

/**
 * The lint rules that hold the folders' directions must keep biting: each case is code
 * that breaks a boundary, linted as if it lived at that path.
 */
const eslint = new ESLint();

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("boundaries held by lint", () => {
  test.each([
    ["app/components/probe.tsx", 'import { createApp } from "../../server/app";\nexport const probe = createApp;\n'],
    ["app/browser/probe.ts", 'import Home from "~/routes/home";\nexport const probe = Home;\n'],
    ["app/i18n/probe.ts", 'import { COURSES } from "~/content/courses";\nexport const probe = COURSES;\n'],
    ["app/components/probe.tsx", 'import Pricing from "~/routes/pricing";\nexport const probe = Pricing;\n'],
    ["server/db/probe.ts", 'import { createMemberApi } from "../auth";\nexport const probe = createMemberApi;\n'],
    ["server/auth/probe.ts", 'import { createApp } from "../app";\nexport const probe = createApp;\n'],
    ["shared/probe.ts", 'import { formatEuro } from "~/i18n/format";\nexport const probe = formatEuro;\n'],
    ["server/mail/probe.ts", 'import { createMemberApi } from "../auth";\nexport const probe = createMemberApi;\n'],
    ["server/mail/probe.ts", 'import { logLine } from "../log";\nexport const probe = logLine;\n'],
    [
      "app/browser/probe.ts",
      'import { useLanguage } from "~/i18n/language-provider";\nexport const probe = useLanguage;\n',
    ],
    [
      "app/video/probe.ts",
      'import { useCompletedLessons } from "~/member/lesson-progress";\nexport const probe = useCompletedLessons;\n',
    ],
    ["shared/probe.ts", 'import { createApp } from "../server/app";\nexport const probe = createApp;\n'],
    ["server/probe.ts", 'import { formatEuro } from "../app/i18n/format";\nexport const probe = formatEuro;\n'],
    // A script's text counts as an import too: what the server injects lives in shared/.
    [
      "server/probe.ts",
      'import text from "~/browser/inline/restore-scroll?inline-script";\nexport const probe = text;\n',
    ],
  ])("%s may not import that", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain("import-x/no-restricted-paths");
  });

  test.each([
    ["app/routes/probe.tsx", 'import { formatEuro } from "~/i18n/format";\nexport const probe = formatEuro;\n'],
    ["server/auth/probe.ts", 'import { PATHS } from "@shared/paths";\nexport const probe = PATHS;\n'],
    [
      "server/probe.ts",
      'import text from "@shared/inline/defer-hydration?inline-script";\nexport const probe = text;\n',
    ],
  ])("%s may import that", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  test("an import cycle fails", async () => {
    const folder = await mkdtemp(path.join("app", "browser", "cycle-probe-"));
    folders.push(folder);
    await writeFile(path.join(folder, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
    await writeFile(path.join(folder, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
    const [result] = await eslint.lintFiles([path.join(folder, "a.ts")]);
    expect(result?.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  });
});
