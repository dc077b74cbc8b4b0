import { startTransition, useEffect, useRef, useState } from "react";
import { useAuth } from "~/auth/auth-provider";
import type { LessonProgress, LessonReport } from "@shared/progress-rules";
import { claimProgressFor } from "./progress-owner";

/** The member whose account this page has merged its progress with, once it has. */
let mergedFor: string | undefined;
const mergeListeners = new Set<() => void>();

function noteMerged(memberId: string) {
  if (mergedFor === memberId) return;
  mergedFor = memberId;
  for (const listener of mergeListeners) listener();
}

/**
 * The member whose progress this page has merged with their account (undefined before the
 * first report's answer arrived): until then the browser's keys may hold less than the
 * account, and a page that knows the account's figures shows those. The change renders as
 * a transition: it comes while the page has just hydrated, and a store's update
 * (useSyncExternalStore) would render the whole page again in one task.
 */
export function useProgressMergedFor(): string | undefined {
  // Undefined while the page hydrates (no report has been answered yet); known already
  // on a page reached by a link.
  const [merged, setMerged] = useState(() => mergedFor);
  useEffect(() => {
    const update = () => startTransition(() => setMerged(mergedFor));
    mergeListeners.add(update);
    // Merged between this render and this effect.
    if (mergedFor !== merged) update();
    return () => {
      mergeListeners.delete(update);
    };
    // Subscribed once; `merged` is read only to catch a change before the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return merged;
}

/**
 * While a member is signed in, keeps this browser's progress and the account's in step
 * (progress-sync.ts): a report at every load and sign-in, after each change, and a last one
 * with keepalive when the tab is hidden or closed. The code that does it is loaded only
 * once somebody is signed in: a visitor's pages do not carry it.
 */
export function useProgressSync(): void {
  const { user, call } = useAuth();
  const memberId = user?.id;
  const callRef = useRef(call);
  callRef.current = call;

  useEffect(() => {
    if (!memberId) return;
    // At once, not when the sync has loaded: what this member does meanwhile is theirs.
    claimProgressFor(memberId);
    let stop: (() => void) | undefined;
    let ended = false;
    import("./progress-sync").then(
      ({ startProgressSync }) => {
        if (ended) return;
        stop = startProgressSync(async (lessons: LessonReport[], { keepalive }) => {
          const answer = await callRef.current<{ lessons: LessonProgress[] }>("/progress", {
            method: "POST",
            body: { lessons },
            keepalive,
          });
          // Noted once the answer is written to the browser's keys (the syncer does that next).
          setTimeout(() => noteMerged(memberId), 0);
          return answer.lessons;
        });
      },
      // Not loaded (offline, a new deployment): this page does not sync; the next load reports all.
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [memberId]);
}
