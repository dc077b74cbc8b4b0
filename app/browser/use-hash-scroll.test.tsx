import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { HASH_SCROLL_DELAY_MS, useHashScroll } from "./use-hash-scroll";

function Page() {
  useHashScroll();
  return (
    <>
      <section id="faq" />
      <section id="testimonials" />
    </>
  );
}

describe("a page opened at a section", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("scrollTo", vi.fn());
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: false }) as MediaQueryList),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    window.location.hash = "";
  });

  const openAt = (hash: string) => {
    window.location.hash = hash;
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: "/algos", Component: Page }], { initialEntries: [`/algos${hash}`] })}
      />,
    );
  };

  test("scrolls to it once the page has settled", () => {
    openAt("#faq");
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  test("leaves the page alone when the visitor went on to another section meanwhile", () => {
    openAt("#faq");
    // The header's section links move the address with replaceState (app/browser/location-hash.ts).
    window.history.replaceState(null, "", "#testimonials");
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
