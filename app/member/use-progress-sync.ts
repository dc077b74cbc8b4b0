import { useEffect, useRef } from "react";
import { useAuth } from "~/auth/auth-provider";
import { PROGRESS_CHANGE_EVENT } from "./lesson-progress";
import type { LessonProgress, LessonReport } from "@shared/progress-rules";
import { claimProgressFor, createProgressSyncer } from "./progress-sync";

/** A completion or an undo is reported within a second, playback (position, seconds) within half a minute. */
const URGENT_DELAY_MS = 1_000;
const PLAYBACK_DELAY_MS = 30_000;

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
