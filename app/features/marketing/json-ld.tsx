import { useNonce } from "~/document/nonce";

/**
 * Structured data for search engines. The JSON is ours (no visitor input) and every '<'
 * is escaped, so it can never close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // eslint-disable-next-line no-restricted-syntax -- escaped JSON, not HTML
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
