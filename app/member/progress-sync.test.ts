import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ApiError } from "~/auth/api-client";
import type { LessonProgress, LessonReport } from "@shared/progress-rules";
import { PROGRESS_CHANGE_EVENT, readChangeMoments } from "./lesson-progress";
import { saveLessonPosition, setLessonCompleted } from "./lesson-progress-changes";
import { claimProgressFor } from "./progress-owner";
import { applyServerProgress, buildReport, createProgressSyncer } from "./progress-sync";

const COURSE = "bitcoin-profit-scout";
const LONG_AGO = "1970-01-01T00:00:00.000Z";

const serverLesson = (lesson: string, changes: Partial<LessonProgress>): LessonProgress => ({
  course: COURSE,
  lesson,
  completed: false,
  completedChangedAt: null,
  positionSeconds: 0,
  positionChangedAt: null,
  watchedSeconds: 0,
  ...changes,
});

beforeEach(() => localStorage.clear());

describe("the report of this browser's progress", () => {
  test("holds each lesson once, with the moment of its last change", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T10:00:00Z"), toFake: ["Date"] });
    setLessonCompleted(COURSE, "about-marco", true);
    saveLessonPosition(COURSE, "about-marco", 61.7);
    localStorage.setItem(`lesson_watched_${COURSE}_about-marco`, "70.5");
    vi.setSystemTime(new Date("2026-11-24T11:00:00Z"));
    setLessonCompleted(COURSE, "setup-indicator", true);
    setLessonCompleted(COURSE, "setup-indicator", false);
    vi.useRealTimers();
    expect(buildReport()).toEqual([
      {
        course: COURSE,
        lesson: "about-marco",
        completed: { value: true, at: "2026-11-24T10:00:00.000Z" },
        position: { seconds: 61, at: "2026-11-24T10:00:00.000Z" },
        watchedSeconds: 70.5,
      },
      { course: COURSE, lesson: "setup-indicator", completed: { value: false, at: "2026-11-24T11:00:00.000Z" } },
    ]);
  });

  test("progress stored before moments were noted counts as long ago; other keys and leftovers are ignored", () => {
    localStorage.setItem(`lesson_completed_${COURSE}_about-marco`, "true");
    localStorage.setItem(`lesson_position_${COURSE}_about-marco`, "30");
    localStorage.setItem("lesson_completed_Not A Slug", "true");
    localStorage.setItem("language", "de");
    localStorage.setItem("progress_changed_at", "not json");
    expect(buildReport()).toEqual([
      {
        course: COURSE,
        lesson: "about-marco",
        completed: { value: true, at: LONG_AGO },
        position: { seconds: 30, at: LONG_AGO },
      },
    ]);
    expect(buildReport(new Set([`${COURSE}/about-marco`]))).toEqual([]);
  });
});

describe("whose progress this browser holds", () => {
  test("progress made signed out goes to the member who signs in; another member later starts from their own", () => {
    setLessonCompleted(COURSE, "about-marco", true);
    localStorage.setItem("language", "de");
    claimProgressFor("member-a");
    expect(localStorage.getItem("progress_owner")).toBe("member-a");
    expect(buildReport()).toHaveLength(1);
    // The same member again (another load) keeps everything.
    claimProgressFor("member-a");
    expect(buildReport()).toHaveLength(1);
    // Another member on the same computer: member A's progress stays with A's account.
    saveLessonPosition(COURSE, "setup-indicator", 40);
    claimProgressFor("member-b");
    expect(buildReport()).toEqual([]);
    expect(localStorage.getItem("progress_changed_at")).toBeNull();
    expect(localStorage.getItem("progress_owner")).toBe("member-b");
    expect(localStorage.getItem("language")).toBe("de");
  });
});

describe("the merged progress written back", () => {
  test("the account's later changes win; a change made here since stays; seconds watched keep the larger figure", () => {
    localStorage.setItem(`lesson_completed_${COURSE}_about-marco`, "true");
    localStorage.setItem(`lesson_watched_${COURSE}_about-marco`, "100");
    localStorage.setItem(`lesson_position_${COURSE}_setup-indicator`, "90");
    localStorage.setItem(
      "progress_changed_at",
      JSON.stringify({ [`${COURSE}/setup-indicator`]: { completed: "2026-11-24T12:00:00.000Z" } }),
    );
    localStorage.setItem(`lesson_completed_${COURSE}_setup-indicator`, "true");
    applyServerProgress([
      serverLesson("about-marco", {
        completed: false,
        completedChangedAt: "2026-11-24T09:00:00.000Z",
        watchedSeconds: 50,
      }),
      serverLesson("setup-indicator", {
        completed: false,
        completedChangedAt: "2026-11-24T11:00:00.000Z",
        positionSeconds: 0,
        positionChangedAt: "2026-11-24T11:00:00.000Z",
      }),
      serverLesson("member-area-support", { completed: true, completedChangedAt: LONG_AGO, watchedSeconds: 42 }),
    ]);
    expect(localStorage.getItem(`lesson_completed_${COURSE}_about-marco`)).toBeNull();
    expect(localStorage.getItem(`lesson_watched_${COURSE}_about-marco`)).toBe("100");
    expect(localStorage.getItem(`lesson_completed_${COURSE}_setup-indicator`)).toBe("true");
    expect(localStorage.getItem(`lesson_position_${COURSE}_setup-indicator`)).toBeNull();
    expect(localStorage.getItem(`lesson_completed_${COURSE}_member-area-support`)).toBe("true");
    expect(localStorage.getItem(`lesson_watched_${COURSE}_member-area-support`)).toBe("42");
    expect(readChangeMoments()).toEqual({
      [`${COURSE}/about-marco`]: { completed: "2026-11-24T09:00:00.000Z" },
      [`${COURSE}/setup-indicator`]: {
        completed: "2026-11-24T12:00:00.000Z",
        position: "2026-11-24T11:00:00.000Z",
      },
      [`${COURSE}/member-area-support`]: { completed: LONG_AGO },
    });
  });
});

describe("the reports of a signed-in page", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function recorder(answers: ((report: LessonReport[]) => LessonProgress[])[] = []) {
    const sent: { report: LessonReport[]; keepalive: boolean }[] = [];
    const send = vi.fn(async (report: LessonReport[], { keepalive }: { keepalive: boolean }) => {
      sent.push({ report, keepalive });
      const answer = answers.shift();
      return answer ? answer(report) : [];
    });
    return { sent, send };
  }

  test("a change is reported after the delay asked for, several changes in one report", async () => {
    const { sent, send } = recorder();
    const syncer = createProgressSyncer(send);
    setLessonCompleted(COURSE, "about-marco", true);
    syncer.syncWithin(30_000);
    syncer.syncWithin(1_000);
    setLessonCompleted(COURSE, "setup-indicator", true);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.report.map((entry) => entry.lesson)).toEqual(["about-marco", "setup-indicator"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    syncer.stop();
  });

  test("a failed report is tried again, and the answer is written back", async () => {
    let calls = 0;
    const send = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError("offline", undefined);
      return [serverLesson("about-marco", { completed: true, completedChangedAt: "2026-11-24T09:00:00.000Z" })];
    });
    const syncer = createProgressSyncer(send);
    syncer.syncNow();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(`lesson_completed_${COURSE}_about-marco`)).toBe("true");
    syncer.stop();
  });

  test("a lesson the server does not know is left out, and the rest is reported again at once", async () => {
    setLessonCompleted(COURSE, "about-marco", true);
    setLessonCompleted(COURSE, "removed-lesson", true);
    const reports: string[][] = [];
    const send = vi.fn(async (report: LessonReport[]) => {
      reports.push(report.map((entry) => entry.lesson));
      if (report.some((entry) => entry.lesson === "removed-lesson"))
        throw new ApiError("unknown", 422, { error: "unknown", lesson: `${COURSE}/removed-lesson` });
      return [];
    });
    const syncer = createProgressSyncer(send);
    syncer.syncNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(reports).toEqual([["about-marco", "removed-lesson"], ["about-marco"]]);
    syncer.stop();
  });

  test("leaving the page sends what changed since the last report, with keepalive, and nothing when nothing did", async () => {
    const { sent, send } = recorder();
    const syncer = createProgressSyncer(send);
    syncer.syncNow();
    await vi.advanceTimersByTimeAsync(0);
    syncer.flushOnLeave();
    expect(sent).toHaveLength(1);
    setLessonCompleted(COURSE, "about-marco", true);
    syncer.syncWithin(1_000);
    syncer.flushOnLeave();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ keepalive: true, report: [{ lesson: "about-marco" }] });
    syncer.stop();
  });

  test("a change announces itself: urgent for a completion, not for a position", () => {
    const urgent: boolean[] = [];
    const listener = (event: Event) => urgent.push((event as CustomEvent<{ urgent: boolean }>).detail.urgent);
    window.addEventListener(PROGRESS_CHANGE_EVENT, listener);
    setLessonCompleted(COURSE, "about-marco", true);
    saveLessonPosition(COURSE, "about-marco", 12);
    window.removeEventListener(PROGRESS_CHANGE_EVENT, listener);
    expect(urgent).toEqual([true, false]);
  });
});
