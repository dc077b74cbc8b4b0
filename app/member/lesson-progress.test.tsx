import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import {
  firstUnfinished,
  isLessonCompleted,
  readLessonPosition,
  readWatchedSeconds,
  useCompletedLessons,
  useCourseWayOn,
} from "./lesson-progress";
import { addWatchedSeconds, saveLessonPosition, setLessonCompleted } from "./lesson-progress-changes";

describe("lesson progress", () => {
  test("watched seconds add up under lesson_watched_{course}_{lesson}, at most the video's length", () => {
    addWatchedSeconds("sentiment-trader", "intro", 5.25);
    addWatchedSeconds("sentiment-trader", "intro", 5);
    expect(readWatchedSeconds("sentiment-trader", "intro")).toBeCloseTo(10.3);
    expect(localStorage.getItem("lesson_watched_sentiment-trader_intro")).toBe("10.3");
    addWatchedSeconds("sentiment-trader", "intro", 100, 60);
    expect(readWatchedSeconds("sentiment-trader", "intro")).toBe(60);
  });

  test("Mark as Complete stores lesson_completed_{course}_{lesson} = 'true'; Undo removes it", () => {
    setLessonCompleted("bitcoin-profit-scout", "setup-indicator", true);
    expect(localStorage.getItem("lesson_completed_bitcoin-profit-scout_setup-indicator")).toBe("true");
    expect(isLessonCompleted("bitcoin-profit-scout", "setup-indicator")).toBe(true);
    setLessonCompleted("bitcoin-profit-scout", "setup-indicator", false);
    expect(localStorage.getItem("lesson_completed_bitcoin-profit-scout_setup-indicator")).toBeNull();
  });

  test("completion is kept per course, also for a lesson shared by two courses", () => {
    setLessonCompleted("bitcoin-profit-scout", "altcoin-index", true);
    expect(isLessonCompleted("bitcoin-profit-scout", "altcoin-index")).toBe(true);
    expect(isLessonCompleted("altcoin-profit-scout", "altcoin-index")).toBe(false);
  });

  test("only the exact value 'true' counts as completed", () => {
    localStorage.setItem("lesson_completed_c_l", "yes");
    expect(isLessonCompleted("c", "l")).toBe(false);
  });

  test("the completed set follows changes made on the page", () => {
    const { result } = renderHook(() => useCompletedLessons("c", ["a", "b", "c"]));
    expect(result.current?.size).toBe(0);
    act(() => setLessonCompleted("c", "b", true));
    expect([...(result.current ?? [])]).toEqual(["b"]);
    expect(firstUnfinished(["a", "b", "c"], result.current ?? new Set())).toBe("a");
  });

  test("the server render knows no progress: unknown, not 'nothing completed'", () => {
    setLessonCompleted("c", "a", true);
    function Probe() {
      const completed = useCompletedLessons("c", ["a", "b"]);
      return <p>{completed === undefined ? "unknown" : `${completed.size} completed`}</p>;
    }
    expect(renderToString(<Probe />)).toBe("<p>unknown</p>");
    setLessonCompleted("c", "a", false);
  });

  test("the video position is remembered in whole seconds", () => {
    expect(readLessonPosition("c", "l")).toBeUndefined();
    saveLessonPosition("c", "l", 95.7);
    expect(localStorage.getItem("lesson_position_c_l")).toBe("95");
    expect(readLessonPosition("c", "l")).toBe(95);
  });

  test("a course's button starts it, goes on at the first unfinished lesson, then reviews the course", () => {
    const { result } = renderHook(() => useCourseWayOn("c", ["a", "b"]));
    expect(result.current).toMatchObject({ label: "member.startTraining", target: "/member/courses/c" });
    act(() => setLessonCompleted("c", "a", true));
    expect(result.current).toMatchObject({
      label: "member.continueTraining",
      next: "b",
      target: "/member/courses/c/b",
    });
    act(() => setLessonCompleted("c", "b", true));
    expect(result.current).toMatchObject({
      label: "member.reviewCourse",
      next: undefined,
      target: "/member/courses/c",
    });
    act(() => {
      setLessonCompleted("c", "a", false);
      setLessonCompleted("c", "b", false);
    });
  });

  test("before the progress is known, the course's button only opens the course", () => {
    function Probe() {
      const { label, target } = useCourseWayOn("c", ["a"]);
      return <p>{`${label} ${target}`}</p>;
    }
    expect(renderToString(<Probe />)).toBe("<p>member.openCourse /member/courses/c</p>");
  });
});
