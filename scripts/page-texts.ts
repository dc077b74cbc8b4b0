// Works out which texts each page can show, and writes app/i18n/page-texts.json: the page
// is sent those texts only (docs/decisions/023-texts-per-page.md).
//
//   npm run texts          writes the file
//
// The test next to this file fails while the file is behind the code.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import ts from "typescript";
import routes from "../app/routes";
import { en } from "../app/i18n/en";
import { selectsText } from "../app/i18n/text-selector";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PAGE_TEXTS_FILE = path.join(ROOT, "app/i18n/page-texts.json");

/**
 * What a page's texts are chosen by: exact keys ("algos.hero.title") and the fixed start of
 * keys built at run time ("algos.*" for `algos.${tool.key}.text`).
 */
export interface PageTexts {
  /** The texts of the frame every page shares (header, footer, errors): the root route's. */
  shell: string[];
  /** Per route pattern without language prefix, the texts of that page beyond the shell's. */
  pages: Record<string, string[]>;
}

/** The dictionaries hold every key; the file written here would name every key again. */
const isDictionary = (file: string) =>
  /[/\\]app[/\\]i18n[/\\](en|de)\.ts$/.test(file) || /[/\\]app[/\\]i18n[/\\]messages[/\\]/.test(file);

/** Module resolution as the type checker does it, with the aliases of tsconfig.json. */
const COMPILER_OPTIONS = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  ROOT,
).options;

/** The file an import names, when it is a module of this project (not a package, not CSS). */
function resolveImport(from: string, specifier: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, from, COMPILER_OPTIONS, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || !/\.tsx?$/.test(resolved.resolvedFileName)) return undefined;
  return path.resolve(resolved.resolvedFileName);
}

interface ModuleScan {
  imports: string[];
  /** Whole string literals, and the fixed start of template strings followed by "*". */
  literals: string[];
  /** Whether it renders something: a route without a default export answers with data only. */
  hasDefaultExport: boolean;
}

const scans = new Map<string, ModuleScan>();

function scan(file: string): ModuleScan {
  const known = scans.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const result: ModuleScan = { imports: [], literals: [], hasDefaultExport: false };
  const visit = (node: ts.Node): void => {
    if (ts.isExportAssignment(node) && !node.isExportEquals) result.hasDefaultExport = true;
    if (
      ts.canHaveModifiers(node) &&
      ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)
    ) {
      result.hasDefaultExport = true;
    }
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        result.imports.push(node.moduleSpecifier.text);
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) result.imports.push(specifier.text);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) result.literals.push(node.text);
    else if (ts.isTemplateExpression(node)) result.literals.push(`${node.head.text}*`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  scans.set(file, result);
  return result;
}

/** A module and every module it loads, statically or lazily, in app/ and shared/. */
export function moduleClosure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || isDictionary(file)) continue;
    seen.add(file);
    for (const specifier of scan(file).imports) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** Both languages have the same keys (app/i18n/dictionaries.test.ts). */
const KEYS = Object.keys(en);

/** The selectors written in a module's closure that pick at least one text. */
function selectorsOf(entry: string): Set<string> {
  const selectors = new Set<string>();
  for (const file of moduleClosure(entry)) {
    for (const literal of scan(file).literals) {
      if (!/^[a-z][A-Za-z0-9]*\./.test(literal)) continue;
      if (KEYS.some((key) => selectsText(literal, key))) selectors.add(literal);
    }
  }
  // A key that a prefix already picks needs no entry of its own.
  const prefixes = [...selectors].filter((selector) => selector.endsWith("*"));
  for (const selector of selectors) {
    if (!selector.endsWith("*") && prefixes.some((prefix) => selectsText(prefix, selector))) selectors.delete(selector);
  }
  return selectors;
}

interface RouteEntry {
  file: string;
  path?: string;
}

/**
 * Each page of the route table once, by its pattern without language prefix: the German
 * copies under /de share the English modules. Routes that render nothing (the sitemap, a
 * file download) and the screens of test builds have no texts to send.
 */
function pageRoutes(): { pattern: string; file: string }[] {
  return (routes as RouteEntry[])
    .map((entry) => ({ pattern: `/${entry.path ?? ""}`, file: path.join(ROOT, "app", entry.file) }))
    .filter(({ pattern }) => pattern !== "/de" && !pattern.startsWith("/de/") && !pattern.startsWith("/__test/"))
    .filter(({ file }) => scan(file).hasDefaultExport);
}

export function computePageTexts(): PageTexts {
  const shell = selectorsOf("app/root.tsx");
  const pages: Record<string, string[]> = {};
  for (const { pattern, file } of pageRoutes()) {
    pages[pattern] = [...selectorsOf(file)].filter((selector) => !shell.has(selector)).sort();
  }
  return { shell: [...shell].sort(), pages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = await prettier.resolveConfig(PAGE_TEXTS_FILE);
  writeFileSync(
    PAGE_TEXTS_FILE,
    await prettier.format(JSON.stringify(computePageTexts()), { ...options, parser: "json" }),
  );
  console.log(`wrote ${path.relative(ROOT, PAGE_TEXTS_FILE)}`);
}
