import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { elementOfHash, focusWithoutScroll } from "~/browser/focus";

/**
 * After a page change inside the site, focus moves to the new page (its section when the
 * address names one, else its h1, else the main content) and the new title is announced,
 * as a full page load would. Nothing moves on the first load, nor when only the query of
 * the same page changes (the sign-in / register switch keeps focus on its tab).
 * See docs/keyboard-focus.md.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, hash };
    if (!before) return;
    const samePage = before.pathname === pathname;
    if (samePage && (hash === before.hash || !hash)) return;
    const target =
      elementOfHash(hash) ?? document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
    if (target) focusWithoutScroll(target);
    if (samePage) return;
    // Cleared first, so that the same title twice in a row is announced again.
    setAnnouncement("");
    const frame = requestAnimationFrame(() => setAnnouncement(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
