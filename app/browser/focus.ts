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

/**
 * Where an element sits in the document: the child index of it and of each ancestor below
 * the body, with its tag name. The same page rendered again has the same element there.
 */
export interface ElementPlace {
  path: number[];
  tagName: string;
}

export function placeOf(element: Element): ElementPlace | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== document.body; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { path, tagName: element.tagName };
}

export function elementAt({ path, tagName }: ElementPlace): HTMLElement | null {
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === tagName ? node : null;
}
