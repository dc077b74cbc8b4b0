import { renderAllNow } from "./render-later";

/** Height kept free above a section the page scrolls to: the fixed header (80 px). */
export const HEADER_OFFSET_PX = 80;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Scrolls to the element with this id, leaving room for the header: smoothly, unless
 * `instant` (focus moves there with it: a smooth scroll still running when the next Tab
 * scrolls the focused control into view would carry the page past it).
 */
export function scrollToId(id: string, { instant = false }: { instant?: boolean } = {}): boolean {
  const element = document.getElementById(decodeURIComponent(id.replace(/^#/, "")));
  if (!element) return false;
  // The place of a section depends on the parts above it, which must be laid out for it.
  renderAllNow();
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  window.scrollTo({ top, behavior: instant ? "auto" : scrollBehavior() });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}
