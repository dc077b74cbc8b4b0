import { useEffect } from "react";

/**
 * Takes a query parameter that holds a secret (a mailed link's token) out of the address
 * bar and the history as soon as the page has read it.
 */
export function useSecretOutOfAddress(param: string) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(param)) return;
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [param]);
}
