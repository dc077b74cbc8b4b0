import { useEffect, useRef, useSyncExternalStore } from "react";
import { useAuth } from "~/auth/auth-provider";
import { PROGRESS_CHANGE_EVENT } from "./lesson-progress";
import type { LessonProgress, LessonReport } from "@shared/progress-rules";
import { claimProgressFor, createProgressSyncer } from "./progress-sync";

/** A completion or an undo is reported within a second, playback (position, seconds) within half a minute. */
const URGENT_DELAY_MS = 1_000;
const PLAYBACK_DELAY_MS = 30_000;

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
 * account, and a page that knows the account's figures shows those.
 */
export function useProgressMergedFor(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      mergeListeners.add(listener);
      return () => mergeListeners.delete(listener);
    },
    () => mergedFor,
    () => undefined,
  );
}

/**
 * While a member is signed in, keeps this browser's progress and the account's in step
 * (progress-sync.ts): a report at every load and sign-in, after each change, and a last one
 * with keepalive when the tab is hidden or closed.
 */
export function useProgressSync(): void {
  const { user, call } = useAuth();
  const memberId = user?.id;
  const callRef = useRef(call);
  callRef.current = call;

  useEffect(() => {
    if (!memberId) return;
    claimProgressFor(memberId);
    const syncer = createProgressSyncer(async (lessons: LessonReport[], { keepalive }) => {
      const answer = await callRef.current<{ lessons: LessonProgress[] }>("/progress", {
        method: "POST",
        body: { lessons },
        keepalive,
      });
      // Noted once the answer is written to the browser's keys (the syncer does that next).
      setTimeout(() => noteMerged(memberId), 0);
      return answer.lessons;
    });
    const onChange = (event: Event) =>
      syncer.syncWithin(
        (event as CustomEvent<{ urgent: boolean }>).detail?.urgent ? URGENT_DELAY_MS : PLAYBACK_DELAY_MS,
      );
    const onHidden = () => {
      if (document.visibilityState === "hidden") syncer.flushOnLeave();
    };
    const onPageHide = () => syncer.flushOnLeave();
    window.addEventListener(PROGRESS_CHANGE_EVENT, onChange);
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    syncer.syncNow();
    return () => {
      window.removeEventListener(PROGRESS_CHANGE_EVENT, onChange);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      syncer.stop();
    };
  }, [memberId]);
}
