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
    const timer = setTimeout(() => scrollToId(hash), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
