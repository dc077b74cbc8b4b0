import "react-router";
import type { Language } from "@shared/language";

declare module "react-router" {
  interface AppLoadContext {
    /** Content-Security-Policy nonce of this response (server/security-headers.ts). */
    cspNonce: string;
    /** Enables the routes that exist only for the end-to-end tests (never in production). */
    testHooks: boolean;
    /**
     * Calls the site's JSON API in-process on behalf of the page request (loaders and form
     * actions of pages that must work without JavaScript): `path` below /api, the visitor's
     * cookies, address and origin headers forwarded. Absent where no API runs (the Vite dev
     * server).
     */
    callApi?: (
      path: string,
      init: {
        method: "GET" | "POST" | "PATCH" | "DELETE";
        body?: unknown;
        language: Language;
        /** An access token the page's form carried. */
        bearer?: string;
        /** Call as the member whose refresh cookie the page request carries (server/auth/page-session.ts). */
        asMember?: boolean;
      },
    ) => Promise<Response>;
  }
}
