import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { RENDERED_ATTRIBUTE } from "./render-later";

/** Where React Router keeps each history entry's scroll position (its own default name). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * React Router's scroll restoration with a script of our own for the page's first load.
 * Theirs gives a new history entry its key and then reads the stored positions, which on
 * a first visit can hold nothing for that new key; that first sessionStorage read made it
 * a script of 4-8 ms inside the parser's task, before the first paint. Ours reads them
 * only for an entry that had its key already (reload, back and forward), and lays such a
 * page out whole first, since its position was taken on the whole page
 * (app/browser/render-later.ts). React Router's hook still reads them once while the page
 * hydrates, after the first paint. The new entry also gets React Router's index (`idx`,
 * 0 for an entry it has not seen), which it would otherwise write with a second
 * replaceState, a call of 1-2 ms, while hydrating.
 */
export const RESTORE_SCROLL_SCRIPT =
  `(function(k){var s=history.state;` +
  `if(!s||!s.key){history.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");return}` +
  `document.documentElement.setAttribute("${RENDERED_ATTRIBUTE}","");` +
  `try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y)}` +
  `catch(e){sessionStorage.removeItem(k)}})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`;

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
