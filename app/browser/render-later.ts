import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { RENDERED_ATTRIBUTE } from "./rendered-attribute";

/**
 * On a first visit the browser may skip laying out what lies below a page's first screen
 * (the `content-visibility` rules of app.css): the first layout of a long page was one
 * task long enough to delay a tap on a phone. Once the page has come to life, the skipped
 * parts are laid out here a few at a time, each slice short, and each part keeps an inline
 * style that overrides the rule: then the page is whole, for a visitor who jumps far down,
 * for printing and for a picture of the whole page. A part that appears later on the same
 * page (a section shown once the session is known) is laid out by the browser as it comes
 * near the viewport. The document itself is marked `data-rendered` (which ends the rules
 * everywhere) only where everything must be laid out at once anyway: before a jump to a
 * section and on the next page (docs/decisions/025-render-below-the-fold-later.md). A
 * page returned to is marked before it is laid out (app/browser/inline/restore-scroll.ts).
 *
 * The slices do not mark the document at the end: a change of an attribute of <html> that
 * the rules depend on restyles the whole page in one task (8-20 ms measured on a long
 * text, before any slowdown), the longest task the slices had left.
 */

/** The parts app.css lets the browser skip; the same selectors as there (a test checks). */
export const RENDER_LATER = ["main > section ~ section ~ section", ".prose-page > :nth-child(n + 16)"];

export { RENDERED_ATTRIBUTE };

/** Work per slice, in ms of this device's time: far below a long task (50 ms) even on a slow phone. */
export const SLICE_MS = 4;

function isRendered(): boolean {
  return document.documentElement.hasAttribute(RENDERED_ATTRIBUTE);
}

function skippedParts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(RENDER_LATER.join(","))];
}

/**
 * Lays out every skipped part now, in this task: before the page scrolls to a section
 * whose place depends on the parts above it, and when the visitor moves on to another page.
 */
export function renderAllNow(): void {
  if (!isRendered()) document.documentElement.setAttribute(RENDERED_ATTRIBUTE, "");
}

/**
 * Lays out the skipped parts in slices of SLICE_MS, one slice per task, each part shown
 * by an inline style. Returns a function that stops (the parts shown so far stay shown).
 */
export function renderInSlices(): () => void {
  if (isRendered()) return () => {};
  let parts = skippedParts();
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    // Everything was laid out at once meanwhile.
    if (isRendered()) return;
    const start = performance.now();
    while (next < parts.length && performance.now() - start < SLICE_MS) {
      const part = parts[next++]!;
      part.style.contentVisibility = "visible";
      // Reading its size lays it out now, inside this slice.
      part.getBoundingClientRect();
    }
    if (next === parts.length) {
      // Parts that came meanwhile (a section shown once the visitor's session is known).
      parts = skippedParts().filter((part) => part.style.contentVisibility !== "visible");
      next = 0;
    }
    if (next < parts.length) timer = setTimeout(slice, 0);
  };
  timer = setTimeout(slice, 0);
  return () => clearTimeout(timer);
}

/**
 * Lays out the skipped parts once the page has come to life, and all of them at once
 * before another page is shown (so its scroll position is restored on a whole page).
 */
export function useRenderLater(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // A layout effect: it runs before React Router's scroll restoration of the new page.
  useLayoutEffect(() => {
    if (pathname !== firstPath.current) renderAllNow();
  }, [pathname]);
  useEffect(() => renderInSlices(), []);
}
