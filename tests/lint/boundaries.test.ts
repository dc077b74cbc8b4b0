import { readdirSync } from "node:fs";
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
    [
      "app/components/probe.tsx",
      'import { CtaBand } from "~/features/marketing/cta-band";\nexport const probe = CtaBand;\n',
    ],
    [
      "app/member/probe.ts",
      'import { PendingText } from "~/features/courses/pending-text";\nexport const probe = PendingText;\n',
    ],
    ["app/features/account/probe.tsx", 'import Home from "~/routes/home";\nexport const probe = Home;\n'],
    [
      "app/features/courses/probe.tsx",
      'import { SectionHeading } from "../marketing/section-heading";\nexport const probe = SectionHeading;\n',
    ],
    // A script's text counts as an import too: what the server injects lives in shared/.
    [
      "server/probe.ts",
      'import text from "~/browser/inline/restore-scroll?inline-script";\nexport const probe = text;\n',
    ],
  ])("%s may not import that", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain("import-x/no-restricted-paths");
  });

  // Every server folder has its zone: a feature reaches another only through its index.ts.
  test.each([
    ["server/http/probe.ts", 'import { openDatabase } from "../db";\nexport const probe = openDatabase;\n'],
    [
      "server/api/probe.ts",
      'import { purgeOldAuditEntries } from "../crm/audit";\nexport const probe = purgeOldAuditEntries;\n',
    ],
    ["server/api/probe.ts", 'import { createApp } from "../app";\nexport const probe = createApp;\n'],
    ["server/auth/probe.ts", 'import { readProgress } from "../progress/store";\nexport const probe = readProgress;\n'],
    ["server/admin/probe.ts", 'import { listTags } from "../crm/tags";\nexport const probe = listTags;\n'],
    [
      "server/cancellation/probe.ts",
      'import { findUserByEmail } from "../auth/users";\nexport const probe = findUserByEmail;\n',
    ],
    ["server/crm/probe.ts", 'import { planOfPrice } from "../payments/plans";\nexport const probe = planOfPrice;\n'],
    ["server/payments/probe.ts", 'import { logLine } from "../log";\nexport const probe = logLine;\n'],
    ["server/progress/probe.ts", 'import { composeMail } from "../mail/compose";\nexport const probe = composeMail;\n'],
    ["server/mail/probe.ts", 'import { messagesFor } from "../api/messages";\nexport const probe = messagesFor;\n'],
    // The search's index lives in the app; the server is handed it by the build's entry module.
    [
      "server/search/probe.ts",
      'import { answerSearch } from "../../app/features/search/site-search.server";\nexport const probe = answerSearch;\n',
    ],
    ["server/search/probe.ts", 'import { logLine } from "../log";\nexport const probe = logLine;\n'],
  ])("%s may not import that", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain("import-x/no-restricted-paths");
  });

  test.each([
    ["server/crm/probe.ts", 'import { planOfPrice } from "../payments";\nexport const probe = planOfPrice;\n'],
    [
      "server/progress/probe.ts",
      'import { signedInMember } from "../api/signed-in";\nexport const probe = signedInMember;\n',
    ],
    ["server/api/probe.ts", 'import { crmRoutes } from "../crm/routes";\nexport const probe = crmRoutes;\n'],
    [
      "server/probe.ts",
      'import text from "@shared/inline/defer-hydration?inline-script";\nexport const probe = text;\n',
    ],
  ])("%s may import that", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  test.each([
    ["app/routes/probe.tsx", 'import { formatEuro } from "~/i18n/format";\nexport const probe = formatEuro;\n'],
    ["server/auth/probe.ts", 'import { PATHS } from "@shared/paths";\nexport const probe = PATHS;\n'],
    [
      "app/routes/probe.tsx",
      'import { LessonPlayer } from "~/features/courses/lesson-player";\nexport const probe = LessonPlayer;\n',
    ],
    ["app/features/admin/probe.tsx", 'import { formatDay } from "./moments";\nexport const probe = formatDay;\n'],
    [
      "app/features/marketing/probe.tsx",
      'import { ExternalLink } from "~/components/external-link";\nexport const probe = ExternalLink;\n',
    ],
  ])("%s may import that", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  // Page tests share their modules per worker (vitest.config.ts): a mocked module would be
  // real wherever another file loaded it first.
  test.each([
    ["app/features/courses/probe.test.tsx", 'import { vi } from "vitest";\nvi.mock("react-router");\n'],
    ["shared/probe.test.ts", 'import { vi } from "vitest";\nvi.doMock("./paths");\n'],
    ["app/components/probe.test.tsx", "export const probe = <div dangerouslySetInnerHTML={{ __html: '' }} />;\n"],
  ])("%s may not do that", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain("no-restricted-syntax");
  });

  // One zone per folder of app/features, made from the folders: a new feature is held too.
  const features = readdirSync("app/features", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  test.each(features)("app/features/%s may not import another feature's parts", async (feature) => {
    const other = feature === "marketing" ? "admin/moments" : "marketing/cta-band";
    const code = `import * as part from "~/features/${other}";\nexport const probe = part;\n`;
    expect(await ruleIds(`app/features/${feature}/probe.tsx`, code)).toContain("import-x/no-restricted-paths");
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
