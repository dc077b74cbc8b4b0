import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { COURSE_SOURCES } from "@shared/courses";
import { PROGRESS_MAX_LESSONS } from "@shared/progress-rules";
import { type CallOptions, createTestClient, registration } from "../api/testing/test-client";
import { BACKENDS } from "../db/testing/test-database";
import { startTestServer, useTestServer } from "../api/testing/test-server";
import { tables } from "../db/tables";

const MINUTE = 60_000;
const COURSE = "bitcoin-profit-scout";
/** 8 minutes in the course file: at most 9 minutes count as watched. */
const LESSON = "about-marco";
const OTHER_LESSON = "member-area-support";

describe.each(BACKENDS)("/api/progress on %s", (backend) => {
  const context = useTestServer(backend);

  async function member() {
    const client = createTestClient(context.server.origin);
    const registered = await client.call("/register", { body: registration() });
    const bearer = registered.json.accessToken as string;
    const id = (registered.json.user as { id: string }).id;
    const progress = (options: CallOptions = {}) => client.call("", { base: "/api/progress", bearer, ...options });
    const report = (...lessons: Record<string, unknown>[]) => progress({ body: { lessons } });
    const read = async () => (await progress({ method: "GET" })).json.lessons as Record<string, unknown>[];
    return { client, bearer, id, progress, report, read };
  }

  /** A moment `minutes` from the server's now, as the browser sends it. */
  const at = (minutes: number) => new Date(context.server.clock.now().getTime() + minutes * MINUTE).toISOString();

  test("a new member has no progress; a report is stored and answered back, and repeating it changes nothing", async () => {
    const { report, read } = await member();
    expect(await read()).toEqual([]);
    const completedAt = at(-5);
    const body = {
      course: COURSE,
      lesson: LESSON,
      completed: { value: true, at: completedAt },
      position: { seconds: 125, at: completedAt },
      watchedSeconds: 130.5,
    };
    const first = await report(body);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const expected = [
      {
        course: COURSE,
        lesson: LESSON,
        completed: true,
        completedChangedAt: completedAt,
        positionSeconds: 125,
        positionChangedAt: completedAt,
        watchedSeconds: 130.5,
      },
    ];
    expect(first.json).toEqual({ lessons: expected });
    expect((await report(body)).json).toEqual({ lessons: expected });
    expect(await read()).toEqual(expected);
  });

  test("the later change of the completed flag wins, in whichever order the reports arrive", async () => {
    const { report, read } = await member();
    await report({ course: COURSE, lesson: LESSON, completed: { value: true, at: at(-10) } });
    // An undo made earlier on another device, arriving late: the completion stays.
    await report({ course: COURSE, lesson: LESSON, completed: { value: false, at: at(-20) } });
    expect(await read()).toMatchObject([{ lesson: LESSON, completed: true, completedChangedAt: at(-10) }]);
    // An undo after the completion undoes it.
    await report({ course: COURSE, lesson: LESSON, completed: { value: false, at: at(-5) } });
    expect(await read()).toMatchObject([{ lesson: LESSON, completed: false, completedChangedAt: at(-5) }]);
    // A completion a browser kept from before it knew moments (sent as 1970) does not undo the undo.
    await report({ course: COURSE, lesson: LESSON, completed: { value: true, at: new Date(0).toISOString() } });
    expect(await read()).toMatchObject([{ lesson: LESSON, completed: false }]);
    // Completing it again later completes it.
    await report({ course: COURSE, lesson: LESSON, completed: { value: true, at: at(-1) } });
    expect(await read()).toMatchObject([{ lesson: LESSON, completed: true, completedChangedAt: at(-1) }]);
  });

  test("the later position wins, the seconds watched only grow and stop at the lesson's length", async () => {
    const { report, read } = await member();
    await report({ course: COURSE, lesson: LESSON, position: { seconds: 300, at: at(-2) }, watchedSeconds: 200 });
    await report({ course: COURSE, lesson: LESSON, position: { seconds: 40, at: at(-3) }, watchedSeconds: 150 });
    expect(await read()).toMatchObject([{ positionSeconds: 300, positionChangedAt: at(-2), watchedSeconds: 200 }]);
    await report({ course: COURSE, lesson: LESSON, position: { seconds: 40, at: at(-1) }, watchedSeconds: 5000 });
    expect(await read()).toMatchObject([{ positionSeconds: 40, watchedSeconds: 9 * 60 }]);
    // A lesson without a video counts no seconds watched.
    await report({ course: "arbitrage-bot", lesson: "coming-soon", watchedSeconds: 100 });
    expect((await read()).find((lesson) => lesson.course === "arbitrage-bot")).toMatchObject({ watchedSeconds: 0 });
  });

  test("a moment in the future counts as now, so a clock running ahead cannot win every later merge", async () => {
    const { report, read } = await member();
    await report({ course: COURSE, lesson: LESSON, completed: { value: true, at: at(60 * 24) } });
    expect(await read()).toMatchObject([{ completed: true, completedChangedAt: at(0) }]);
    context.server.clock.advance(MINUTE);
    await report({ course: COURSE, lesson: LESSON, completed: { value: false, at: at(0) } });
    expect(await read()).toMatchObject([{ completed: false }]);
  });

  test("a report of every lesson of every course, each with every part, fits in one call", async () => {
    const { report, read } = await member();
    const lessons = COURSE_SOURCES.flatMap((course) =>
      course.lessons.map((lesson) => ({
        course: course.slug,
        lesson: lesson.slug,
        completed: { value: true, at: at(-1) },
        position: { seconds: 86_400, at: at(-1) },
        watchedSeconds: 86_399.9,
      })),
    );
    const result = await report(...lessons);
    expect(result.status).toBe(200);
    expect(await read()).toHaveLength(lessons.length);
  });

  test("a lesson listed in two courses keeps its progress per course", async () => {
    const { report, read } = await member();
    const change = { lesson: "altcoin-dynamics", completed: { value: true, at: at(-1) } };
    expect((await report({ course: COURSE, ...change })).status).toBe(200);
    expect(await read()).toMatchObject([{ course: COURSE, lesson: "altcoin-dynamics", completed: true }]);
  });

  test("reports sent at the same moment all count", async () => {
    const { report, read } = await member();
    const results = await Promise.all(
      [LESSON, OTHER_LESSON, LESSON, OTHER_LESSON].map((lesson, index) =>
        report({ course: COURSE, lesson, watchedSeconds: 10 * (index + 1) }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(await read()).toMatchObject([
      { lesson: LESSON, watchedSeconds: 30 },
      { lesson: OTHER_LESSON, watchedSeconds: 40 },
    ]);
  });

  test("a member reads and writes only their own progress", async () => {
    const ada = await member();
    const grace = await member();
    await ada.report({ course: COURSE, lesson: LESSON, completed: { value: true, at: at(-1) } });
    expect(await grace.read()).toEqual([]);
    await grace.report({ course: COURSE, lesson: LESSON, completed: { value: false, at: at(0) } });
    expect(await ada.read()).toMatchObject([{ completed: true }]);
    const rows = await context.database.db
      .select()
      .from(tables(context.database.db).lessonProgress)
      .where(eq(tables(context.database.db).lessonProgress.userId, ada.id));
    expect(rows).toHaveLength(1);
  });

  test("without a valid bearer token the answer is 401 in the member's language", async () => {
    const visitor = createTestClient(context.server.origin);
    const read = await visitor.call("", { base: "/api/progress", method: "GET" });
    expect(read.status).toBe(401);
    expect(read.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    const german = await visitor.call("", {
      base: "/api/progress",
      bearer: "not-a-token",
      headers: { "X-User-Language": "de" },
      body: { lessons: [] },
    });
    expect(german.status).toBe(401);
    expect(german.json).toEqual({ error: "Nicht autorisiert" });
  });

  test("an unknown course or lesson refuses the whole report with 422, and nothing is written", async () => {
    const { report, read, progress } = await member();
    const good = { course: COURSE, lesson: LESSON, watchedSeconds: 10 };
    const unknownLesson = await report(good, { course: COURSE, lesson: "no-such-lesson", watchedSeconds: 10 });
    expect(unknownLesson.status).toBe(422);
    expect(unknownLesson.json).toEqual({
      error: `There is no lesson '${COURSE}/no-such-lesson' (expected: course/lesson).`,
      lesson: `${COURSE}/no-such-lesson`,
    });
    const unknownCourse = await progress({
      headers: { "X-User-Language": "de" },
      body: { lessons: [good, { course: "no-such-course", lesson: LESSON, watchedSeconds: 10 }] },
    });
    expect(unknownCourse.status).toBe(422);
    expect(unknownCourse.json).toEqual({
      error: `Eine Lektion „no-such-course/${LESSON}“ gibt es nicht (erwartet: Kurs/Lektion).`,
      lesson: `no-such-course/${LESSON}`,
    });
    const twice = await report(good, good);
    expect(twice.status).toBe(422);
    expect(twice.json).toEqual({ error: `The lesson '${COURSE}/${LESSON}' appears more than once.` });
    expect(await read()).toEqual([]);
  });

  test.each([
    ["a list instead of an object", [], 400],
    ["no lessons field", {}, 422],
    ["an unknown field", { lessons: [], extra: 1 }, 422],
    ["a lesson reporting nothing", { lessons: [{ course: COURSE, lesson: LESSON }] }, 422],
    ["an unknown lesson field", { lessons: [{ course: COURSE, lesson: LESSON, watchedSeconds: 1, score: 5 }] }, 422],
    [
      "a moment that is no date",
      { lessons: [{ course: COURSE, lesson: LESSON, completed: { value: true, at: "yesterday" } }] },
      422,
    ],
    [
      "a negative position",
      { lessons: [{ course: COURSE, lesson: LESSON, position: { seconds: -1, at: new Date().toISOString() } }] },
      422,
    ],
    [
      "a fractional position",
      { lessons: [{ course: COURSE, lesson: LESSON, position: { seconds: 1.5, at: new Date().toISOString() } }] },
      422,
    ],
    ["seconds watched as text", { lessons: [{ course: COURSE, lesson: LESSON, watchedSeconds: "10" }] }, 422],
    [
      "too many lessons",
      {
        lessons: Array.from({ length: PROGRESS_MAX_LESSONS + 1 }, () => ({
          course: COURSE,
          lesson: LESSON,
          watchedSeconds: 1,
        })),
      },
      422,
    ],
  ])("%s is refused with %s and writes nothing", async (_name, body, status) => {
    const { progress, read } = await member();
    const result = await progress({ body });
    expect(result.status).toBe(status);
    expect(typeof result.json.error).toBe("string");
    expect(await read()).toEqual([]);
  });

  test("a body that is not JSON, not declared JSON or too large gets 400, 415 and 413", async () => {
    const { progress } = await member();
    expect((await progress({ rawBody: "{", headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await progress({ rawBody: "lessons", headers: { "Content-Type": "text/plain" } })).status).toBe(415);
    const large = JSON.stringify({ lessons: [{ course: "x".repeat(100_000), lesson: LESSON, watchedSeconds: 1 }] });
    expect((await progress({ rawBody: large, headers: { "Content-Type": "application/json" } })).status).toBe(413);
  });

  test("other methods get 405 with the allowed ones", async () => {
    const { progress } = await member();
    const result = await progress({ method: "DELETE" });
    expect(result.status).toBe(405);
    expect(result.headers.get("allow")).toBe("GET, HEAD, POST");
  });
});

describe.each(BACKENDS)("/api/progress rate limit on %s", (backend) => {
  const context = useTestServer(backend);

  test("a member's calls beyond the hourly limit get 429 with Retry-After, other members go on", async () => {
    const server = await startTestServer(context.database.db, {
      config: { rateLimits: { progressCallsPerMember: { limit: 3, windowMs: 60 * MINUTE } } },
    });
    try {
      const signUp = async () => {
        const client = createTestClient(server.origin);
        const registered = await client.call("/register", { body: registration() });
        const bearer = registered.json.accessToken as string;
        return () => client.call("", { base: "/api/progress", method: "GET", bearer });
      };
      const busy = await signUp();
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await busy()).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await busy();
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await (await signUp())()).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
