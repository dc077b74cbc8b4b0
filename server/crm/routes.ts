import { count, eq } from "drizzle-orm";
import { stream } from "hono/streaming";
import { z } from "zod";
import { todayInReceiptZone } from "@shared/cancellation-rules";
import {
  type ContactFilter,
  type ContactListQuery,
  CONTACTS_PAGE_SIZE,
  TAG_NAME_MAX_LENGTH,
} from "@shared/contact-filter";
import { ACCOUNT_LANGUAGES } from "@shared/language";
import { forAdmins } from "../api/signed-in-admin";
import type { RouteTable } from "../api/app";
import { type ApiContext, readBody, tooManyRequests } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { messageLanguage } from "../api/messages";
import { UNPRINTABLE } from "../api/validation";
import { removeMember, spendSecondFactorCode, findUserById, type UserRow } from "../auth";
import { hitWindowLimit, rateLimitKey } from "../api/rate-limit";
import { name as personName } from "../api/validation";
import { isUniqueViolation } from "../db/errors";
import { tables } from "../db/tables";
import { jsonError } from "../http/json-error";
import { listAudit, recordAudit } from "./audit";
import { isProblem, parseContactQuery, parseFilterBody } from "./contact-query";
import { contactDetail, listContacts, tagsOfContacts } from "./contacts";
import { countContacts, writeContactsCsv } from "./export";
import { existingTags, findTag, giveTag, isTagNameTaken, listTags, type Reach, setContactTags, takeTag } from "./tags";

/** The most contacts one tagging call may name by id (the dashboard itself sends a filter). */
const MAX_NAMED_CONTACTS = 500;
const MAX_TAGS_PER_CONTACT = 50;

/**
 * The owner's contacts (docs/decisions/018-contacts-and-audit-log.md), mounted at /api/crm,
 * the specification's configured path: the list with search, filters and sorting, one
 * contact's view, editing and deleting, tags, the CSV export and the audit log. Admins only;
 * every change writes its audit entry in the same transaction.
 */
export function crmRoutes(deps: ApiDependencies): RouteTable {
  return [
    ["/contacts", { GET: contactList(deps) }],
    // Before "/contacts/:id", which would take these paths for ids.
    ["/contacts/export", { GET: exportContacts(deps) }],
    ["/contacts/tags", { POST: tagContacts(deps) }],
    ["/contacts/:id", { GET: viewContact(deps), PATCH: editContact(deps), DELETE: deleteContact(deps) }],
    ["/tags", { GET: tagList(deps), POST: createTag(deps) }],
    ["/tags/:id", { PATCH: renameTag(deps), DELETE: deleteTag(deps) }],
    ["/audit", { GET: auditLogPage(deps) }],
  ];
}

const uuid = z.uuid();
const tagName = z
  .string()
  .transform((value) => value.normalize("NFC").trim())
  .refine((value) => value.length > 0 && [...value].length <= TAG_NAME_MAX_LENGTH && !UNPRINTABLE.test(value));

/** The body's fields checked by `schema`, or the 400/413/415/422 answer; `describe` names a refused field's problem. */
async function readFields<T>(
  c: ApiContext,
  deps: ApiDependencies,
  schema: z.ZodType<T>,
  describe: (field: string) => string,
): Promise<T | Response> {
  const body = await readBody(c, deps);
  if (body instanceof Response) return body;
  const messages = c.get("messages");
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return jsonError(c, 400, messages.bodyNotObject);
  }
  const result = schema.safeParse(body.value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.code === "unrecognized_keys") return jsonError(c, 422, messages.fieldUnknown(issue.keys[0] ?? ""));
  return jsonError(c, 422, describe(String(issue?.path[0] ?? "")));
}

/** The address's list query (with sort and page, or the filter alone), or the 422 that names the refused parameter. */
function listQuery(c: ApiContext, withPaging: true): ContactListQuery | Response;
function listQuery(c: ApiContext, withPaging: false): ContactFilter | Response;
function listQuery(c: ApiContext, withPaging: boolean): ContactListQuery | ContactFilter | Response {
  const params = new URL(c.req.url).searchParams;
  const query = withPaging ? parseContactQuery(params, true) : parseContactQuery(params, false);
  return isProblem(query) ? jsonError(c, 422, c.get("messages").contactQuery(query.problem)) : query;
}

/** GET /contacts?q&tag&subscription&language&from&to&sort&order&page: one page of the list. */
function contactList(deps: ApiDependencies) {
  return forAdmins(deps, async (c) => {
    const query = listQuery(c, true);
    if (query instanceof Response) return query;
    const { total, contacts } = await listContacts(deps.db, query);
    return c.json({ total, page: query.page, pageSize: CONTACTS_PAGE_SIZE, contacts }, 200);
  });
}

/**
 * A filter as the audit log keeps it: with the name its tag had then, since a tag can be
 * renamed or deleted later and its id alone would then say nothing.
 */
async function filterForAudit(deps: ApiDependencies, filter: ContactFilter): Promise<Record<string, unknown>> {
  if (!filter.tag) return { ...filter };
  return { ...filter, tagName: (await findTag(deps.db, filter.tag))?.name ?? null };
}

/** The header that carries a fresh second-factor code (the CSV export). */
export const FRESH_CODE_HEADER = "X-Second-Factor-Code";

/**
 * Spends a fresh code of the admin's second factor, counted per admin like a password
 * check; the answer that ends the request when it is missing, wrong or over the limit.
 */
async function refuseWithoutFreshCode(
  c: ApiContext,
  deps: ApiDependencies,
  admin: UserRow,
  code: string,
  now: Date,
): Promise<Response | undefined> {
  const limit = await hitWindowLimit(
    deps.db,
    rateLimitKey("second-factor-check", admin.id),
    deps.config.rateLimits.passwordChecksPerMember,
    now,
  );
  if (limit.limited) return tooManyRequests(c, limit.until, now);
  if (code && (await spendSecondFactorCode(deps.db, deps.secondFactorKey, admin, code, now))) return undefined;
  return jsonError(c, 403, c.get("messages").secondFactorFreshCode, {}, { secondFactor: "code" });
}

/** GET /contacts/export?filter… with a fresh code: the filter's contacts as a CSV file, recorded in the audit log. */
function exportContacts(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const filter = listQuery(c, false);
    if (filter instanceof Response) return filter;
    const language = messageLanguage(c.req.header("x-user-language"));
    const now = deps.clock();
    // Every contact leaves with one file: a fresh code of the admin's app, not the session alone.
    const refused = await refuseWithoutFreshCode(c, deps, admin, c.req.header(FRESH_CODE_HEADER) ?? "", now);
    if (refused) return refused;
    // Recorded before the first byte leaves: an export that breaks off is still in the log.
    const matching = await countContacts(deps.db, filter);
    const recorded = { filter: await filterForAudit(deps, filter), matching };
    await deps.db.transaction((tx) =>
      recordAudit(
        tx,
        admin,
        { action: "contacts.exported", subjectId: null, subjectLabel: String(matching), after: recorded },
        now,
      ),
    );
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="contacts-${todayInReceiptZone(now)}.csv"`);
    return stream(c, async (out) => {
      await writeContactsCsv(deps.db, filter, language, (text) => out.write(text).then(() => {}));
    });
  });
}

/** The contact an address names, or the 404 answer. */
async function namedContact(c: ApiContext, deps: ApiDependencies) {
  const id = c.req.param("id") ?? "";
  const contact = uuid.safeParse(id).success ? await findUserById(deps.db, id) : undefined;
  return contact ?? jsonError(c, 404, c.get("messages").contactNotFound);
}

/** GET /contacts/:id: profile, progress, sessions, subscriptions, payments, cancellations, tags, audit entries. */
function viewContact(deps: ApiDependencies) {
  return forAdmins(deps, async (c) => {
    const contact = await namedContact(c, deps);
    if (contact instanceof Response) return contact;
    // Deleted by another admin between the two reads: as gone as before.
    const detail = await contactDetail(deps.db, contact.id, deps.clock());
    return detail ? c.json(detail, 200) : jsonError(c, 404, c.get("messages").contactNotFound);
  });
}

const contactEdit = z
  .strictObject({
    name: personName.optional(),
    language: z.enum(ACCOUNT_LANGUAGES).optional(),
    tags: z.array(uuid).max(MAX_TAGS_PER_CONTACT).optional(),
  })
  .refine((edit) => Object.keys(edit).length > 0, { path: ["nothing"] });

/** PATCH /contacts/:id `{ name?, language?, tags? }`: `tags` is the whole new set of tag ids. */
function editContact(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const contact = await namedContact(c, deps);
    if (contact instanceof Response) return contact;
    const messages = c.get("messages");
    const edit = await readFields(c, deps, contactEdit, (field) =>
      field === "name"
        ? messages.name
        : field === "language"
          ? messages.language
          : field === "tags"
            ? messages.contactTags
            : messages.nothingToChange,
    );
    if (edit instanceof Response) return edit;
    const wanted = edit.tags && [...new Set(edit.tags)];

    const { users } = tables(deps.db);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const changes: { name?: string; language?: (typeof ACCOUNT_LANGUAGES)[number] } = {};
    if (edit.name !== undefined && edit.name !== contact.name) {
      Object.assign(before, { name: contact.name });
      Object.assign(after, { name: edit.name });
      changes.name = edit.name;
    }
    if (edit.language !== undefined && edit.language !== contact.language) {
      Object.assign(before, { language: contact.language });
      Object.assign(after, { language: edit.language });
      changes.language = edit.language;
    }
    const saved = await deps.db.transaction(async (tx) => {
      // Inside the transaction: a tag deleted meanwhile is refused, not a broken reference.
      const known = wanted && (await existingTags(tx, wanted));
      if (wanted && known && known.length !== wanted.length) return false;
      if (known) {
        const current = (await tagsOfContacts(tx, [contact.id])).get(contact.id) ?? [];
        const names = (list: { name: string }[]) => list.map((tag) => tag.name).sort((a, b) => a.localeCompare(b));
        if (names(current).join("\n") !== names(known).join("\n")) {
          before.tags = names(current);
          after.tags = names(known);
          await setContactTags(tx, contact.id, wanted ?? []);
        }
      }
      if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, contact.id));
      if (Object.keys(after).length > 0) {
        await recordAudit(
          tx,
          admin,
          { action: "contact.updated", subjectId: contact.id, subjectLabel: contact.email, before, after },
          deps.clock(),
        );
      }
      return true;
    });
    if (!saved) return jsonError(c, 422, messages.contactTags);
    const detail = await contactDetail(deps.db, contact.id, deps.clock());
    return c.json({ ...detail, message: messages.contactSaved }, 200);
  });
}

/**
 * DELETE /contacts/:id `{ confirmEmail }`: removes the contact and everything of theirs, as
 * their own "delete my account" does. The body must repeat their e-mail address, so a
 * wrong id deletes nobody. An admin cannot be deleted here (revoke the role first).
 */
function deleteContact(deps: ApiDependencies) {
  const confirm = z.strictObject({ confirmEmail: z.string().trim().max(320) });
  return forAdmins(deps, async (c, admin) => {
    const contact = await namedContact(c, deps);
    if (contact instanceof Response) return contact;
    const messages = c.get("messages");
    const input = await readFields(c, deps, confirm, () => messages.contactDeleteConfirm);
    if (input instanceof Response) return input;
    if (input.confirmEmail.toLowerCase() !== contact.email.toLowerCase()) {
      return jsonError(c, 422, messages.contactDeleteConfirm);
    }
    if (contact.role === "admin") return jsonError(c, 409, messages.contactIsAdmin);
    await deps.db.transaction(async (tx) => {
      await recordAudit(
        tx,
        admin,
        {
          action: "contact.deleted",
          subjectId: contact.id,
          subjectLabel: contact.email,
          before: { name: contact.name, email: contact.email, createdAt: contact.createdAt.toISOString() },
        },
        deps.clock(),
      );
      await removeMember(tx, contact);
    });
    deps.log(c.req.raw, { event: "crm.contact_deleted", userId: contact.id });
    return c.json({ message: messages.contactDeleted(contact.name) }, 200);
  });
}

/** GET /tags: every tag with how many contacts carry it. */
function tagList(deps: ApiDependencies) {
  return forAdmins(deps, async (c) => {
    return c.json({ tags: await listTags(deps.db) }, 200);
  });
}

/** POST /tags `{ name }`: 201 `{ tag }`; 409 when the name exists in any case of letters. */
function createTag(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const messages = c.get("messages");
    const input = await readFields(c, deps, z.strictObject({ name: tagName }), () => messages.tagName);
    if (input instanceof Response) return input;
    if (await isTagNameTaken(deps.db, input.name)) return jsonError(c, 409, messages.tagTaken);
    const { tags } = tables(deps.db);
    const now = deps.clock();
    // A second admin may take the name between the check and the write: the unique index says so.
    const tag = await deps.db
      .transaction(async (tx) => {
        const [created] = await tx.insert(tags).values({ name: input.name, createdAt: now }).returning();
        await recordAudit(
          tx,
          admin,
          { action: "tag.created", subjectId: created!.id, subjectLabel: input.name, after: { name: input.name } },
          now,
        );
        return created!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      });
    if (!tag) return jsonError(c, 409, messages.tagTaken);
    return c.json({ tag: { id: tag.id, name: tag.name, contacts: 0 } }, 201);
  });
}

/** PATCH /tags/:id `{ name }`: renames a tag. */
function renameTag(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const messages = c.get("messages");
    const tag = await namedTag(c, deps);
    if (tag instanceof Response) return tag;
    const input = await readFields(c, deps, z.strictObject({ name: tagName }), () => messages.tagName);
    if (input instanceof Response) return input;
    if (await isTagNameTaken(deps.db, input.name, tag.id)) return jsonError(c, 409, messages.tagTaken);
    if (input.name !== tag.name) {
      const { tags } = tables(deps.db);
      const renamed = await deps.db
        .transaction(async (tx) => {
          await tx.update(tags).set({ name: input.name }).where(eq(tags.id, tag.id));
          await recordAudit(
            tx,
            admin,
            {
              action: "tag.renamed",
              subjectId: tag.id,
              subjectLabel: input.name,
              before: { name: tag.name },
              after: { name: input.name },
            },
            deps.clock(),
          );
          return true;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return false;
          throw error;
        });
      if (!renamed) return jsonError(c, 409, messages.tagTaken);
    }
    return c.json({ tag: { id: tag.id, name: input.name } }, 200);
  });
}

/** DELETE /tags/:id: removes the tag from every contact and from the list. */
function deleteTag(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const tag = await namedTag(c, deps);
    if (tag instanceof Response) return tag;
    const { contactTags, tags } = tables(deps.db);
    await deps.db.transaction(async (tx) => {
      const [carriers] = await tx.select({ value: count() }).from(contactTags).where(eq(contactTags.tagId, tag.id));
      await tx.delete(tags).where(eq(tags.id, tag.id));
      await recordAudit(
        tx,
        admin,
        {
          action: "tag.deleted",
          subjectId: tag.id,
          subjectLabel: tag.name,
          before: { name: tag.name, contacts: Number(carriers?.value ?? 0) },
        },
        deps.clock(),
      );
    });
    return c.json({ deleted: tag.id }, 200);
  });
}

async function namedTag(c: ApiContext, deps: ApiDependencies) {
  const id = c.req.param("id") ?? "";
  const tag = uuid.safeParse(id).success ? await findTag(deps.db, id) : undefined;
  return tag ?? jsonError(c, 404, c.get("messages").tagNotFound);
}

const tagging = z.strictObject({
  tag: uuid,
  action: z.enum(["add", "remove"]),
  contacts: z.array(uuid).min(1).max(MAX_NAMED_CONTACTS).optional(),
  filter: z.record(z.string(), z.unknown()).optional(),
});

/**
 * POST /contacts/tags `{ tag, action: "add" | "remove", contacts: [ids] | filter: {…} }`:
 * gives or takes a tag for the named contacts or for every contact of a filter (the
 * list's filter, as its query parameters), in one statement; answers how many changed.
 */
function tagContacts(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const messages = c.get("messages");
    const input = await readFields(c, deps, tagging, () => messages.tagging);
    if (input instanceof Response) return input;
    if ((input.contacts === undefined) === (input.filter === undefined)) return jsonError(c, 422, messages.tagging);
    let reach: Reach;
    if (input.contacts) reach = { contacts: [...new Set(input.contacts)] };
    else {
      const filter = parseFilterBody(input.filter);
      if (isProblem(filter)) return jsonError(c, 422, messages.contactQuery(filter.problem));
      reach = { filter };
    }
    const tag = await findTag(deps.db, input.tag);
    if (!tag) return jsonError(c, 404, messages.tagNotFound);
    const recordedReach = "filter" in reach ? { filter: await filterForAudit(deps, reach.filter) } : reach;
    const changed = await deps.db.transaction(async (tx) => {
      const count = input.action === "add" ? await giveTag(tx, tag.id, reach) : await takeTag(tx, tag.id, reach);
      await recordAudit(
        tx,
        admin,
        {
          action: input.action === "add" ? "tag.given" : "tag.taken",
          subjectId: tag.id,
          subjectLabel: tag.name,
          after: { ...recordedReach, changed: count },
        },
        deps.clock(),
      );
      return count;
    });
    return c.json({ changed }, 200);
  });
}

/** GET /audit?page=: the audit log, the newest first. */
function auditLogPage(deps: ApiDependencies) {
  return forAdmins(deps, async (c) => {
    const page = z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .safeParse(c.req.query("page") ?? "1");
    if (!page.success) return jsonError(c, 422, c.get("messages").contactQuery("page"));
    return c.json({ page: page.data, ...(await listAudit(deps.db, page.data)) }, 200);
  });
}
