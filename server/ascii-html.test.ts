// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { asciiHtml } from "./ascii-html";

const DATA = { title: "Allgemeine Geschäftsbedingungen", price: "97 €", quote: "„Gut“ – 🚀" };

/** A page as React and the server write it, with characters beyond ASCII in every place they occur. */
const PAGE = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  "<title>Geschäftsbedingungen · Profit Scout</title>",
  '<meta name="description" content="AGB für Mitglieder – inkl. Widerrufsbelehrung"/>',
  '<style>.a::after{content:"\\2192"}</style></head>',
  '<body><h1 class="x">Größe &amp; Maß</h1><p title="„Zitat“">87 % in 8 Min. 🚀</p>',
  "<textarea>Grüße</textarea>",
  `<script type="application/ld+json">${JSON.stringify({ name: "Über uns" })}</script>`,
  `<script type="text/plain" id="data">${JSON.stringify(DATA)}</script>`,
  '<script>window.greeting = "Grüß dich 🚀"; /* Kommentar: ä */ window.match = /ö+/.test("öö");</script>',
  "</body></html>",
].join("");

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("a page's HTML in ASCII", () => {
  test("holds no character beyond ASCII", () => {
    expect(asciiHtml(PAGE)).not.toMatch(/[\u0080-\uffff]/);
  });

  test("reads as the same document: the same elements, text and attribute values", () => {
    const withoutScripts = (html: string) => {
      const document = parse(html);
      for (const script of document.querySelectorAll("script")) script.remove();
      return document.documentElement.outerHTML;
    };
    expect(withoutScripts(asciiHtml(PAGE))).toBe(withoutScripts(PAGE));
    const ascii = parse(asciiHtml(PAGE));
    expect(ascii.title).toBe("Geschäftsbedingungen · Profit Scout");
    expect(ascii.querySelector("p")!.getAttribute("title")).toBe("„Zitat“");
    expect(ascii.querySelector("p")!.textContent).toBe("87 % in 8 Min. 🚀");
    expect(ascii.querySelector("textarea")!.value).toBe("Grüße");
  });

  test("keeps scripts meaning the same: JSON parses to the same data, code computes the same values", () => {
    const ascii = parse(asciiHtml(PAGE));
    const [ldJson, data, code] = [...ascii.querySelectorAll("script")].map((script) => script.textContent ?? "");
    expect(JSON.parse(ldJson!)).toEqual({ name: "Über uns" });
    expect(JSON.parse(data!)).toEqual(DATA);
    const scope = { greeting: "", match: false };
    new Function("window", code!)(scope);
    expect(scope).toEqual({ greeting: "Grüß dich 🚀", match: true });
  });

  test("leaves a style sheet, and a page that is ASCII already, exactly as they were", () => {
    const ascii = asciiHtml(PAGE);
    expect(ascii).toContain('<style>.a::after{content:"\\2192"}</style>');
    const plain = "<html><body><p>Plain text</p><script>var a = 1;</script></body></html>";
    expect(asciiHtml(plain)).toBe(plain);
  });

  test("escapes as text what only looks like a script: an element whose name begins with script", () => {
    expect(asciiHtml("<script-note>Grüße</script-note>")).toBe("<script-note>Gr&#252;&#223;e</script-note>");
  });

  test("writes each character once, by its code point", () => {
    expect(asciiHtml("<p>ä🚀</p>")).toBe("<p>&#228;&#128640;</p>");
    expect(asciiHtml('<script>"ä🚀"</script>')).toBe('<script>"\\u00e4\\ud83d\\ude80"</script>');
  });
});
