/**
 * A page's HTML with every character beyond ASCII written as an escape, so that the
 * browser reads it as plain ASCII: a single "ä" made Chrome decode the page's bytes into
 * 16-bit text, which took several times as long, in the first tasks of the page that a
 * slow phone waits for (docs/decisions/057-pages-in-ascii.md).
 *
 * In text and attribute values the escape is a character reference (`&#228;`). Inside a
 * <script> the parser reads no references, but JavaScript and JSON read `\u00e4` as the
 * same character wherever one can stand (strings, template literals, regular
 * expressions, names, comments). A <style> is left as it is: CSS writes such a character
 * differently, and the site's style sheet is ASCII.
 *
 * The HTML is React's: its text and attribute values never hold a raw `<`, so `<script`
 * and `<style` only ever start an element here.
 */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_RUNS = /[\u0080-\uffff]+/g;
const NON_ASCII_UNITS = /[\u0080-\uffff]/g;
/** The start tag of an element whose text the parser reads as is (no references). */
const RAW_TEXT_START = /<(script|style)(?=[\s/>])[^>]*>/g;

export function asciiHtml(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  let out = "";
  let done = 0;
  RAW_TEXT_START.lastIndex = 0;
  for (let tag = RAW_TEXT_START.exec(html); tag; tag = RAW_TEXT_START.exec(html)) {
    const textStart = tag.index + tag[0].length;
    const end = html.indexOf(`</${tag[1]}>`, textStart);
    const textEnd = end === -1 ? html.length : end;
    out += html.slice(done, textStart).replace(NON_ASCII_RUNS, characterReferences);
    const text = html.slice(textStart, textEnd);
    out += tag[1] === "script" ? text.replace(NON_ASCII_UNITS, scriptEscape) : text;
    done = textEnd;
    RAW_TEXT_START.lastIndex = textEnd;
  }
  return out + html.slice(done).replace(NON_ASCII_RUNS, characterReferences);
}

/** One UTF-16 unit as JavaScript's and JSON's escape: a character outside the BMP becomes its two halves. */
function scriptEscape(unit: string): string {
  return `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

function characterReferences(text: string): string {
  let out = "";
  for (const character of text) out += `&#${character.codePointAt(0)};`;
  return out;
}
