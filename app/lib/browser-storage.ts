/**
 * The browser's localStorage, used without ever throwing: there is none while the server
 * renders, and a browser that blocks site data (private modes, "block all cookies") throws
 * on the first touch. Reads then give null, writes answer false so the caller can fall back.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null; false when nothing could be stored. */
export function writeStored(key: string, value: string | null): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    // Full, or blocked after all.
    return false;
  }
}
