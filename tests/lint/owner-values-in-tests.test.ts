import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { isPlaceholderVideoId } from "../../shared/site.config";

/**
 * The tests pass on the owner's own settings too (docs/decisions/043-owner-settings-file.md):
 * a test that expects a value the owner sets reads it from the configuration, never
 * writes the repository's stand-in. This finds the stand-ins written into a test:
 * placeholder texts, placeholder links and prices (`PLACEHOLDER_…`) and stand-in video ids.
 * (Documentation domains such as profit-scout.example stay allowed: a test may use one as
 * its own input.)
 */
const defaults: unknown = JSON.parse(readFileSync("config/site.example.json", "utf8"));

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const standIns = [
  ...new Set(
    strings(defaults).flatMap((value) => [
      ...(value.startsWith("[PLACEHOLDER]") ? [value] : []),
      ...(value.match(/PLACEHOLDER_\w+/g) ?? []),
      ...(isPlaceholderVideoId(value) ? [value] : []),
    ]),
  ),
];

const IGNORED = new Set([
  "node_modules",
  "build",
  "data",
  ".react-router",
  "test-results",
  "playwright-report",
  ".git",
]);

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return IGNORED.has(entry.name) ? [] : testFiles(file);
    const isTest =
      /\.test\.tsx?$/.test(entry.name) || (file.startsWith(path.join("tests", "e2e")) && /\.ts$/.test(entry.name));
    return isTest ? [file] : [];
  });
}

test("no test writes a stand-in the owner replaces", () => {
  expect(standIns.length).toBeGreaterThan(30);
  const found = testFiles(".").flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return standIns.filter((value) => source.includes(value)).map((value) => `${file}: ${value}`);
  });
  expect(found).toEqual([]);
});
