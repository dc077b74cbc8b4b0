/**
 * The one reading of Accept-Encoding (RFC 9110, 12.5.3): a coding is acceptable when it
 * is listed, or covered by '*', with a quality above 0. Quality only rules a coding out;
 * among acceptable ones the server picks by its own preference, as browsers expect.
 */
export function acceptsEncoding(header: string | null | undefined, coding: "br" | "gzip"): boolean {
  if (!header) return false;
  let wildcard: number | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    const q = Number.isNaN(quality) ? 0 : quality;
    if (name.trim() === coding) return q > 0;
    if (name.trim() === "*") wildcard = q;
  }
  return wildcard !== undefined && wildcard > 0;
}

/** The first of the server's preferred codings the client accepts. */
export function pickEncoding<Coding extends "br" | "gzip">(
  header: string | null | undefined,
  preferred: readonly Coding[],
): Coding | undefined {
  return preferred.find((coding) => acceptsEncoding(header, coding));
}
