import { readFileSync } from "node:fs";

/**
 * The 100,000 most common passwords (common-passwords.txt; source and licence in
 * server/auth/README.md). Loaded once, compared case-insensitively. The list is never logged.
 */
let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
  const entries = text.split("\n").map((line) => line.normalize("NFKC").toLowerCase());
  return new Set(entries.filter((entry) => entry.length > 0));
}

/** Whether an (NFKC-normalised) password is on the list of the most common ones. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.size;
}
