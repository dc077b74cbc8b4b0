/**
 * Set on <html> where the whole page is laid out at once; the CSS rules apply only without
 * it (render-later.ts). A module of its own, without imports: the page's inline scroll
 * script (inline/restore-scroll.ts) is built from it too.
 */
export const RENDERED_ATTRIBUTE = "data-rendered";
