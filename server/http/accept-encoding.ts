import Negotiator from "negotiator";
import { rememberedPerHeader } from "./remembered";

/** The codings the server can send besides the plain body, in no order. */
type Coding = "br" | "gzip";
const CODINGS: Coding[] = ["br", "gzip"];

/** The codings a header accepts, read by `negotiator` (RFC 9110, 12.5.3: q=0 refuses, '*' covers the rest). */
const acceptedCodings = rememberedPerHeader(
  (header): ReadonlySet<Coding> =>
    new Set(new Negotiator({ headers: { "accept-encoding": header } }).encodings(CODINGS) as Coding[]),
);

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
