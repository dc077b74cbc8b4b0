import { useEffect, useRef, useState } from "react";
import type { PlaybackData, VideoPlayer } from "~/video/video-player";

/**
 * A lesson completes by itself once playback passes 90 percent (docs/product-rules.md).
 */
export const AUTO_COMPLETE_FRACTION = 0.9;
const SAVE_POSITION_EVERY_S = 5;
/**
 * The player reports the time about four times a second while it plays; a larger step
 * between two reports is a seek, which is not watching.
 */
const MAX_PLAYED_STEP_S = 2;

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
 * position now and then through `onPosition` (to continue there next time). `onWatched`
 * gets the seconds actually played, in steps, capped at the video's length: no seeking,
 * nothing while paused.
 */
export function useLessonPlayback(
  player: VideoPlayer | null,
  {
    onAutoComplete,
    startAt,
    onPosition,
    onWatched,
  }: {
    onAutoComplete: () => void;
    startAt?: number;
    onPosition?: (seconds: number) => void;
    onWatched?: (seconds: number, duration: number | undefined) => void;
  },
): PlaybackState {
  const [state, setState] = useState<PlaybackState>(INITIAL_PLAYBACK);
  const callbacks = useRef({ onAutoComplete, onPosition, onWatched, startAt });
  useEffect(() => {
    callbacks.current = { onAutoComplete, onPosition, onWatched, startAt };
  });

  useEffect(() => {
    if (!player) return;
    let completed = false;
    let lastSaved = 0;
    let playing = false;
    let lastTime: number | undefined;
    const update = (data?: PlaybackData) => {
      if (!data) return;
      const duration = data.duration > 0 ? data.duration : undefined;
      const step = lastTime === undefined ? 0 : data.seconds - lastTime;
      lastTime = data.seconds;
      if (playing && step > 0 && step <= MAX_PLAYED_STEP_S) callbacks.current.onWatched?.(step, duration);
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
    const stopped = () => {
      playing = false;
      lastTime = undefined;
      setState((previous) => ({ ...previous, playing: false }));
    };
    player.on("play", () => {
      playing = true;
      setState((previous) => ({ ...previous, playing: true }));
    });
    player.on("pause", (data) => {
      stopped();
      if (data) callbacks.current.onPosition?.(data.seconds);
    });
    player.on("ended", stopped);
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
