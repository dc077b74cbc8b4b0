import { openSetupItems, SETUP_GROUPS, type SetupGroup } from "@shared/setup-check";
import { count, desc, gte, sql } from "drizzle-orm";
import { cancellationColumns, carryOutByOwner } from "../cancellation";
import { LIST_PAGE_MAX } from "@shared/page-params";
import type { Database } from "../db";
import type { RouteTable } from "../api/app";
import type { ApiDependencies } from "../api/dependencies";
import { jsonError } from "../http/json-error";
import { isSqlite, tables } from "../db/tables";
import { countActiveSubscriptions, revenueByCurrency, unreadableStripeEvents } from "../payments";
import { forAdmins } from "../api/signed-in-admin";
import { recordAudit } from "../crm";
import { countMailByState, requeueFailedMail } from "../mail";

/** How far back the sign-ups chart reaches. */
export const SIGN_UP_WEEKS = 12;
const LATEST_CANCELLATIONS = 10;
/** Cancellations per page of the full list. */
export const CANCELLATIONS_PAGE_SIZE = 25;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The owner's dashboard API (docs/decisions/015-admin-role.md), mounted at /api/admin. Every
 * call checks the role in the database, not in the token: revoking an admin takes effect
 * with their next call.
 */
export function adminRoutes(deps: ApiDependencies): RouteTable {
  return [
    ["/overview", { GET: overview(deps) }],
    ["/cancellations", { GET: cancellationList(deps) }],
    ["/cancellations/:id/carry-out", { POST: carryOutByOwner(deps) }],
    ["/mail/send-again", { POST: sendMailAgain(deps) }],
  ];
}

/** What check-setup lists, read from the server's own settings as the command reads them. */
function openSetupGroups(): { group: SetupGroup; names: string[] }[] {
  const items = openSetupItems(process.env);
  return (Object.keys(SETUP_GROUPS) as SetupGroup[])
    .map((group) => ({ group, names: items.filter((item) => item.group === group).map((item) => item.name) }))
    .filter((entry) => entry.names.length > 0);
}

const withIsoMoment = <Row extends { receivedAt: Date }>(row: Row) => ({
  ...row,
  receivedAt: row.receivedAt.toISOString(),
});

/**
 * GET /api/admin/cancellations?page=N: every cancellation received, newest first, a page of
 * 25 at a time, with how many there are, from members and from visitors without an account
 * alike (docs/decisions/014-cancellation-button.md).
 */
function cancellationList(deps: ApiDependencies) {
  const { cancellations } = tables(deps.db);
  return forAdmins(deps, async (c) => {
    const asked = c.req.query("page");
    const page = asked === undefined ? 1 : Number(asked);
    if (!Number.isInteger(page) || page < 1 || page > LIST_PAGE_MAX)
      return jsonError(c, 422, c.get("messages").contactQuery("page"));
    const [[total], rows] = await Promise.all([
      deps.db.select({ value: count() }).from(cancellations),
      deps.db
        .select({ id: cancellations.id, ...cancellationColumns(deps.db) })
        .from(cancellations)
        .orderBy(desc(cancellations.receivedAt), desc(cancellations.id))
        .limit(CANCELLATIONS_PAGE_SIZE)
        .offset((page - 1) * CANCELLATIONS_PAGE_SIZE),
    ]);
    return c.json(
      {
        total: Number(total?.value ?? 0),
        pageSize: CANCELLATIONS_PAGE_SIZE,
        cancellations: rows.map(withIsoMoment),
      },
      200,
    );
  });
}

/**
 * Sign-ups counted per week by the database, so the figure costs one grouped query however
 * many contacts there are: the week's number counts from `firstWeek` (0, 1, …).
 */
async function signUpsPerWeekSince(db: Database, firstWeek: Date): Promise<{ week: number; signUps: number }[]> {
  const { users } = tables(db);
  // Numbers of the server's own, written into the SQL: the grouped expression must be the
  // same text in SELECT and GROUP BY, which parameters would make two different ones.
  const start = sql.raw(String(firstWeek.getTime()));
  const milliseconds = isSqlite(db)
    ? sql`(${users.createdAt} - ${start})`
    : sql`(extract(epoch from ${users.createdAt}) * 1000 - ${start})`;
  const week = sql<number>`cast(floor(${milliseconds} / ${sql.raw(String(WEEK_MS))}) as integer)`.mapWith(Number);
  return db.select({ week, signUps: count() }).from(users).where(gte(users.createdAt, firstWeek)).groupBy(week);
}

/** Monday 00:00 UTC of the week a moment falls in. */
export function weekStart(moment: Date): Date {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
}

/**
 * GET /api/admin/overview: the total of contacts, the running subscriptions, the revenue per
 * currency (paid invoices less refunds, in cents), the sign-ups of each of the last 12 weeks
 * (oldest first, the current week last), the latest cancellations, what the owner must
 * still provide before going live (`npm run check-setup`), by group, and how many mails
 * were given up (and how many of them can still be sent again).
 */
function overview(deps: ApiDependencies) {
  const { cancellations, users } = tables(deps.db);
  return forAdmins(deps, async (c) => {
    const now = deps.clock();
    const firstWeek = new Date(weekStart(now).getTime() - (SIGN_UP_WEEKS - 1) * WEEK_MS);
    const [[total], recent, latest, activeSubscriptions, revenue, unreadable, mail] = await Promise.all([
      deps.db.select({ value: count() }).from(users),
      signUpsPerWeekSince(deps.db, firstWeek),
      deps.db
        .select({ id: cancellations.id, ...cancellationColumns(deps.db) })
        .from(cancellations)
        .orderBy(desc(cancellations.receivedAt))
        .limit(LATEST_CANCELLATIONS),
      countActiveSubscriptions(deps.db),
      revenueByCurrency(deps.db),
      unreadableStripeEvents(deps.db, LATEST_CANCELLATIONS),
      countMailByState(deps.db, now),
    ]);
    const weeks = Array.from({ length: SIGN_UP_WEEKS }, (_, index) => ({
      weekStart: new Date(firstWeek.getTime() + index * WEEK_MS).toISOString().slice(0, 10),
      count: 0,
    }));
    for (const { week, signUps } of recent) if (weeks[week]) weeks[week].count += signUps;
    return c.json(
      {
        totalContacts: Number(total?.value ?? 0),
        activeSubscriptions,
        revenue,
        signUpsPerWeek: weeks,
        latestCancellations: latest.map(withIsoMoment),
        unreadableStripeEvents: unreadable.map(withIsoMoment),
        openSetup: openSetupGroups(),
        failedMail: { count: mail.failed, canSendAgain: mail.canSendAgain },
      },
      200,
    );
  });
}

/**
 * POST /api/admin/mail/send-again: puts the given-up mail that still has its text back in
 * the queue (as `npm run mail -- retry` does) and records it in the audit log. Delivered
 * mail is never sent again; the server sends these right after the answer.
 */
function sendMailAgain(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const now = deps.clock();
    const result = await deps.db.transaction(async (tx) => {
      const requeued = await requeueFailedMail(tx, now);
      await recordAudit(
        tx,
        admin,
        { action: "mail.resent", subjectId: null, subjectLabel: String(requeued.queued), after: requeued },
        now,
      );
      return requeued;
    });
    deps.mail?.outbox.wake();
    const messages = c.get("messages");
    const message =
      result.queued === 0 ? messages.mailNoneToSendAgain : messages.mailQueuedAgain(String(result.queued));
    return c.json({ ...result, message }, 200);
  });
}
