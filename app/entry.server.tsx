import { renderToReadableStream } from "react-dom/server.edge";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from "react-router";
import { NonceProvider } from "~/document/nonce";

const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders the whole document before answering: every page's content is built in, so
 * there is nothing to stream, and a complete document can be cached per language.
 *
 * React's web-streams renderer, not its Node one: the Node one turns on Node's async hooks
 * at the first render, for good, and every request after it paid for them, kept pages
 * included (docs/decisions/053-render-without-async-hooks.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  let status = responseStatusCode;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), RENDER_TIMEOUT_MS);
  try {
    const body = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every part in place in the HTML: React otherwise sends a finished part of more than
        // 500 bytes after the first 12.8 KB apart, to be moved into place by an inline script,
        // and without JavaScript it stays hidden (the account page's deletion question).
        // The page is sent whole (allReady), so nothing is gained by sending it apart.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: deadline.signal,
        onError(error) {
          status = 500;
          logPageError(error, "render");
        },
      },
    );
    await body.allReady;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(body, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A failed loader, action or render, as one JSON line: the error's kind, never its message
 * or stack, which can repeat what a visitor typed or a query's parameters.
 */
function logPageError(error: unknown, phase: string) {
  const kind = error instanceof Error ? error.name : typeof error;
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "error", event: "page.error", phase, kind })}\n`,
  );
}

/** React Router's hook for errors of loaders and actions (requests the visitor aborted are not errors). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) logPageError(error, "data");
};

/**
 * The terms as the legal page shows them, for the contract confirmation the server mails
 * (server/main.ts reads it from the build's entry module; docs/decisions/039).
 */
export { contractTerms } from "~/content/content-pages.server";

/**
 * The site's search, for the JSON endpoint the server answers before React Router
 * (`GET /api/search`; server/main.ts reads it from the build's entry module): the same
 * index in memory as the search page's loader (docs/decisions/041-search.md).
 */
export { answerSearch as siteSearch } from "~/features/search/site-search.server";
