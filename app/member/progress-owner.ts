import { browserStorage, readStored, writeStored } from "~/browser/browser-storage";
import {
  LESSON_COMPLETED_PREFIX,
  LESSON_POSITION_PREFIX,
  LESSON_WATCHED_PREFIX,
  PROGRESS_CHANGED_AT_KEY,
  PROGRESS_OWNER_KEY,
} from "@shared/storage-keys";

/*
 * Whose progress this browser holds. Kept apart from the sync (progress-sync.ts), which is
 * loaded only once somebody is signed in: the progress must be the member's at once, before
 * a lesson page writes to it.
 */

export const LESSON_PREFIXES = [LESSON_COMPLETED_PREFIX, LESSON_POSITION_PREFIX, LESSON_WATCHED_PREFIX];

/** Every key in this browser's storage. */
export function storedKeys(): string[] {
  const storage = browserStorage();
  const keys: string[] = [];
  try {
    for (let index = 0; storage && index < storage.length; index += 1) keys.push(storage.key(index) ?? "");
  } catch {
    // Storage that blocks reading has nothing to report.
  }
  return keys;
}

/**
 * Makes this browser's progress the given member's. Progress that was merged with another
 * member's account before (a shared computer) is that member's and stays with their
 * account: it is cleared here, and this member's progress comes from their account with
 * the next report. Progress made while nobody was signed in belongs to whoever signs in.
 */
export function claimProgressFor(memberId: string): void {
  const owner = readStored(PROGRESS_OWNER_KEY);
  if (owner && owner !== memberId) {
    for (const key of storedKeys())
      if (LESSON_PREFIXES.some((prefix) => key.startsWith(prefix))) writeStored(key, null);
    writeStored(PROGRESS_CHANGED_AT_KEY, null);
  }
  if (owner !== memberId) writeStored(PROGRESS_OWNER_KEY, memberId);
}
