import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Content-Security-Policy nonce of this response (server/security-headers.ts). */
    cspNonce: string;
    /** Enables the routes that exist only for the end-to-end tests (never in production). */
    testHooks: boolean;
  }
}
