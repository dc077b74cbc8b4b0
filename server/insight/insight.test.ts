import { describe, expect, test } from "vitest";
import { COURSE_SOURCES } from "@shared/courses";
import { TEXT_ONLY } from "@shared/courses/text-only";
import { type CallOptions, createTestClient, registration } from "../api/testing/test-client";
import { turnOnSecondFactor } from "../auth/testing/second-factor";
import { setRole } from "../auth/users";
import { BACKENDS } from "../db/testing/test-database";
import { useTestServer } from "../api/testing/test-server";
import { medianOfCounts, weekStart } from "./queries";

const DAY = 24 * 60 * 60 * 1000;
const COURSE = COURSE_SOURCES[0]!;
const LESSONS = COURSE.lessons.map((lesson) => lesson.slug);
/** 8 minutes in the course file: 480 seconds of video. */
const LESSON = "about-marco";

interface Step {
  lesson: string;
  reached: number;
  completed: number;
}
interface Funnel {
  course: string;
  started: number;
  completed: number;
  lessons: Step[];
}
interface Overview {
  period: string;
  courses: Funnel[];
  activePerWeek: { weekStart: string; members: number }[];
}
interface Detail extends Funnel {
  lessons: (Step & { videoSeconds: number; medianWatched: number | null; stops: number[] })[];
}

describe.each(BACKENDS)("/api/insight on %s", (backend) => {
  /** A member who reports progress through the progress API, as their lesson pages do. */
  function members(context: ReturnType<typeof useTestServer>) {
    /** A moment `days` before the server's now, as the browser sends it. */
    const ago = (days: number) => new Date(context.server.clock.now().getTime() - days * DAY).toISOString();

    async function member() {
      const client = createTestClient(context.server.origin);
      const body = registration();
      const registered = await client.call("/register", { body });
      const bearer = registered.json.accessToken as string;
      const report = async (...lessons: Record<string, unknown>[]) => {
        const result = await client.call("", { base: "/api/progress", bearer, body: { lessons } });
        expect(result.status, JSON.stringify(result.json)).toBe(200);
      };
      /** Played `lesson` of the course up to `position` seconds, `watched` seconds in all, `daysAgo`. */
      const play = (lesson: string, position: number, watched = position, daysAgo = 0) =>
        report({
          course: COURSE.slug,
          lesson,
          position: { seconds: position, at: ago(daysAgo) },
          watchedSeconds: watched,
        });
      const complete = (lessons: string[], daysAgo = 0) =>
        report(
          ...lessons.map((lesson) => ({ course: COURSE.slug, lesson, completed: { value: true, at: ago(daysAgo) } })),
        );
      return { client, body, bearer, play, complete };
    }

    async function admin() {
      const { client, body, bearer } = await member();
      await setRole(context.database.db, body.email, "admin");
      await turnOnSecondFactor(client, bearer, body.password, context.server.clock);
      const get = async <T>(path: string, status = 200, options: CallOptions = {}) => {
        const result = await client.call(path, { base: "/api/insight", method: "GET", bearer, ...options });
        expect(result.status, JSON.stringify(result.json)).toBe(status);
        return result.json as unknown as T;
      };
      return { client, bearer, get };
    }
    return { member, admin };
  }

  describe("the funnel", () => {
    const context = useTestServer(backend);
    const { member, admin } = members(context);

    test("counts who started and completed the course and each lesson, in the course's order", async () => {
      const owner = await admin();
      const empty = await owner.get<Overview>("/courses");
      expect(empty.courses.map((course) => course.course)).toEqual(COURSE_SOURCES.map((course) => course.slug));
      expect(empty.courses[0]).toMatchObject({ started: 0, completed: 0 });

      const all = await member();
      await all.complete(LESSONS);
      const two = await member();
      await two.play(LESSONS[0]!, 100);
      await two.complete([LESSONS[0]!]);
      await two.play(LESSONS[1]!, 30);
      const one = await member();
      await one.play(LESSONS[0]!, 20);

      const { courses } = await owner.get<Overview>("/courses");
      const funnel = courses.find((course) => course.course === COURSE.slug)!;
      expect(funnel).toMatchObject({ started: 3, completed: 1 });
      expect(funnel.lessons.map((step) => step.lesson)).toEqual(LESSONS);
      expect(funnel.lessons[0]).toEqual({ lesson: LESSONS[0], reached: 3, completed: 2 });
      expect(funnel.lessons[1]).toEqual({ lesson: LESSONS[1], reached: 2, completed: 1 });
      for (const step of funnel.lessons.slice(2)) expect(step).toMatchObject({ reached: 1, completed: 1 });
      for (const other of courses.filter((course) => course.course !== COURSE.slug))
        expect(other).toMatchObject({ started: 0, completed: 0 });

      // The course view answers the same funnel.
      const detail = await owner.get<Detail>(`/courses/${COURSE.slug}`);
      expect(detail).toMatchObject({ course: COURSE.slug, started: 3, completed: 1 });
      expect(detail.lessons.map(({ lesson, reached, completed }) => ({ lesson, reached, completed }))).toEqual(
        funnel.lessons,
      );
    });

    test("an undone completion no longer counts", async () => {
      const owner = await admin();
      const before = (await owner.get<Detail>(`/courses/${COURSE.slug}`)).lessons[0]!;
      const undoing = await member();
      await undoing.complete([LESSONS[0]!], 1);
      expect((await owner.get<Detail>(`/courses/${COURSE.slug}`)).lessons[0]).toMatchObject({
        reached: before.reached + 1,
        completed: before.completed + 1,
      });
      await undoing.client.call("", {
        base: "/api/progress",
        bearer: undoing.bearer,
        body: {
          lessons: [
            {
              course: COURSE.slug,
              lesson: LESSONS[0],
              completed: { value: false, at: new Date(context.server.clock.now()).toISOString() },
            },
          ],
        },
      });
      expect((await owner.get<Detail>(`/courses/${COURSE.slug}`)).lessons[0]).toMatchObject({
        reached: before.reached + 1,
        completed: before.completed,
      });
    });

    test("an unknown course is 404, an unknown period 422", async () => {
      const owner = await admin();
      await owner.get("/courses/no-such-course", 404);
      await owner.get("/courses?period=7", 422);
      await owner.get(`/courses/${COURSE.slug}?period=year`, 422);
    });
  });

  describe("where members stop", () => {
    const context = useTestServer(backend);
    const { member, admin } = members(context);

    test("the median share watched and the last positions in tenths of the video", async () => {
      const owner = await admin();
      const lessonOf = async () =>
        (await owner.get<Detail>(`/courses/${COURSE.slug}`)).lessons.find((lesson) => lesson.lesson === LESSON)!;
      const none = await lessonOf();
      expect(none).toMatchObject({ videoSeconds: 480, medianWatched: null, stops: Array(10).fill(0) });

      // 480 seconds: 48 s is 10 %, 120 s 25 %, 300 s 62.5 % (62 in whole percent), 600 s all of it.
      for (const [position, watched] of [
        [40, 48],
        [190, 120],
        [200, 300],
      ] as const)
        await (await member()).play(LESSON, position, watched);
      let lesson = await lessonOf();
      expect(lesson.medianWatched).toBe(0.25);
      expect(lesson.stops).toEqual([1, 0, 0, 1, 1, 0, 0, 0, 0, 0]);

      // An even number of members: the mean of the two middle ones.
      await (await member()).play(LESSON, 480, 540);
      lesson = await lessonOf();
      expect(lesson.medianWatched).toBe((0.25 + 0.62) / 2);
      expect(lesson.stops).toEqual([1, 0, 0, 1, 1, 0, 0, 0, 0, 1]);

      // Three more stop at minute 3 (180 to 191 s: the fourth tenth of 8 minutes): the chart moves there.
      for (const position of [180, 185, 191]) await (await member()).play(LESSON, position);
      lesson = await lessonOf();
      expect(lesson.stops).toEqual([1, 0, 0, 4, 1, 0, 0, 0, 0, 1]);
      expect(lesson.reached).toBe(7);
    });

    test("a lesson without a video has no median and no stops", async () => {
      const owner = await admin();
      const textOnly = COURSE_SOURCES.flatMap((course) =>
        course.lessons
          .filter((lesson) => "videoId" in lesson && lesson.videoId.en === TEXT_ONLY && lesson.videoId.de === TEXT_ONLY)
          .map((lesson) => ({ course: course.slug, lesson: lesson.slug })),
      )[0];
      if (!textOnly) return;
      const detail = await owner.get<Detail>(`/courses/${textOnly.course}`);
      expect(detail.lessons.find((lesson) => lesson.lesson === textOnly.lesson)).toMatchObject({
        videoSeconds: 0,
        medianWatched: null,
        stops: [],
      });
    });
  });

  describe("periods and weeks", () => {
    const context = useTestServer(backend);
    const { member, admin } = members(context);

    test("the last 30 and 90 days count only what happened then; all time counts everything", async () => {
      const owner = await admin();
      const old = await member();
      await old.play(LESSON, 100, 100, 120);
      await old.complete([LESSON], 120);
      const middle = await member();
      await middle.play(LESSON, 200, 200, 60);
      await middle.complete([LESSON], 60);
      const recent = await member();
      await recent.play(LESSON, 300, 300, 5);

      const lessonIn = async (period: string) => {
        const detail = await owner.get<Detail>(`/courses/${COURSE.slug}${period ? `?period=${period}` : ""}`);
        return { started: detail.started, ...detail.lessons.find((lesson) => lesson.lesson === LESSON)! };
      };
      expect(await lessonIn("")).toMatchObject({ started: 3, reached: 3, completed: 2 });
      expect(await lessonIn("all")).toMatchObject({ started: 3, reached: 3, completed: 2 });
      const ninety = await lessonIn("90");
      expect(ninety).toMatchObject({ started: 2, reached: 2, completed: 1 });
      expect(ninety.stops.reduce((sum, n) => sum + n, 0)).toBe(2);
      const thirty = await lessonIn("30");
      expect(thirty).toMatchObject({ started: 1, reached: 1, completed: 0, medianWatched: 0.62 });
      expect(thirty.stops).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);

      const overview = await owner.get<Overview>("/courses?period=30");
      expect(overview.period).toBe("30");
      expect(overview.courses[0]).toMatchObject({ started: 1, completed: 0 });
    });

    test("active members per week: the last 12 weeks, each member once a week", async () => {
      const owner = await admin();
      const now = context.server.clock.now();
      const weeks = (await owner.get<Overview>("/courses")).activePerWeek;
      expect(weeks).toHaveLength(12);
      expect(weeks.at(-1)!.weekStart).toBe(weekStart(now).toISOString().slice(0, 10));
      const before = weeks.map((week) => week.members);

      // Three lessons this week count once; a completion three weeks ago counts then; a
      // visit 20 weeks ago is outside the chart.
      const busy = await member();
      await busy.play(LESSONS[0]!, 10);
      await busy.play(LESSONS[1]!, 10);
      await busy.complete([LESSONS[2]!]);
      await busy.complete([LESSONS[3]!], 21);
      await busy.play(LESSONS[4]!, 10, 10, 140);
      const after = (await owner.get<Overview>("/courses")).activePerWeek.map((week) => week.members);
      const threeWeeksAgo = weeks.findIndex(
        (week) =>
          week.weekStart ===
          weekStart(new Date(now.getTime() - 21 * DAY))
            .toISOString()
            .slice(0, 10),
      );
      const expected = [...before];
      expected[11]! += 1;
      expected[threeWeeksAgo]! += 1;
      expect(after).toEqual(expected);
    });
  });

  describe("who may see it", () => {
    const context = useTestServer(backend);
    const { member, admin } = members(context);

    test("a member who is no admin is refused, a visitor signed out too", async () => {
      const { client, bearer } = await member();
      for (const path of ["/courses", `/courses/${COURSE.slug}`, "/export/courses"]) {
        const asMember = await client.call(path, { base: "/api/insight", method: "GET", bearer });
        expect(asMember.status).toBe(403);
        const signedOut = await client.call(path, { base: "/api/insight", method: "GET" });
        expect(signedOut.status).toBe(401);
      }
    });

    test("each table as CSV: the page's figures, headings in the admin's language", async () => {
      const owner = await admin();
      const learner = await member();
      await learner.play(LESSON, 190, 240);
      await learner.complete([LESSON]);
      const csv = async (path: string, language = "en") => {
        const response = await fetch(`${context.server.origin}/api/insight${path}`, {
          headers: { Authorization: `Bearer ${owner.bearer}`, "X-User-Language": language },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
        expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
        return (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
      };
      const courses = await csv("/export/courses");
      expect(courses[0]).toBe('"Course","Started","Completed","Completion rate (%)"');
      expect(courses[1]).toBe(`"${COURSE.title.en}","1","0","0"`);
      const german = await csv("/export/courses?period=30", "de");
      expect(german[0]).toBe('"Kurs";"Begonnen";"Abgeschlossen";"Abschlussquote (%)"');
      const funnel = await csv("/export/funnel");
      expect(funnel[1]).toBe(`"${COURSE.title.en}","1","${LESSONS[0]}","1","1"`);
      const lessons = await csv(`/export/lessons?course=${COURSE.slug}`);
      expect(lessons[0]).toMatch(/^"No\.","Lesson","Reached","Completed","Median watched \(%\)","Stopped at 0–10 %",/);
      expect(lessons[1]).toBe(`"1","${LESSON}","1","1","50","0","0","0","1","0","0","0","0","0","0"`);
      const weeks = await csv("/export/weeks");
      expect(weeks).toHaveLength(12 + 2);
      expect(weeks[12]).toMatch(/^"\d{4}-\d{2}-\d{2}","1"$/);
      const missing = await fetch(`${context.server.origin}/api/insight/export/lessons?course=nope`, {
        headers: { Authorization: `Bearer ${owner.bearer}` },
      });
      expect(missing.status).toBe(404);
    });
  });
});

describe("medianOfCounts", () => {
  test("the middle value, or the mean of the two middle ones", () => {
    expect(medianOfCounts(new Map())).toBeNull();
    expect(medianOfCounts(new Map([[5, 1]]))).toBe(5);
    expect(
      medianOfCounts(
        new Map([
          [10, 2],
          [0, 1],
        ]),
      ),
    ).toBe(10);
    expect(
      medianOfCounts(
        new Map([
          [10, 1],
          [20, 1],
        ]),
      ),
    ).toBe(15);
    expect(
      medianOfCounts(
        new Map([
          [100, 3],
          [0, 3],
        ]),
      ),
    ).toBe(50);
  });
});
