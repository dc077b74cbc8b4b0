import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { elementAt, type ElementPlace, elementOfHash, focusWithoutScroll, placeOf } from "~/browser/focus";

/** The last focused element of each history entry of this tab, by the entry's key. */
const focusedPlaces = new Map<string, ElementPlace>();

/**
 * After a page change inside the site, focus moves to the new page (its section when the
 * address names one, else its h1, else the main content) and the new title is announced,
 * as a full page load would. Nothing moves on the first load, nor when only the query of
 * the same page changes (the sign-in / register switch keeps focus on its tab). Back and
 * Forward put focus back on the element that had it when the visitor left that page (the
 * link they followed), where the browser also restores the scroll position.
 * See docs/keyboard-focus.md.
 */
export function RouteFocus() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);
  const currentKey = useRef(key);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const place = event.target instanceof Element ? placeOf(event.target) : null;
      if (place) focusedPlaces.set(currentKey.current, place);
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);

  useEffect(() => {
    currentKey.current = key;
    const before = previous.current;
    previous.current = { pathname, hash };
    if (!before) return;
    const samePage = before.pathname === pathname;
    if (samePage && (hash === before.hash || !hash)) return;
    const left = navigationType === "POP" ? focusedPlaces.get(key) : undefined;
    const target =
      (left && elementAt(left)) ??
      elementOfHash(hash) ??
      document.querySelector<HTMLElement>("main h1") ??
      document.getElementById("main");
    if (target) focusWithoutScroll(target);
    if (samePage) return;
    // Cleared first, so that the same title twice in a row is announced again.
    setAnnouncement("");
    const frame = requestAnimationFrame(() => setAnnouncement(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, navigationType]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
