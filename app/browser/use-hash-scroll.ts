import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToId } from "./scroll";

/**
 * On the home page a hash in the address scrolls to its element after 100 ms
 * (docs/product-rules.md).
 */
export const HASH_SCROLL_DELAY_MS = 100;

export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // Unless the visitor has moved on to another section of the page meanwhile.
    const timer = setTimeout(() => window.location.hash === hash && scrollToId(hash), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
