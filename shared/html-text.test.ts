import { describe, expect, test } from "vitest";
import { htmlToText } from "./html-text";

describe("the text of HTML", () => {
  test("reads named, decimal and hexadecimal references", () => {
    expect(htmlToText("Fr&#252;her &#8211; jetzt &amp; &quot;frei&quot; &#x27;ok&#x27; &lt;b&gt;")).toBe(
      "Früher – jetzt & \"frei\" 'ok' <b>",
    );
  });

  test("drops tags and soft hyphens and collapses spaces", () => {
    expect(htmlToText("<h2>Geschäfts\u00adbedingungen</h2>\n<p>Erster   Absatz</p>")).toBe(
      "Geschäftsbedingungen Erster Absatz",
    );
  });

  test("leaves an unknown name as it stands", () => {
    expect(htmlToText("a &unknown; b")).toBe("a &unknown; b");
  });

  test("reads a number beyond Unicode as the replacement character, as a browser does", () => {
    expect(htmlToText("a &#99999999; &#x110000; b")).toBe("a \ufffd \ufffd b");
  });
});
