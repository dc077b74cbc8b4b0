import { act, render } from "@testing-library/react";
import { createElement } from "react";
import { createBrowserRouter, RouterProvider, UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import reactRouterPackage from "react-router/package.json";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { RENDERED_ATTRIBUTE } from "./render-later";
import { RESTORE_SCROLL_SCRIPT, SCROLL_POSITIONS_KEY } from "./scroll-restoration";

const root = document.documentElement;
const runScript = () => new Function(RESTORE_SCROLL_SCRIPT)();

beforeEach(() => {
  root.removeAttribute(RENDERED_ATTRIBUTE);
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, "");
});

describe("the first load of a page", () => {
  test("on a first visit gives the history entry a key, and reads no stored position", () => {
    window.history.replaceState(null, "");
    const read = vi.spyOn(Storage.prototype, "getItem");
    runScript();
    expect(window.history.state.key).toMatch(/^[0-9a-v]+$/);
    expect(read).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(root.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
  });

  test("the new entry is one React Router takes as it is, without replacing it again while hydrating", () => {
    window.history.replaceState(null, "");
    runScript();
    const key = window.history.state.key;
    const replace = vi.spyOn(window.history, "replaceState");
    const router = createBrowserRouter([{ path: "*", element: null }]);
    expect(replace).not.toHaveBeenCalled();
    expect(router.state.location.key).toBe(key);
    router.dispose();
  });

  test("on a page returned to lays it out whole and goes back to where the visitor was", () => {
    window.history.replaceState({ key: "k1", idx: 3 }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 1840, other: 10 }));
    runScript();
    expect(root.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1840);
    expect(window.history.state).toEqual({ key: "k1", idx: 3 });
  });

  test("a page returned to without a stored position stays at the top", () => {
    window.history.replaceState({ key: "k2" }, "");
    runScript();
    expect(root.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  test("unreadable stored positions are dropped, not thrown", () => {
    window.history.replaceState({ key: "k3" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, "{not json");
    expect(runScript).not.toThrow();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
  });

  test("keeps React Router's name for the stored positions, so positions stored before still count", () => {
    expect(SCROLL_POSITIONS_KEY).toBe("react-router-scroll-positions");
  });
});

/**
 * The script relies on React Router's history entries (`{ usr, key, idx }`) and on where
 * its hook stores the positions: pinned here with the installed package, so that an
 * upgrade that changes either fails.
 */
describe(`with react-router ${reactRouterPackage.version}`, () => {
  /** React Router's hook as ScrollRestoration calls it (a <script> rendered in the browser only warns). */
  function RestoringScroll() {
    useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
    return null;
  }

  const scrollY = Object.getOwnPropertyDescriptor(window, "scrollY");
  afterEach(() => {
    if (scrollY) Object.defineProperty(window, "scrollY", scrollY);
    window.history.replaceState(null, "", "/");
  });

  test("a position React Router stored for its entry is where a reload of that entry returns to", async () => {
    window.history.replaceState(null, "", "/");
    runScript();
    const router = createBrowserRouter([{ path: "*", element: createElement(RestoringScroll) }]);
    const view = render(createElement(RouterProvider, { router }));
    await act(() => router.navigate("/next"));
    // React Router's own entry: its key, read by the script, and its index, counted after
    // the entry the script made.
    expect(window.history.state).toMatchObject({ key: expect.stringMatching(/./), idx: 1 });
    const key: string = window.history.state.key;
    Object.defineProperty(window, "scrollY", { configurable: true, value: 1840 });
    window.dispatchEvent(new Event("pagehide"));
    view.unmount();
    router.dispose();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "{}")[key]).toBe(1840);

    // The reload: the same entry, a fresh page.
    vi.mocked(window.scrollTo).mockClear();
    expect(root.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    runScript();
    expect(root.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1840);
  });
});
