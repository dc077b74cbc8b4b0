import { readFileSync } from "node:fs";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  RENDER_LATER,
  RENDERED_ATTRIBUTE,
  renderAllNow,
  renderInSlices,
  SLICE_MS,
  useRenderLater,
} from "./render-later";
import { scrollToId } from "./scroll";

const root = document.documentElement;
const isRendered = () => root.hasAttribute(RENDERED_ATTRIBUTE);

function pageMarkup(): string {
  const blocks = Array.from({ length: 18 }, (_, index) => `<p>Block ${index + 1}</p>`).join("");
  return `<main>
    <section id="hero"></section><section id="second"></section><section id="third"></section>
    <section id="fourth"></section><section id="fifth"></section><div class="prose-page">${blocks}</div>
  </main>`;
}

/** Laying out a part takes 3 ms of (fake) time. */
function eachPartTakes3Ms() {
  let now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => {
    now += 3;
    return new DOMRect();
  });
}

beforeEach(() => {
  root.removeAttribute(RENDERED_ATTRIBUTE);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  window.history.replaceState(null, "");
});

describe("the parts the first layout may skip", () => {
  test("are the ones app.css lets the browser skip, and only until the document is marked", () => {
    // Read as a file: the test runner hands CSS imports over empty.
    const css = readFileSync("app/app.css", "utf8");
    const guarded = [...css.matchAll(/:root:not\(\[data-rendered\]\) ([^{]+)\{\s*content-visibility: auto;/g)]
      .map(([, selectors]) => selectors!.trim())
      .join(" ");
    for (const selector of RENDER_LATER) expect(guarded).toContain(selector);
    expect(RENDERED_ATTRIBUTE).toBe("data-rendered");
    // No rule skips anything without the guard, which would leave parts skipped for good.
    expect(css.match(/content-visibility: auto/g)).toHaveLength(css.match(/:root:not\(\[data-rendered\]\)/g)!.length);
  });
});

describe("laying out the skipped parts after the page has come to life", () => {
  test("shows every part by its own inline style and leaves the document's mark alone", () => {
    document.body.innerHTML = pageMarkup();
    renderInSlices();
    vi.runAllTimers();
    const parts = [...document.querySelectorAll<HTMLElement>(RENDER_LATER.join(","))];
    expect(parts).toHaveLength(6);
    expect(parts.map((part) => part.style.contentVisibility)).toEqual(Array(6).fill("visible"));
    // The first screen's parts were never skipped and are left as they were.
    expect(document.querySelectorAll("[style]")).toHaveLength(6);
    // Marking <html> would restyle the whole page in one task.
    expect(isRendered()).toBe(false);
  });

  test("works in slices of SLICE_MS, one per task, so no slice is a long task", () => {
    document.body.innerHTML = pageMarkup();
    // A slice ends once SLICE_MS have passed.
    eachPartTakes3Ms();
    renderInSlices();
    const shownAfterEachTask: number[] = [];
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      shownAfterEachTask.push(document.querySelectorAll("[style]").length);
    }
    // Two parts fit into a slice of 4 ms.
    expect(SLICE_MS).toBe(4);
    expect(shownAfterEachTask).toEqual([2, 4, 6]);
  });

  test("also lays out the parts that appeared while it worked", () => {
    document.body.innerHTML = pageMarkup();
    // Two parts per slice, three slices for the page's six parts.
    eachPartTakes3Ms();
    renderInSlices();
    vi.advanceTimersToNextTimer();
    const late = document.createElement("section");
    document.querySelector("main")!.append(late);
    vi.runAllTimers();
    expect(late.style.contentVisibility).toBe("visible");
    expect(document.querySelectorAll("[style]")).toHaveLength(7);
  });

  test("stops early when everything was shown at once meanwhile", () => {
    document.body.innerHTML = pageMarkup();
    const layout = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    renderInSlices();
    renderAllNow();
    vi.runAllTimers();
    expect(layout).not.toHaveBeenCalled();
    expect(isRendered()).toBe(true);
  });

  test("does nothing on a document that is already whole", () => {
    root.setAttribute(RENDERED_ATTRIBUTE, "");
    document.body.innerHTML = pageMarkup();
    const layout = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    renderInSlices();
    vi.runAllTimers();
    expect(layout).not.toHaveBeenCalled();
  });
});

describe("scrolling to a section", () => {
  test("lays out every part first, since the section's place depends on them", () => {
    document.body.innerHTML = pageMarkup();
    vi.stubGlobal("scrollTo", vi.fn());
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: false }) as MediaQueryList),
    );
    expect(scrollToId("#third")).toBe(true);
    expect(isRendered()).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe("on another page", () => {
  function Page({ next }: { next?: string }) {
    useRenderLater();
    return next ? <Link to={next}>next</Link> : <p>second page</p>;
  }

  test("every part is shown at once, before the new page is laid out", async () => {
    const router = createMemoryRouter(
      [
        { path: "/", element: <Page next="/faq" /> },
        { path: "/faq", element: <Page /> },
      ],
      { initialEntries: ["/"] },
    );
    const view = render(<RouterProvider router={router} />);
    expect(isRendered()).toBe(false);
    await act(() => router.navigate("/faq"));
    expect(view.getByText("second page")).toBeTruthy();
    expect(isRendered()).toBe(true);
  });
});
