/**
 * The header that names a request: the server sets it on every request it reads (or keeps
 * a trusted proxy's; server/request-log.ts) and sends it back, and every log line the
 * request causes carries it.
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** The id of the request that is being answered, as the request log set it. */
export function requestIdOf(request: Request): string | undefined {
  return request.headers.get(REQUEST_ID_HEADER) ?? undefined;
}
