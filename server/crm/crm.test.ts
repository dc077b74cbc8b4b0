import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { NO_PASSWORD_HASH } from "../auth/password-hashing";
import { type CallOptions, createTestClient, registration } from "../api/testing/test-client";
import { turnOnSecondFactor } from "../auth/testing/second-factor";
import { BACKENDS } from "../db/testing/test-database";
import { useTestServer } from "../api/testing/test-server";
import { setRole } from "../auth/users";
import type { Database } from "../db";
import { runStatement, tables } from "../db/tables";
import { recordStripeEvent } from "../payments/store";
import { AUDIT_RETENTION_MS, purgeOldAuditEntries, timeOrderedId } from "./audit";

const DAY = 24 * 60 * 60 * 1000;

interface Listed {
  total: number;
  page: number;
  pageSize: number;
  contacts: { id: string; name: string; email: string; subscribed: boolean; tags: { id: string; name: string }[] }[];
}

describe.each(BACKENDS)("/api/crm on %s", (backend) => {
  const context = useTestServer(backend);
  const db = () => context.database.db;

  /** A registered member made admin, with calls to the contacts API as them. */
  async function signedInAdmin() {
    const client = createTestClient(context.server.origin);
    const body = registration();
    const registered = await client.call("/register", { body });
    const bearer = registered.json.accessToken as string;
    await setRole(db(), body.email, "admin");
    const { recoveryCodes } = await turnOnSecondFactor(client, bearer, body.password, context.server.clock);
    const crm = (path: string, options: CallOptions = {}) =>
      client.call(path, { base: "/api/crm", method: "GET", bearer, ...options });
    return { email: body.email, bearer, crm, recoveryCodes };
  }

  /** Contacts written straight into the database, each under a marker that only this test's search finds. */
  async function seed(rows: { name: string; language?: "english" | "german"; daysAgo?: number; signedIn?: boolean }[]) {
    const marker = `m${randomBytes(4).toString("hex")}`;
    const { users } = tables(db());
    const now = context.server.clock.now().getTime();
    const inserted = await db()
      .insert(users)
      .values(
        rows.map((row, index) => ({
          name: row.name,
          email: `${marker}.${index}@example.com`,
          passwordHash: NO_PASSWORD_HASH,
          language: row.language ?? "english",
          createdAt: new Date(now - (row.daysAgo ?? index) * DAY),
          lastSignInAt: row.signedIn ? new Date(now - index * 60_000) : null,
        })),
      )
      .returning({ id: users.id, name: users.name, email: users.email });
    return { marker, contacts: inserted };
  }

  const list = async (admin: Awaited<ReturnType<typeof signedInAdmin>>, query: string) => {
    const result = await admin.crm(`/contacts?${query}`);
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    return result.json as unknown as Listed;
  };

  /** Records a Stripe event as the webhook would, created `secondsAgo` before the server's now. */
  const stripeEvent = (type: string, object: Record<string, unknown>, secondsAgo = 0) =>
    db().transaction((tx) =>
      recordStripeEvent(
        tx,
        {
          id: `evt_${type}_${String(object.id)}_${secondsAgo}`,
          type,
          created: Math.floor(context.server.clock.now().getTime() / 1000) - secondsAgo,
          data: { object },
        },
        context.server.clock.now(),
      ),
    );

  test("a visitor gets 401 and a member 403 on every call, in their language", async () => {
    const calls: [string, string][] = [
      ["GET", "/contacts"],
      ["GET", "/contacts/export"],
      ["POST", "/contacts/tags"],
      ["GET", "/contacts/0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11"],
      ["PATCH", "/contacts/0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11"],
      ["DELETE", "/contacts/0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11"],
      ["GET", "/tags"],
      ["POST", "/tags"],
      ["PATCH", "/tags/0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11"],
      ["DELETE", "/tags/0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11"],
      ["GET", "/audit"],
    ];
    const client = createTestClient(context.server.origin);
    const registered = await client.call("/register", { body: registration() });
    const bearer = registered.json.accessToken as string;
    for (const [method, path] of calls) {
      const body = method === "GET" || method === "DELETE" ? undefined : { name: "x" };
      const visitor = await client.call(path, { base: "/api/crm", method, body });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const member = await client.call(path, {
        base: "/api/crm",
        method,
        bearer,
        body,
        headers: { "X-User-Language": "de" },
      });
      expect(member.status, `${method} ${path}`).toBe(403);
      expect(member.json).toEqual({ error: "Das dürfen nur Admins." });
    }
  });

  test("searches name and e-mail in any case, umlauts too, and takes % and _ literally", async () => {
    const admin = await signedInAdmin();
    const { marker } = await seed([
      { name: "Özlem Çelik" },
      { name: "Jürgen Müller" },
      { name: "Ana 100%_sure" },
      { name: "Élodie Ångström" },
    ]);
    const names = async (q: string) =>
      (await list(admin, `q=${encodeURIComponent(q)}`)).contacts
        .filter((contact) => contact.email.startsWith(marker))
        .map((contact) => contact.name);
    expect(await names("özlem")).toEqual(["Özlem Çelik"]);
    expect(await names("MÜLLER")).toEqual(["Jürgen Müller"]);
    expect(await names(`${marker.toUpperCase()}.1@`)).toEqual(["Jürgen Müller"]);
    expect(await names("0%_s")).toEqual(["Ana 100%_sure"]);
    expect(await names("0__s")).toEqual([]);
    // Any other capital is folded alike on both sides, whatever the database folds.
    expect(await names("ÉLODIE ÅNGSTRÖM")).toEqual(["Élodie Ångström"]);
    const all = await list(admin, `q=${marker}`);
    expect(all.total).toBe(4);
  });

  test("filters by language, sign-up days (Berlin time), subscription and tag, and they combine", async () => {
    const admin = await signedInAdmin();
    const { marker, contacts } = await seed([
      { name: "Anna", language: "german", daysAgo: 1 },
      { name: "Ben", language: "english", daysAgo: 10 },
      { name: "Cleo", language: "german", daysAgo: 30 },
    ]);
    const names = async (query: string) =>
      (await list(admin, `q=${marker}&${query}`)).contacts.map((contact) => contact.name).sort();
    expect(await names("language=german")).toEqual(["Anna", "Cleo"]);

    // The day Ben signed up, in Berlin: from and to include whole days.
    const berlinDay = (moment: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(moment);
    const [ben] = await db()
      .select({ createdAt: tables(db()).users.createdAt })
      .from(tables(db()).users)
      .where(eq(tables(db()).users.id, contacts[1]!.id));
    const benDay = berlinDay(ben!.createdAt);
    expect(await names(`from=${benDay}&to=${benDay}`)).toEqual(["Ben"]);
    expect(await names(`from=${benDay}`)).toEqual(["Anna", "Ben"]);
    expect(await names(`to=${benDay}&language=german`)).toEqual(["Cleo"]);

    await stripeEvent("checkout.session.completed", {
      id: `cs_${marker}`,
      customer: `cus_${marker}`,
      customer_details: { email: contacts[2]!.email, name: "Cleo" },
      subscription: `sub_${marker}`,
    });
    await stripeEvent("customer.subscription.created", {
      id: `sub_${marker}`,
      customer: `cus_${marker}`,
      status: "active",
    });
    expect(await names("subscription=active")).toEqual(["Cleo"]);
    expect(await names("subscription=none")).toEqual(["Anna", "Ben"]);
    expect((await list(admin, `q=${marker}&subscription=active`)).contacts[0]?.subscribed).toBe(true);

    const tag = (await admin.crm("/tags", { method: "POST", body: { name: `VIP ${marker}` } })).json.tag as {
      id: string;
    };
    await admin.crm("/contacts/tags", {
      method: "POST",
      body: { tag: tag.id, action: "add", contacts: [contacts[0]!.id, contacts[1]!.id] },
    });
    expect(await names(`tag=${tag.id}`)).toEqual(["Anna", "Ben"]);
    expect(await names(`tag=${tag.id}&language=german&subscription=none`)).toEqual(["Anna"]);
  });

  test("sorts names as a German reader files them: an umlaut as its vowel, ß as ss, in any case", async () => {
    const admin = await signedInAdmin();
    const { marker } = await seed(
      ["Zimmermann", "Özdemir", "peters", "Ärger", "Çelik", "Becker", "élodie", "Strauß", "Strauch", "Schulz"].map(
        (name) => ({ name }),
      ),
    );
    const names = async (order: string) =>
      (await list(admin, `q=${marker}&sort=name&order=${order}`)).contacts.map((contact) => contact.name);
    const filed = [
      "Ärger",
      "Becker",
      "Çelik",
      "élodie",
      "Özdemir",
      "peters",
      "Schulz",
      "Strauch",
      "Strauß",
      "Zimmermann",
    ];
    expect(await names("asc")).toEqual(filed);
    expect(await names("desc")).toEqual([...filed].reverse());
  });

  test("sorts by each column both ways, never signed in as the oldest, and pages without overlap", async () => {
    const admin = await signedInAdmin();
    const { marker } = await seed(
      Array.from({ length: 30 }, (_, index) => ({
        name: `Contact ${String(index).padStart(2, "0")}`,
        signedIn: index % 3 !== 0,
      })),
    );
    const first = await list(admin, `q=${marker}&sort=name&order=asc`);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.contacts).toHaveLength(25);
    expect(first.contacts[0]?.name).toBe("Contact 00");
    const second = await list(admin, `q=${marker}&sort=name&order=asc&page=2`);
    expect(second.contacts.map((contact) => contact.name)).toEqual([
      "Contact 25",
      "Contact 26",
      "Contact 27",
      "Contact 28",
      "Contact 29",
    ]);
    const descending = await list(admin, `q=${marker}&sort=name&order=desc`);
    expect(descending.contacts[0]?.name).toBe("Contact 29");
    // Newest first by default: index 0 signed up today, 29 a month ago.
    expect((await list(admin, `q=${marker}`)).contacts[0]?.name).toBe("Contact 00");
    expect((await list(admin, `q=${marker}&order=asc`)).contacts[0]?.name).toBe("Contact 29");

    for (const order of ["asc", "desc"]) {
      const all = [
        ...(await list(admin, `q=${marker}&sort=lastSignInAt&order=${order}`)).contacts,
        ...(await list(admin, `q=${marker}&sort=lastSignInAt&order=${order}&page=2`)).contacts,
      ];
      expect(new Set(all.map((contact) => contact.id)).size).toBe(30);
      // Never signed in counts as the oldest: first going up, last going down.
      const neverSignedIn = all.filter((contact) => Number(contact.name.slice(-2)) % 3 === 0);
      expect(order === "asc" ? all.slice(0, 10) : all.slice(-10)).toEqual(neverSignedIn);
      const signedIn = all.filter((contact) => !neverSignedIn.includes(contact)).map((contact) => contact.name);
      // Contact 01 signed in most recently (a minute per index earlier).
      expect(signedIn.at(order === "asc" ? -1 : 0)).toBe("Contact 01");
    }
    // A filter most contacts pass is answered by walking the sort's index (SQLite), a rare one
    // by sorting the matches: the same order either way.
    const most = await list(admin, "subscription=none&order=asc");
    const times = most.contacts.map((contact) => Date.parse((contact as unknown as { createdAt: string }).createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(most.total).toBeGreaterThanOrEqual(30);
    const byEmail = await list(admin, `q=${marker}&sort=email&order=asc`);
    expect(byEmail.contacts.map((contact) => contact.email)).toEqual(
      [...byEmail.contacts.map((contact) => contact.email)].sort(),
    );
  });

  test("refuses unknown parameters, repeated ones and values it does not know, naming them", async () => {
    const admin = await signedInAdmin();
    const refused = async (query: string) => {
      const result = await admin.crm(`/contacts?${query}`);
      expect(result.status, query).toBe(422);
      return result.json.error;
    };
    expect(await refused("sort=password_hash")).toBe(
      "The list parameter 'sort' is unknown or has a value it does not accept.",
    );
    expect(await refused("role=admin")).toContain("'role'");
    expect(await refused("page=0")).toContain("'page'");
    expect(await refused("from=2026-13-01")).toContain("'from'");
    expect(await refused("from=2024-02-31")).toContain("'from'");
    expect(await refused("to=0000-01-01")).toContain("'to'");
    expect(await refused("tag=not-an-id")).toContain("'tag'");
    expect(await refused("q=a&q=b")).toContain("'q'");
    expect(await refused(`q=${"x".repeat(101)}`)).toContain("'q'");
    const german = await admin.crm("/contacts?subscription=maybe", { headers: { "X-User-Language": "de" } });
    expect(german.json.error).toBe(
      "Den Listenparameter „subscription“ gibt es nicht, oder sein Wert ist nicht zulässig.",
    );
    // An emptied field is no filter.
    expect((await admin.crm("/contacts?q=&language=&page=1")).status).toBe(200);
  });

  test("a contact's view lists their payments and the refunds of their Stripe customer, not another's", async () => {
    const admin = await signedInAdmin();
    const { marker, contacts } = await seed([{ name: "Rita Refund" }, { name: "Otto Other" }]);
    for (const [index, contact] of contacts.entries()) {
      const customer = `cus_${marker}_${index}`;
      await stripeEvent(
        "checkout.session.completed",
        { id: `cs_${marker}_${index}`, customer, customer_details: { email: contact.email, name: contact.name } },
        300,
      );
      await stripeEvent(
        "invoice.paid",
        { id: `in_${marker}_${index}`, customer, amount_paid: 10_700, currency: "eur" },
        200,
      );
    }
    // Two refunds of Rita's charge (Stripe sends the running total), one of Otto's.
    await stripeEvent(
      "charge.refunded",
      { id: `ch_${marker}_0`, customer: `cus_${marker}_0`, amount_refunded: 2_000, currency: "eur" },
      100,
    );
    await stripeEvent(
      "charge.refunded",
      { id: `ch_${marker}_0`, customer: `cus_${marker}_0`, amount_refunded: 5_350, currency: "eur" },
      50,
    );
    await stripeEvent(
      "charge.refunded",
      { id: `ch_${marker}_1`, customer: `cus_${marker}_1`, amount_refunded: 10_700, currency: "eur" },
      50,
    );

    const detail = (await admin.crm(`/contacts/${contacts[0]!.id}`)).json as {
      payments: { amountCents: number; currency: string }[];
      refunds: { amountCents: number; currency: string; refundedAt: string }[];
    };
    expect(detail.payments).toEqual([expect.objectContaining({ amountCents: 10_700, currency: "eur" })]);
    expect(detail.refunds).toEqual([
      {
        amountCents: 5_350,
        currency: "eur",
        refundedAt: new Date((Math.floor(context.server.clock.now().getTime() / 1000) - 50) * 1000).toISOString(),
      },
    ]);
    const none = (await admin.crm(`/contacts/${(await seed([{ name: "Nora None" }])).contacts[0]!.id}`)).json;
    expect(none.refunds).toEqual([]);
  });

  test("a contact's view shows profile, progress per course, sessions, payments, cancellations, tags and audit", async () => {
    const admin = await signedInAdmin();
    const memberClient = createTestClient(context.server.origin);
    const body = registration({ name: "Viola View" });
    const member = await memberClient.call("/register", { body });
    const memberId = (member.json.user as { id: string }).id;
    await memberClient.call("", {
      base: "/api/progress",
      bearer: member.json.accessToken as string,
      body: {
        lessons: [
          {
            course: "bitcoin-profit-scout",
            lesson: "about-marco",
            completed: { value: true, at: context.server.clock.now().toISOString() },
            watchedSeconds: 90,
          },
        ],
      },
    });
    await createTestClient(context.server.origin).call("", {
      base: "/api/cancellations",
      body: { name: "Viola View", email: body.email, contract: "Basic, yearly", kind: "ordinary" },
    });
    const tag = (await admin.crm("/tags", { method: "POST", body: { name: `Seen ${memberId.slice(0, 6)}` } })).json
      .tag as { id: string; name: string };
    expect((await admin.crm(`/contacts/${memberId}`, { method: "PATCH", body: { tags: [tag.id] } })).status).toBe(200);

    const view = await admin.crm(`/contacts/${memberId}`);
    expect(view.status).toBe(200);
    const detail = view.json as Record<string, unknown> & {
      progress: { slug: string; completed: number; lessons: number; watchedSeconds: number }[];
      sessions: { startedAt: string; ended: boolean }[];
      audit: { action: string; adminEmail: string; before: unknown; after: unknown }[];
    };
    expect(detail.contact).toMatchObject({ id: memberId, name: "Viola View", email: body.email, signInCount: 1 });
    expect(detail.contact).not.toHaveProperty("passwordHash");
    expect(detail.progress.find((course) => course.slug === "bitcoin-profit-scout")).toMatchObject({
      completed: 1,
      watchedSeconds: 90,
      lastActivityAt: context.server.clock.now().toISOString(),
    });
    expect(detail.progress.find((course) => course.slug === "altcoin-profit-scout")).toMatchObject({
      completed: 0,
      lastActivityAt: null,
    });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]?.ended).toBe(false);
    expect(detail.cancellations).toEqual([expect.objectContaining({ contract: "Basic, yearly", kind: "ordinary" })]);
    expect((detail.contact as { tags: unknown }).tags).toEqual([{ id: tag.id, name: tag.name }]);
    expect(detail.audit).toEqual([
      expect.objectContaining({
        action: "contact.updated",
        adminEmail: admin.email,
        before: { tags: [] },
        after: { tags: [tag.name] },
      }),
    ]);
    expect((await admin.crm("/contacts/0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11")).status).toBe(404);
    expect((await admin.crm("/contacts/not-a-uuid")).status).toBe(404);
  });

  test("edits name, language and tags, writes one audit entry with before and after, and refuses bad input", async () => {
    const admin = await signedInAdmin();
    const { contacts } = await seed([{ name: "Edda Edit" }]);
    const id = contacts[0]!.id;
    const edit = (body: unknown, language = "en") =>
      admin.crm(`/contacts/${id}`, { method: "PATCH", body, headers: { "X-User-Language": language } });

    expect((await edit({ name: "" })).json.error).toContain("The name must be 1 to 100");
    expect((await edit({ language: "french" })).json.error).toContain("“english” or “german”");
    expect((await edit({ tags: ["0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11"] })).status).toBe(422);
    expect((await edit({ email: "new@example.com" })).json.error).toBe("Unknown field 'email'.");
    expect((await edit({ role: "admin" })).status).toBe(422);
    expect((await edit({})).status).toBe(422);

    const saved = await edit({ name: "Edda Neu", language: "german" }, "de");
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("Der Kontakt ist gespeichert.");
    expect(saved.json.contact).toMatchObject({ name: "Edda Neu", language: "german" });
    // The search finds the new name at once (the database keeps the searched column).
    expect((await list(admin, "q=edda%20neu")).contacts.map((contact) => contact.id)).toEqual([id]);
    expect((await list(admin, "q=edda%20edit")).total).toBe(0);
    // Saving the same again changes nothing and writes no entry.
    await edit({ name: "Edda Neu" });
    const audit = (await admin.crm(`/contacts/${id}`)).json.audit as Record<string, unknown>[];
    expect(audit).toEqual([
      expect.objectContaining({
        action: "contact.updated",
        subjectLabel: contacts[0]!.email,
        before: { name: "Edda Edit", language: "english" },
        after: { name: "Edda Neu", language: "german" },
      }),
    ]);
  });

  test("tags: create, a name taken in any case, rename, delete takes them from contacts; each in the audit log", async () => {
    const admin = await signedInAdmin();
    const name = `Lead ${randomBytes(3).toString("hex")}`;
    const created = await admin.crm("/tags", { method: "POST", body: { name: `  ${name}  ` } });
    expect(created.status).toBe(201);
    const tag = created.json.tag as { id: string; name: string };
    expect(tag.name).toBe(name);
    expect((await admin.crm("/tags", { method: "POST", body: { name: name.toUpperCase() } })).status).toBe(409);
    expect((await admin.crm("/tags", { method: "POST", body: { name: "" } })).json.error).toBe(
      "A tag's name must be 1 to 40 printable characters long.",
    );
    expect((await admin.crm("/tags", { method: "POST", body: { name: "x".repeat(41) } })).status).toBe(422);

    const { marker, contacts } = await seed([{ name: "T1" }, { name: "T2" }]);
    await admin.crm("/contacts/tags", { method: "POST", body: { tag: tag.id, action: "add", filter: { q: marker } } });
    const renamed = await admin.crm(`/tags/${tag.id}`, { method: "PATCH", body: { name: `${name} (hot)` } });
    expect(renamed.status).toBe(200);
    const tags = (await admin.crm("/tags")).json.tags as { id: string; name: string; contacts: number }[];
    expect(tags.find((entry) => entry.id === tag.id)).toEqual({ id: tag.id, name: `${name} (hot)`, contacts: 2 });

    // The list is in the order of the alphabet: Ä with A, lower case with upper case.
    const suffix = randomBytes(3).toString("hex");
    for (const word of ["Zebra", "Ärger", "apfel", "Birne"])
      await admin.crm("/tags", { method: "POST", body: { name: `${word} ${suffix}` } });
    const names = ((await admin.crm("/tags")).json.tags as { name: string }[])
      .map((entry) => entry.name)
      .filter((entry) => entry.endsWith(suffix));
    expect(names).toEqual([`apfel ${suffix}`, `Ärger ${suffix}`, `Birne ${suffix}`, `Zebra ${suffix}`]);

    expect((await admin.crm(`/tags/${tag.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin.crm(`/tags/${tag.id}`, { method: "DELETE" })).status).toBe(404);
    const view = (await admin.crm(`/contacts/${contacts[0]!.id}`)).json.contact as { tags: unknown[] };
    expect(view.tags).toEqual([]);

    const log = (await admin.crm("/audit")).json as { entries: Record<string, unknown>[] };
    const ours = log.entries.filter((entry) => entry.subjectId === tag.id).map((entry) => entry.action);
    expect(ours).toEqual(["tag.deleted", "tag.renamed", "tag.given", "tag.created"]);
    expect(log.entries.find((entry) => entry.action === "tag.deleted")).toMatchObject({
      before: { name: `${name} (hot)`, contacts: 2 },
    });
  });

  test("gives and takes a tag for named contacts or a whole filter, in one call, counting only changes", async () => {
    const admin = await signedInAdmin();
    const { marker, contacts } = await seed([
      { name: "G1", language: "german" },
      { name: "G2", language: "german" },
      { name: "E1", language: "english" },
    ]);
    const tag = (await admin.crm("/tags", { method: "POST", body: { name: `Bulk ${marker}` } })).json.tag as {
      id: string;
    };
    const tagging = (body: Record<string, unknown>) =>
      admin.crm("/contacts/tags", { method: "POST", body: { tag: tag.id, ...body } });
    const firstTagging = await tagging({ action: "add", contacts: [contacts[0]!.id] });
    expect(firstTagging.json).toEqual({ changed: 1 });
    expect((await tagging({ action: "add", filter: { q: marker, language: "german" } })).json).toEqual({ changed: 1 });
    expect((await tagging({ action: "add", filter: { q: marker, language: "german" } })).json).toEqual({ changed: 0 });
    const tagged = await list(admin, `tag=${tag.id}`);
    expect(tagged.contacts.map((contact) => contact.name).sort()).toEqual(["G1", "G2"]);
    expect((await tagging({ action: "remove", filter: { q: marker } })).json).toEqual({ changed: 2 });
    expect((await list(admin, `tag=${tag.id}`)).total).toBe(0);

    // No filter at all reaches every contact (the statement then has no condition of its own).
    const everyone = (await list(admin, "")).total;
    expect((await tagging({ action: "add", filter: {} })).json).toEqual({ changed: everyone });
    expect((await list(admin, `tag=${tag.id}`)).total).toBe(everyone);
    expect((await tagging({ action: "remove", filter: {} })).json).toEqual({ changed: everyone });

    expect((await tagging({ action: "add" })).status).toBe(422);
    expect((await tagging({ action: "add", contacts: [contacts[0]!.id], filter: {} })).status).toBe(422);
    expect((await tagging({ action: "add", filter: { language: "klingon" } })).json.error).toContain("'language'");
    expect((await tagging({ action: "add", filter: { password: "x" } })).status).toBe(422);
    const missing = await admin.crm("/contacts/tags", {
      method: "POST",
      body: { tag: "0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11", action: "add", contacts: [contacts[0]!.id] },
    });
    expect(missing.status).toBe(404);
  });

  test("an export or a bulk tagging by a tag keeps that tag's name in the audit log, also once it is renamed", async () => {
    const admin = await signedInAdmin();
    const { marker } = await seed([{ name: "T1" }, { name: "T2" }]);
    const create = async (name: string) =>
      (await admin.crm("/tags", { method: "POST", body: { name } })).json.tag as { id: string };
    const vip = await create(`VIP ${marker}`);
    const other = await create(`Other ${marker}`);
    await admin.crm("/contacts/tags", { method: "POST", body: { tag: vip.id, action: "add", filter: { q: marker } } });
    await admin.crm("/contacts/tags", {
      method: "POST",
      body: { tag: other.id, action: "add", filter: { tag: vip.id, language: "english" } },
    });
    const exported = await fetch(`${context.server.origin}/api/crm/contacts/export?tag=${vip.id}`, {
      headers: { Authorization: `Bearer ${admin.bearer}`, "X-Second-Factor-Code": admin.recoveryCodes[0]! },
    });
    expect((await exported.text()).trim().split("\r\n")).toHaveLength(3);
    await admin.crm(`/tags/${vip.id}`, { method: "PATCH", body: { name: `VIP renamed ${marker}` } });

    const log = (await admin.crm("/audit")).json as { entries: Record<string, unknown>[] };
    const exportEntry = log.entries.find((entry) => entry.action === "contacts.exported");
    expect(exportEntry?.after).toEqual({ filter: { tag: vip.id, tagName: `VIP ${marker}` }, matching: 2 });
    const tagged = log.entries.find((entry) => entry.action === "tag.given" && entry.subjectId === other.id);
    expect(tagged?.after).toEqual({
      filter: { tag: vip.id, tagName: `VIP ${marker}`, language: "english" },
      changed: 2,
    });
    const byMarker = log.entries.find((entry) => entry.action === "tag.given" && entry.subjectId === vip.id);
    expect(byMarker?.after).toEqual({ filter: { q: marker }, changed: 2 });
  });

  test("exports the filter as CSV: BOM, headings and separator of the language, formula cells neutralised, audited", async () => {
    const admin = await signedInAdmin();
    const { marker } = await seed([
      { name: '=HYPERLINK("http://evil.example","x")' },
      { name: "+49 Rechner" },
      { name: "-2+3" },
      { name: "@SUM(A1)" },
      { name: "\tTabbed" },
      { name: 'Jörg "the Gr8" Groß', language: "german" },
    ]);
    const codes = [...admin.recoveryCodes];
    const download = async (query: string, language: string) => {
      const response = await fetch(`${context.server.origin}/api/crm/contacts/export?${query}`, {
        headers: {
          Authorization: `Bearer ${admin.bearer}`,
          "X-User-Language": language,
          "X-Second-Factor-Code": codes.pop()!,
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    };
    const english = await download(`q=${marker}`, "en");
    expect(english.startsWith("\uFEFF")).toBe(true);
    const lines = english.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Name","E-mail","Language","Signed up (Berlin time)","Last sign-in (Berlin time)","Sign-ins","Subscription","Tags"',
    );
    expect(lines).toHaveLength(8);
    const firstCell = (line: string) => /^"((?:[^"]|"")*)"/.exec(line)?.[1];
    const names = lines.slice(1, -1).map(firstCell);
    expect(names.sort()).toEqual(
      [
        `'=HYPERLINK(""http://evil.example"",""x"")`,
        "'+49 Rechner",
        "'-2+3",
        "'@SUM(A1)",
        "'\tTabbed",
        'Jörg ""the Gr8"" Groß',
      ].sort(),
    );
    expect(english).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}",""/);

    const german = await download(`q=${marker}&language=german`, "de");
    const germanLines = german.slice(1).split("\r\n");
    expect(germanLines[0]).toContain('"Name";"E-Mail";"Sprache"');
    expect(germanLines[1]).toContain('"Jörg ""the Gr8"" Groß";');
    expect(germanLines[1]).toContain('"Deutsch"');
    expect(germanLines[1]).toContain('"keins"');
    expect(germanLines).toHaveLength(3);

    const log = (await admin.crm("/audit")).json as { entries: Record<string, unknown>[] };
    expect(log.entries[0]).toMatchObject({
      action: "contacts.exported",
      adminEmail: admin.email,
      after: { filter: { q: marker, language: "german" }, matching: 1 },
    });
    expect((await admin.crm("/contacts/export?sort=name")).status).toBe(422);
  });

  test("deleting a contact needs their e-mail, removes every row of theirs, keeps business records unlinked, and is audited", async () => {
    const admin = await signedInAdmin();
    const memberClient = createTestClient(context.server.origin);
    const body = registration({ name: "Dora Delete" });
    const member = await memberClient.call("/register", { body });
    const id = (member.json.user as { id: string }).id;
    await memberClient.call("", {
      base: "/api/progress",
      bearer: member.json.accessToken as string,
      body: { lessons: [{ course: "bitcoin-profit-scout", lesson: "about-marco", watchedSeconds: 30 }] },
    });
    const tag = (await admin.crm("/tags", { method: "POST", body: { name: `Gone ${id.slice(0, 6)}` } })).json.tag as {
      id: string;
    };
    await admin.crm(`/contacts/${id}`, { method: "PATCH", body: { tags: [tag.id] } });
    await createTestClient(context.server.origin).call("", {
      base: "/api/cancellations",
      body: { name: "Dora Delete", email: body.email, contract: "Pro", kind: "ordinary" },
    });

    // The test server sends no mail; a waiting message of theirs is written as the outbox would.
    const now = context.server.clock.now();
    await db().insert(tables(db()).mailOutbox).values({
      userId: id,
      kind: "welcome",
      recipientName: "Dora Delete",
      recipientAddress: body.email,
      subject: "Welcome",
      nextAttemptAt: now,
      createdAt: now,
    });
    const rowsOf = async () => {
      const t = tables(db());
      const counts: Record<string, number> = {};
      for (const [name, table, column] of [
        ["users", t.users, t.users.id],
        ["refresh_tokens", t.refreshTokens, t.refreshTokens.userId],
        ["lesson_progress", t.lessonProgress, t.lessonProgress.userId],
        ["contact_tags", t.contactTags, t.contactTags.userId],
        ["mail_outbox", t.mailOutbox, t.mailOutbox.userId],
        ["cancellations", t.cancellations, t.cancellations.userId],
      ] as const) {
        const rows = await (db() as Database)
          .select({ value: sql<number>`count(*)` })
          .from(table)
          .where(eq(column, id));
        counts[name] = Number(rows[0]?.value);
      }
      return counts;
    };
    const before = await rowsOf();
    expect(before).toEqual({
      users: 1,
      refresh_tokens: 1,
      lesson_progress: 1,
      contact_tags: 1,
      mail_outbox: 1,
      cancellations: 1,
    });

    const wrong = await admin.crm(`/contacts/${id}`, {
      method: "DELETE",
      body: { confirmEmail: "someone@else.example" },
    });
    expect(wrong.status).toBe(422);
    expect((await admin.crm(`/contacts/${id}`, { method: "DELETE" })).status).toBe(415);
    const deleted = await admin.crm(`/contacts/${id}`, {
      method: "DELETE",
      body: { confirmEmail: body.email.toUpperCase() },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Dora Delete and everything stored about them have been deleted.");
    expect(Object.values(await rowsOf()).every((count) => count === 0)).toBe(true);
    const { cancellations } = tables(db());
    const kept = await db().select().from(cancellations).where(eq(cancellations.email, body.email));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.userId).toBeNull();

    // The session of the deleted member ends with them.
    expect((await memberClient.call("/me", { method: "GET", bearer: member.json.accessToken as string })).status).toBe(
      401,
    );
    const log = (await admin.crm("/audit")).json as { entries: Record<string, unknown>[] };
    expect(log.entries[0]).toMatchObject({
      action: "contact.deleted",
      subjectId: id,
      before: { name: "Dora Delete", email: body.email },
    });
    // The same e-mail can register again.
    expect((await createTestClient(context.server.origin).call("/register", { body })).status).toBe(201);
  });

  test("an admin cannot be deleted from the dashboard; the audit log refuses every change and lets entries go after three years", async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    const [row] = await db()
      .select({ id: tables(db()).users.id })
      .from(tables(db()).users)
      .where(eq(tables(db()).users.email, other.email));
    const refused = await admin.crm(`/contacts/${row!.id}`, { method: "DELETE", body: { confirmEmail: other.email } });
    expect(refused.status).toBe(409);

    await admin.crm("/tags", { method: "POST", body: { name: `Audit ${randomBytes(3).toString("hex")}` } });
    await expect(runStatement(db(), sql`update audit_log set admin_email = 'someone@else.example'`)).rejects.toThrow();
    await expect(runStatement(db(), sql`delete from audit_log`)).rejects.toThrow();
    // SQLite has no TRUNCATE; on PostgreSQL a statement trigger refuses it.
    if (backend === "postgres") await expect(runStatement(db(), sql`truncate audit_log`)).rejects.toThrow();
    const log = (await admin.crm("/audit")).json as { total: number; entries: { adminEmail: string }[] };
    expect(log.total).toBeGreaterThan(0);
    expect(log.entries.some((entry) => entry.adminEmail === "someone@else.example")).toBe(false);

    // After three years an entry may go, and the housekeeping removes it; a younger one stays.
    const { auditLog } = tables(db());
    const old = new Date(Date.now() - AUDIT_RETENTION_MS - 30 * DAY);
    await db()
      .insert(auditLog)
      .values({
        id: timeOrderedId(old),
        at: old,
        adminId: "x",
        adminEmail: "old@example.com",
        action: "tag.created",
        subjectLabel: "Old",
      });
    const before = (await admin.crm("/audit")).json as { total: number };
    await purgeOldAuditEntries(db(), new Date());
    const after = (await admin.crm("/audit")).json as { total: number };
    expect(after.total).toBe(before.total - 1);
    await expect(runStatement(db(), sql`delete from audit_log`)).rejects.toThrow();
  });
});
