import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import RESTORE_SCROLL_SCRIPT from "./inline/restore-scroll?inline-script";
import { SCROLL_POSITIONS_KEY } from "./inline/restore-scroll";

export { RESTORE_SCROLL_SCRIPT, SCROLL_POSITIONS_KEY };

/**
 * React Router's scroll restoration with a script of our own for the page's first load
 * (inline/restore-scroll.ts). Theirs reads the stored positions in the parser's task even
 * on a first visit, when they can hold nothing for the new entry. React Router's hook still
 * reads them once while the page hydrates, after the first paint.
 */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      // eslint-disable-next-line no-restricted-syntax -- a constant of our own code, no visitor input
      dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL_SCRIPT }}
    />
  );
}
