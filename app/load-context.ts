import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Content-Security-Policy nonce of this response (server/security-headers.ts). */
    cspNonce: string;
    /** Enables the routes that exist only for the end-to-end tests (never in production). */
    testHooks: boolean;
    /**
     * Calls the site's JSON API in-process on behalf of the page request (form actions
     * that must work without JavaScript): `path` below /api, the visitor's cookies, address
     * and origin headers forwarded. Absent where no API runs (the Vite dev server).
     */
    callApi?: (
      path: string,
      init: { method: "POST"; body?: unknown; language: "en" | "de"; bearer?: string },
    ) => Promise<Response>;
  }
}
