import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

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
    notifyStoredChange();
    return true;
  } catch {
    // Full, or blocked after all.
    return false;
  }
}

/** Fired in this tab after a write; other tabs get the browser's own `storage` event. */
const CHANGE_EVENT = "stored-value-change";

/** Tells every useStoredValue to read again (also after a value held only in memory changed). */
export function notifyStoredChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Whether the page has hydrated: from then on a newly shown component reads storage at once. */
let hydrated = false;

/** Called once React has taken over the page (the root's effect), whichever screen it shows. */
export function noteHydrated(): void {
  hydrated = true;
}

/**
 * A value read from storage that follows every change, in this tab and in others.
 * `read` must return an equal primitive while nothing changed (a string, a boolean), and
 * the server render and the hydration render get `serverValue`: the server knows no
 * storage, and both renders must agree. The stored value takes over right after
 * hydration in a transition, which React renders in slices: left to
 * useSyncExternalStore, the difference to the server's value re-rendered every such
 * component at once, in one task that blocked a phone's main thread
 * (docs/decisions/025-render-below-the-fold-later.md).
 */
export function useStoredValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  const [readable, setReadable] = useState(hydrated);
  useEffect(() => {
    if (readable) return;
    startTransition(() => setReadable(true));
  }, [readable]);
  return useSyncExternalStore(subscribe, readable ? read : () => serverValue, () => serverValue);
}
