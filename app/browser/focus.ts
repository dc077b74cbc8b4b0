/**
 * Moves keyboard focus to an element that is not focusable by itself (a page's h1, a
 * section): it becomes focusable from script only (tabindex -1), the page does not jump,
 * and the next Tab continues from there (docs/keyboard-focus.md).
 */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex") && element.tabIndex < 0) {
    element.setAttribute("tabindex", "-1");
    // Headings and sections show no ring: they are a starting point, not a control.
    element.dataset.focusTarget = "";
  }
  element.focus({ preventScroll: true });
}

/** The element an address's hash (`#faq`) names, if the page has it. */
export function elementOfHash(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return id ? document.getElementById(id) : null;
}
