/** Traces that browser extensions leave in errors they cause. */
const EXTENSION_MARKERS = [
  "chrome-extension://",
  "moz-extension://",
  "safari-extension://",
  "safari-web-extension://",
  // Extensions that rewrite the page (translators, ad blockers) break React's DOM work:
  "Failed to execute 'removeChild' on 'Node'",
  "Failed to execute 'insertBefore' on 'Node'",
];

/**
 * Whether a rendering error looks caused by a browser extension: then the error screen
 * names the conflict.
 */
export function isExtensionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.message}\n${error.stack ?? ""}`;
  return EXTENSION_MARKERS.some((marker) => text.includes(marker));
}
