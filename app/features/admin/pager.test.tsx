import { startTransition, useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { en } from "~/i18n/en";
import { LanguageProvider } from "~/i18n/language-provider";
import { Pager } from "./pager";

/** How a test shows a page of a held list, as the router's commit does when it comes. */
type Shows = { page?: (page: number) => void };

/**
 * A list of `pages` pages that goes to another page as a router navigation does: the
 * address says the new page at once, the list shows it in a transition. A held list
 * (`shows`) leaves showing each page to the test.
 */
function List({ pages, first, shows }: { pages: number; first: number; shows?: Shows }) {
  const [page, setPage] = useState(first);
  useLayoutEffect(() => {
    if (shows) shows.page = (next) => flushSync(() => setPage(next));
  });
  const go = (next: number) => {
    history.pushState(null, "", `?page=${next}`);
    if (!shows) startTransition(() => setPage(next));
  };
  return (
    <LanguageProvider language="en" messages={en}>
      <Pager page={page} pages={pages} onPage={go} />
    </LanguageProvider>
  );
}

/** Shows page `first` of `pages`, with its address. */
function show(pages: number, first: number) {
  history.replaceState(null, "", `?page=${first}`);
  flushSync(() => root.render(<List pages={pages} first={first} />));
}

const button = (name: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent?.includes(name))!;

/** Resolves with what had the focus when `element` first became disabled, as soon as the DOM says so. */
function focusWhenDisabled(element: HTMLElement): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute("disabled")) return;
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(element, { attributes: true, attributeFilter: ["disabled"] });
  });
}

let root: Root;
let container: HTMLElement;
let actEnvironment: unknown;

beforeEach(() => {
  // Updates run as in the browser, task by task, not inside act(): the order of the commit
  // and what comes after it is what is tested.
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe("the pager", () => {
  test("hands the focus to Previous page in the commit that disables Next page, before any key can follow", async () => {
    show(3, 2);
    const next = button("Next page");
    next.focus();
    const focusedThen = focusWhenDisabled(next);
    next.click();
    // Observed in the same task as the commit: an effect run after it would come too late
    // for a key pressed in between (it would take that press for the one that led here).
    expect(await focusedThen).toBe(button("Previous page"));
    expect(container.textContent).toContain("Page 3 of 3");
  });

  test("hands the focus to Next page when Previous page reaches the first page", async () => {
    show(3, 2);
    const previous = button("Previous page");
    previous.focus();
    const focusedThen = focusWhenDisabled(previous);
    previous.click();
    expect(await focusedThen).toBe(button("Next page"));
  });

  test("leaves the focus on the button pressed while it stays enabled", async () => {
    show(3, 1);
    const next = button("Next page");
    next.focus();
    next.click();
    await expect.poll(() => container.textContent).toContain("Page 2 of 3");
    expect(document.activeElement).toBe(next);
  });

  test("goes on from the address when pressed again before the list shows the new page", async () => {
    show(3, 1);
    const next = button("Next page");
    // Both presses in one task: the second comes before the first page's list is replaced.
    next.click();
    next.click();
    await expect.poll(() => container.textContent).toContain("Page 3 of 3");
    expect(location.search).toBe("?page=3");
  });

  test("asks for no page before the first, however often Previous page is pressed", async () => {
    show(3, 2);
    const previous = button("Previous page");
    const before = history.length;
    previous.click();
    previous.click();
    await expect.poll(() => container.textContent).toContain("Page 1 of 3");
    expect(history.length).toBe(before + 1);
  });

  test("hands the focus on in the commit of the page asked for, not of a page shown on the way", () => {
    history.replaceState(null, "", "?page=1");
    const shows: Shows = {};
    flushSync(() => root.render(<List pages={3} first={1} shows={shows} />));
    const next = button("Next page");
    next.focus();
    next.click();
    // Pressed again before page 2 shows: the press asks for page 3.
    next.click();
    shows.page!(2);
    expect(document.activeElement).toBe(next);
    shows.page!(3);
    expect(container.textContent).toContain("Page 3 of 3");
    expect(document.activeElement).toBe(button("Previous page"));
  });
});
