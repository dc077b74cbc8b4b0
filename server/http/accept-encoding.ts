import Negotiator from "negotiator";

/** The codings the server can send besides the plain body, in no order. */
type Coding = "br" | "gzip";
const CODINGS: Coding[] = ["br", "gzip"];

/**
 * Browsers send a handful of distinct Accept-Encoding headers and every request asks,
 * the kept pages' fast path included, so each header's answer is remembered; the memory
 * is emptied when full, so odd headers cannot grow it.
 */
const remembered = new Map<string, ReadonlySet<Coding>>();
const REMEMBERED_HEADERS = 64;

/** The codings this header accepts, read by `negotiator` (RFC 9110, 12.5.3: q=0 refuses, '*' covers the rest). */
function acceptedCodings(header: string): ReadonlySet<Coding> {
  let accepted = remembered.get(header);
  if (!accepted) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
    accepted = new Set(negotiator.encodings(CODINGS) as Coding[]);
    if (remembered.size >= REMEMBERED_HEADERS) remembered.clear();
    remembered.set(header, accepted);
  }
  return accepted;
}

export function acceptsEncoding(header: string | null | undefined, coding: Coding): boolean {
  return Boolean(header) && acceptedCodings(header!).has(coding);
}

/**
 * The first of the server's preferred codings the client accepts. Quality only rules a
 * coding out; among acceptable ones the server picks by its own preference (brotli is
 * smaller), as browsers expect.
 */
export function pickEncoding<Preferred extends Coding>(
  header: string | null | undefined,
  preferred: readonly Preferred[],
): Preferred | undefined {
  if (!header) return undefined;
  const accepted = acceptedCodings(header);
  return preferred.find((coding) => accepted.has(coding));
}
