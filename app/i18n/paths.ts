import type { Language } from "./language";

/**
 * The one place that turns a page path into its address in a language
 * (docs/decisions/002-language-in-the-address.md): English at the plain path, German
 * under /de.
 */

const GERMAN_PREFIX = "/de";

export function languageOfPath(pathname: string): Language {
  return pathname === GERMAN_PREFIX || pathname.startsWith(`${GERMAN_PREFIX}/`) ? "de" : "en";
}

/** The path without its language prefix: '/de/about' -> '/about', '/de' -> '/'. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(GERMAN_PREFIX.length) || "/";
}

/** The address of a page path in a language; keeps any query and hash. */
export function localizePath(path: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = stripLanguage(match?.[1] || "/");
  const rest = match?.[2] ?? "";
  if (language === "en") return pathname + rest;
  return (pathname === "/" ? GERMAN_PREFIX : GERMAN_PREFIX + pathname) + rest;
}
