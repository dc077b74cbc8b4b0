import { render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { de } from "./de";
import { LanguageProvider, useLanguage } from "./language-provider";

function Probe() {
  const { t, localize, language } = useLanguage();
  return (
    <p>
      {language} {t("nav.about")} {localize("/about")}
    </p>
  );
}

describe("LanguageProvider", () => {
  test("gives its children the texts and addresses of its language", () => {
    render(
      <LanguageProvider language="de" messages={de}>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText("de Über uns /de/about")).toBeInTheDocument();
  });

  test("a text the page was not sent shows its key and is reported once in the console", () => {
    const report = vi.mocked(console.error).mockImplementation(() => {});
    const view = render(
      <LanguageProvider language="de" messages={{ "nav.faq": de["nav.faq"] }}>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText("de nav.about /de/about")).toBeInTheDocument();
    view.rerender(
      <LanguageProvider language="de" messages={{ "nav.faq": de["nav.faq"] }}>
        <Probe />
      </LanguageProvider>,
    );
    expect(report.mock.calls).toEqual([["Text missing on this page: nav.about"]]);
  });

  test("without any texts (the root loader failed) nothing is reported", () => {
    render(
      <LanguageProvider language="en" messages={{}}>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText("en nav.about /about")).toBeInTheDocument();
  });

  test("using the language outside the provider raises a clear error", () => {
    // React reports the thrown error on the console before rethrowing it.
    vi.mocked(console.error).mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useLanguage must be used within a LanguageProvider");
  });
});
