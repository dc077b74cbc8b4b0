import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { noteHydrated, readStored, useStoredValue, writeStored } from "./browser-storage";

function Consent({ seen }: { seen?: string[] }) {
  const value = useStoredValue(() => readStored("videoConsent") ?? "none", "unknown");
  seen?.push(value);
  return <p>{value}</p>;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

// In this order: the module remembers that the page has hydrated.
describe("a value from storage on a page the server rendered", () => {
  test("hydrates as the server rendered it, then shows the stored value, then follows changes", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Consent />);
    expect(container.textContent).toBe("unknown");
    localStorage.setItem("videoConsent", "true");
    const errors = vi.spyOn(console, "error");
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Consent seen={seen} />);
    });
    expect(seen[0]).toBe("unknown");
    expect(container.textContent).toBe("true");
    expect(errors).not.toHaveBeenCalled();

    await act(async () => {
      writeStored("videoConsent", "false");
    });
    expect(container.textContent).toBe("false");
  });

  test("a component shown after hydration reads storage in its first render: no placeholder", () => {
    noteHydrated(); // what the root's effect does once the page has hydrated
    localStorage.setItem("videoConsent", "true");
    const seen: string[] = [];
    render(<Consent seen={seen} />);
    expect(seen[0]).toBe("true");
  });
});
