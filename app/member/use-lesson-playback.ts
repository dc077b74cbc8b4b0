import { useEffect, useRef, useState } from "react";
import type { PlaybackData, VideoPlayer } from "~/video/video-player";

/**
 * A lesson completes by itself once playback passes 90 percent (docs/product-rules.md).
 */
export const AUTO_COMPLETE_FRACTION = 0.9;
const SAVE_POSITION_EVERY_S = 5;

export interface PlaybackState {
  playing: boolean;
  /** Seconds played. */
  currentTime: number;
  /** Total seconds, once the player has told it. */
  duration: number | undefined;
  /** Played fraction, 0 to 1. */
  progress: number;
}

export const INITIAL_PLAYBACK: PlaybackState = { playing: false, currentTime: 0, duration: undefined, progress: 0 };

/**
 * Follows a player's events: playing/paused, time, total duration and played fraction;
 * calls `onAutoComplete` once playback passes 90 %, resumes at `startAt` and reports the
 * position now and then through `onPosition` (to continue there next time).
 */
export function useLessonPlayback(
  player: VideoPlayer | null,
  {
    onAutoComplete,
    startAt,
    onPosition,
  }: { onAutoComplete: () => void; startAt?: number; onPosition?: (seconds: number) => void },
): PlaybackState {
  const [state, setState] = useState<PlaybackState>(INITIAL_PLAYBACK);
  const callbacks = useRef({ onAutoComplete, onPosition, startAt });
  useEffect(() => {
    callbacks.current = { onAutoComplete, onPosition, startAt };
  });

  useEffect(() => {
    if (!player) return;
    let completed = false;
    let lastSaved = 0;
    const update = (data?: PlaybackData) => {
      if (!data) return;
      const duration = data.duration > 0 ? data.duration : undefined;
      setState((previous) => ({
        ...previous,
        currentTime: data.seconds,
        duration: duration ?? previous.duration,
        progress: data.percent,
      }));
      if (!completed && data.percent > AUTO_COMPLETE_FRACTION) {
        completed = true;
        callbacks.current.onAutoComplete();
      }
      if (Math.abs(data.seconds - lastSaved) >= SAVE_POSITION_EVERY_S) {
        lastSaved = data.seconds;
        callbacks.current.onPosition?.(data.seconds);
      }
    };
    player.on("play", () => setState((previous) => ({ ...previous, playing: true })));
    player.on("pause", (data) => {
      setState((previous) => ({ ...previous, playing: false }));
      if (data) callbacks.current.onPosition?.(data.seconds);
    });
    player.on("ended", () => setState((previous) => ({ ...previous, playing: false })));
    player.on("timeupdate", update);
    player.on("loaded", () => {
      void player.getDuration().then((duration) => {
        if (duration > 0) setState((previous) => ({ ...previous, duration }));
      });
      const startAt = callbacks.current.startAt;
      if (startAt) void player.setCurrentTime(startAt);
    });
  }, [player]);

  return state;
}
