import { act, renderHook } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { useLessonPlayback } from "./use-lesson-playback";
import { formatPlaybackTime, type PlaybackData, type PlayerEvent, type VideoPlayer } from "~/video/video-player";

/** A player that the test drives by emitting the events the real one would. */
function fakePlayer(duration = 600) {
  const listeners = new Map<PlayerEvent, ((data?: PlaybackData) => void)[]>();
  const player: VideoPlayer & { emit: (event: PlayerEvent, data?: PlaybackData) => void; seekedTo?: number } = {
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    getDuration: () => Promise.resolve(duration),
    setCurrentTime: (seconds) => {
      player.seekedTo = seconds;
      return Promise.resolve(seconds);
    },
    destroy: () => undefined,
    emit: (event, data) => listeners.get(event)?.forEach((listener) => listener(data)),
  };
  return player;
}

const at = (seconds: number, duration = 600): PlaybackData => ({ seconds, duration, percent: seconds / duration });

describe("lesson playback", () => {
  test("playing and paused follow the player's events", () => {
    const player = fakePlayer();
    const { result } = renderHook(() => useLessonPlayback(player, { onAutoComplete: vi.fn() }));
    expect(result.current.playing).toBe(false);
    act(() => player.emit("play"));
    expect(result.current.playing).toBe(true);
    act(() => player.emit("pause", at(30)));
    expect(result.current.playing).toBe(false);
  });

  test("progress and the current time follow timeupdate; the total appears only once known", async () => {
    const player = fakePlayer(600);
    const { result } = renderHook(() => useLessonPlayback(player, { onAutoComplete: vi.fn() }));
    expect(result.current.duration).toBeUndefined();
    await act(async () => player.emit("loaded"));
    expect(result.current.duration).toBe(600);
    act(() => player.emit("timeupdate", at(150)));
    expect(result.current.currentTime).toBe(150);
    expect(result.current.progress).toBeCloseTo(0.25);
  });

  test("completes the lesson once playback passes 90 % and not before, and only once", () => {
    const onAutoComplete = vi.fn();
    const player = fakePlayer(600);
    renderHook(() => useLessonPlayback(player, { onAutoComplete }));
    act(() => player.emit("timeupdate", at(500)));
    act(() => player.emit("timeupdate", at(540)));
    expect(onAutoComplete).not.toHaveBeenCalled();
    act(() => player.emit("timeupdate", at(541)));
    expect(onAutoComplete).toHaveBeenCalledTimes(1);
    act(() => player.emit("timeupdate", at(590)));
    expect(onAutoComplete).toHaveBeenCalledTimes(1);
  });

  test("resumes at the saved position and reports where the visitor is", async () => {
    const onPosition = vi.fn();
    const player = fakePlayer(600);
    renderHook(() => useLessonPlayback(player, { onAutoComplete: vi.fn(), startAt: 125, onPosition }));
    await act(async () => player.emit("loaded"));
    expect(player.seekedTo).toBe(125);
    act(() => player.emit("timeupdate", at(131)));
    expect(onPosition).toHaveBeenLastCalledWith(131);
    act(() => player.emit("pause", at(140)));
    expect(onPosition).toHaveBeenLastCalledWith(140);
  });

  test("time is shown as minutes:seconds", () => {
    expect(formatPlaybackTime(0)).toBe("0:00");
    expect(formatPlaybackTime(65.9)).toBe("1:05");
    expect(formatPlaybackTime(4503)).toBe("75:03");
  });

  test("counts only seconds actually played: no seeking, nothing while paused", () => {
    const watched: number[] = [];
    const player = fakePlayer(600);
    renderHook(() =>
      useLessonPlayback(player, { onAutoComplete: vi.fn(), onWatched: (seconds) => watched.push(seconds) }),
    );
    const total = () => watched.reduce((sum, seconds) => sum + seconds, 0);
    // Reports before play (the player loading at a position) count nothing.
    act(() => player.emit("timeupdate", at(10)));
    act(() => player.emit("play"));
    for (const seconds of [10, 10.25, 10.5, 10.75, 11]) act(() => player.emit("timeupdate", at(seconds)));
    expect(total()).toBeCloseTo(1);
    // A jump is a seek.
    act(() => player.emit("timeupdate", at(300)));
    act(() => player.emit("timeupdate", at(300.5)));
    expect(total()).toBeCloseTo(1.5);
    act(() => player.emit("pause", at(300.5)));
    act(() => player.emit("timeupdate", at(301)));
    expect(total()).toBeCloseTo(1.5);
  });
});
