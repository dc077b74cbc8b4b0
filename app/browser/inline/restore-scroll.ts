import { RENDERED_ATTRIBUTE } from "../rendered-attribute";

/**
 * The page's own first-load part of React Router's scroll restoration
 * (app/browser/scroll-restoration.tsx renders it inline, built as text by `?inline-script`).
 * It reads the stored positions only for a history entry that had its key already
 * (reload, back and forward), and lays such a page out whole first, since its position
 * was taken on the whole page (app/browser/render-later.ts). A new entry gets its key and
 * React Router's index (0), so that React Router does not replace the state again while
 * hydrating. Why and the figures: docs/decisions/025 and 026; what it relies on in React
 * Router is pinned by scroll-restoration.test.ts.
 */

/** Where React Router keeps each history entry's scroll position (its own default name). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/** React Router's state of a history entry: its key, its index and the app's own state. */
interface EntryState {
  key?: string;
  idx?: number;
  usr?: unknown;
}

export default function restoreScroll(): void {
  const state = history.state as EntryState | null;
  if (!state?.key) {
    history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 } satisfies EntryState, "");
    return;
  }
  document.documentElement.setAttribute(RENDERED_ATTRIBUTE, "");
  try {
    const y: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) || "{}")[state.key];
    if (typeof y === "number") scrollTo(0, y);
  } catch {
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
  }
}
