import { useSyncExternalStore } from "react";

/**
 * The address's hash as the browser shows it. React Router's location misses hash
 * changes it did not make (a plain `#section` link, the address bar), and the header's
 * same-page section links rewrite the address with replaceState, which fires no event;
 * those announce themselves through `replaceHash`.
 */
const CHANGE_EVENT = "location-hash-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * '#faq', or '' without a hash. The server never sees the hash, so the server render and
 * the hydration render use '' and the hash follows right after.
 */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
}

/**
 * Moves the address to another section of the same page (`#faq`) without a history entry,
 * and says so. The path and the query stay as they are, as React Router knows them.
 */
export function replaceHash(hash: string): void {
  const url = new URL(window.location.href);
  url.hash = hash;
  window.history.replaceState(window.history.state, "", url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
