/**
 * Reads a JSON request body without trusting the client: the bytes are counted while they
 * arrive, so a chunked body without Content-Length is cut off at the limit too, and only
 * well-formed UTF-8 JSON gets through.
 */
export type JsonBodyResult =
  | { ok: true; value: unknown; empty: boolean }
  | { ok: false; problem: "unsupported-media-type" | "too-large" | "invalid-json" };

export interface ReadJsonBodyOptions {
  maxBytes: number;
  /** An empty body is accepted (value undefined) and then needs no content type. */
  optional?: boolean;
}

const JSON_MEDIA_TYPE = /^application\/json$/i;

/** Whether a Content-Type header says JSON in UTF-8 (`application/json`, charset utf-8 if any). */
export function isJsonContentType(header: string | null | undefined): boolean {
  if (!header) return false;
  const [mediaType = "", ...parameters] = header.split(";").map((part) => part.trim());
  if (!JSON_MEDIA_TYPE.test(mediaType)) return false;
  return parameters.every((parameter) => {
    const [name = "", value = ""] = parameter.split("=").map((part) => part.trim());
    return name.toLowerCase() !== "charset" || value.replace(/^"|"$/g, "").toLowerCase() === "utf-8";
  });
}

/** The body's bytes, or undefined once more than maxBytes arrived (the rest is not read). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return undefined;
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readJsonBody(
  request: Request,
  { maxBytes, optional = false }: ReadJsonBodyOptions,
): Promise<JsonBodyResult> {
  const contentTypeOk = isJsonContentType(request.headers.get("content-type"));
  if (!optional && !contentTypeOk) return { ok: false, problem: "unsupported-media-type" };

  let bytes: Uint8Array | undefined;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch {
    // The client went away or sent a broken chunked encoding.
    return { ok: false, problem: "invalid-json" };
  }
  if (!bytes) return { ok: false, problem: "too-large" };
  if (bytes.byteLength === 0 && optional) return { ok: true, value: undefined, empty: true };
  if (!contentTypeOk) return { ok: false, problem: "unsupported-media-type" };

  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) as unknown, empty: false };
  } catch {
    return { ok: false, problem: "invalid-json" };
  }
}
