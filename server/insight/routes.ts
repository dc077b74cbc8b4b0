import type { RouteTable } from "../api/app";
import type { ApiContext } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { messageLanguage } from "../api/messages";
import { signedInAdmin } from "../api/signed-in-admin";
import { jsonError } from "../http/json-error";
import { todayInReceiptZone } from "@shared/cancellation-rules";
import { INSIGHT_PERIODS, INSIGHT_TABLES, type InsightPeriod, type InsightTable } from "@shared/course-insight";
import { insightCsv } from "./csv";
import { activeMembersPerWeek, courseDetail, courseFunnels, periodStart } from "./queries";

/**
 * The Courses section of the owner's dashboard (docs/decisions/042-course-insight.md),
 * mounted at /api/insight: figures counted from the stored lesson progress, never a
 * member's own row. Admins only, as every dashboard call.
 */
export function insightRoutes(deps: ApiDependencies): RouteTable {
  return [
    ["/courses", { GET: overview(deps) }],
    ["/courses/:course", { GET: course(deps) }],
    ["/export/:table", { GET: exportTable(deps) }],
  ];
}

/** The address's `period` (absent means all time), or the 422 answer that refuses it. */
function periodOf(c: ApiContext): InsightPeriod | Response {
  const asked = c.req.query("period") ?? "all";
  return (INSIGHT_PERIODS as readonly string[]).includes(asked)
    ? (asked as InsightPeriod)
    : jsonError(c, 422, c.get("messages").contactQuery("period"));
}

/** The admin and the period, or the answer that ends the request. */
async function admitted(c: ApiContext, deps: ApiDependencies) {
  const admin = await signedInAdmin(c, deps);
  if (admin instanceof Response) return admin;
  const period = periodOf(c);
  if (period instanceof Response) return period;
  const now = deps.clock();
  return { period, now, since: periodStart(period, now) };
}

/** GET /courses?period=all|90|30: every course's members started and completed, its funnel, and active members per week. */
function overview(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const asked = await admitted(c, deps);
    if (asked instanceof Response) return asked;
    const [courses, activePerWeek] = await Promise.all([
      courseFunnels(deps.db, asked.since),
      activeMembersPerWeek(deps.db, asked.now),
    ]);
    return c.json({ period: asked.period, since: asked.since?.toISOString() ?? null, courses, activePerWeek }, 200);
  };
}

/** GET /courses/:course?period=…: the course's funnel with each lesson's median share watched and where members stop. */
function course(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const asked = await admitted(c, deps);
    if (asked instanceof Response) return asked;
    const detail = await courseDetail(deps.db, c.req.param("course") ?? "", asked.since);
    if (!detail) return jsonError(c, 404, c.get("messages").notFound);
    return c.json({ period: asked.period, since: asked.since?.toISOString() ?? null, ...detail }, 200);
  };
}

/** GET /export/:table?period=…(&course=…): one table of the section as CSV, the same figures as the page. */
function exportTable(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const asked = await admitted(c, deps);
    if (asked instanceof Response) return asked;
    const table = c.req.param("table") as InsightTable;
    if (!INSIGHT_TABLES.includes(table)) return jsonError(c, 404, c.get("messages").notFound);
    const language = messageLanguage(c.req.header("x-user-language"));
    let text: string;
    let name: string = table;
    if (table === "lessons") {
      const detail = await courseDetail(deps.db, c.req.query("course") ?? "", asked.since);
      if (!detail) return jsonError(c, 404, c.get("messages").notFound);
      text = insightCsv(table, language, { lessons: detail.lessons });
      name = `${table}-${detail.course}`;
    } else if (table === "weeks") {
      text = insightCsv(table, language, { weeks: await activeMembersPerWeek(deps.db, asked.now) });
    } else {
      text = insightCsv(table, language, { funnels: await courseFunnels(deps.db, asked.since) });
    }
    const period = asked.period === "all" ? "" : `-${asked.period}d`;
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${name}${period}-${todayInReceiptZone(asked.now)}.csv"`);
    return c.body(text, 200);
  };
}
