import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { todayInReceiptZone } from "@shared/cancellation-rules";
import { mailsTo, useMailTestServer, waitForMails } from "../api/testing/mail-test-server";
import { type CallOptions, createTestClient, registration, uniqueEmail } from "../api/testing/test-client";
import { BACKENDS } from "../db/testing/test-database";
import { startTestServer } from "../api/testing/test-server";
import { tables } from "../db/tables";

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)("POST /api/cancellations on %s", (backend) => {
  const context = useMailTestServer(backend);
  const visitor = () => {
    const client = createTestClient(context.server.origin);
    return (body: unknown, options: CallOptions = {}) =>
      client.call("", { base: "/api/cancellations", body, ...options });
  };
  const cancellation = (overrides: Record<string, unknown> = {}) => ({
    name: "Jana Schulz",
    email: uniqueEmail(),
    contract: "Pro, annual, customer no. 4711",
    kind: "ordinary",
    ...overrides,
  });
  const day = (offsetDays: number) =>
    todayInReceiptZone(new Date(context.server.clock.now().getTime() + offsetDays * DAY));

  test("without an account: stored with the moment of receipt, answered with everything, and a receipt mailed", async () => {
    const body = cancellation({ endDate: day(40) });
    const result = await visitor()(body);
    expect(result.status).toBe(201);
    expect(result.headers.get("cache-control")).toBe("no-store");
    const receivedAt = context.server.clock.now().toISOString();
    expect(result.json).toEqual({
      cancellation: {
        id: expect.any(String),
        name: "Jana Schulz",
        email: body.email,
        contract: "Pro, annual, customer no. 4711",
        kind: "ordinary",
        reason: null,
        endDate: day(40),
        contractEnd: null,
        receivedAt,
      },
      carriedOut: false,
      awaitingOwner: true,
      message:
        "We have received your cancellation. The confirmation of receipt goes to the e-mail address you gave right away.",
    });
    const [row] = await context.database.db
      .select()
      .from(tables(context.database.db).cancellations)
      .where(eq(tables(context.database.db).cancellations.id, (result.json.cancellation as { id: string }).id));
    expect(row).toMatchObject({ email: body.email, userId: null, language: "en", receivedAt: new Date(receivedAt) });

    const [mail] = await waitForMails(context.smtp, body.email);
    expect(mail?.subject).toBe("We have received your cancellation");
    expect(mail?.to).toMatchObject({ value: [{ name: "Jana Schulz", address: body.email }] });
    expect(mail?.text).toContain("Contract: Pro, annual, customer no. 4711");
    expect(mail?.text).toContain("Type of cancellation: ordinary cancellation");
  });

  test("in German, extraordinary with a reason, as soon as possible; a member's cancellation is linked to the account", async () => {
    const member = createTestClient(context.server.origin);
    const account = registration({ language: "german", email: `Jana.${uniqueEmail()}` });
    const lowercase = account.email.toLowerCase();
    const registered = await member.call("/register", { body: account });
    const userId = (registered.json.user as { id: string }).id;
    const result = await visitor()(
      cancellation({
        email: lowercase,
        kind: "extraordinary",
        reason: "  Umzug ins Ausland\nab Januar  ",
      }),
      { headers: { "X-User-Language": "de" } },
    );
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      cancellation: { kind: "extraordinary", reason: "Umzug ins Ausland\nab Januar", endDate: null },
      message:
        "Wir haben deine Kündigung erhalten. Die Eingangsbestätigung geht sofort an die angegebene E-Mail-Adresse.",
    });
    const rows = await context.database.db
      .select()
      .from(tables(context.database.db).cancellations)
      .where(eq(tables(context.database.db).cancellations.userId, userId));
    expect(rows).toHaveLength(1);
    const mails = await waitForMails(context.smtp, lowercase, 1);
    const receipt = mails.find((mail) => mail.subject === "Wir haben deine Kündigung erhalten");
    expect(receipt?.text).toContain("Art der Kündigung: außerordentliche Kündigung");
    expect(receipt?.text).toContain("Grund: Umzug ins Ausland");
    expect(receipt?.text).toContain("Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt");

    // The member's data export lists it.
    const exported = await member.call("/me/export", { method: "GET", bearer: registered.json.accessToken as string });
    expect(exported.json.cancellations).toMatchObject([{ contract: "Pro, annual, customer no. 4711", endDate: null }]);

    // The record outlives the account, without the link to it.
    const deleted = await member.call("/me", {
      method: "DELETE",
      bearer: registered.json.accessToken as string,
      body: { password: account.password },
    });
    expect(deleted.status).toBe(200);
    const kept = await context.database.db
      .select()
      .from(tables(context.database.db).cancellations)
      .where(eq(tables(context.database.db).cancellations.id, (result.json.cancellation as { id: string }).id));
    expect(kept).toMatchObject([{ userId: null, email: lowercase }]);
  });

  test.each([
    ["no name", { name: "  " }, "The name must be 1 to 100 characters long and contain only printable characters."],
    ["an e-mail that is none", { email: "jana@" }, "Please enter a valid e-mail address."],
    ["no contract", { contract: "" }, "Please name the contract you want to cancel (at most 200 characters)."],
    [
      "a contract too long",
      { contract: "x".repeat(201) },
      "Please name the contract you want to cancel (at most 200 characters).",
    ],
    ["another kind", { kind: "immediate" }, "Please choose an ordinary or an extraordinary cancellation."],
    [
      "a reason too long",
      { kind: "extraordinary", reason: "x".repeat(2001) },
      "Please shorten the reason (at most 2,000 characters).",
    ],
    [
      "an end date in the past",
      { endDate: "2020-01-01" },
      "Please choose a date from today on, or “As soon as possible”.",
    ],
    [
      "an end date that is no date",
      { endDate: "31.12.2026" },
      "Please choose a date from today on, or “As soon as possible”.",
    ],
    ["an unknown field", { plan: "pro" }, "Unknown field 'plan'."],
  ])("%s is refused with 422, a clear message, and nothing stored or mailed", async (_name, overrides, message) => {
    const body = cancellation(overrides);
    const result = await visitor()(body);
    expect(result.status).toBe(422);
    expect(result.json).toEqual({ error: message });
    expect(
      await context.database.db
        .select()
        .from(tables(context.database.db).cancellations)
        .where(eq(tables(context.database.db).cancellations.email, body.email)),
    ).toEqual([]);
    await context.outbox.drain();
    expect(await mailsTo(context.smtp, body.email)).toEqual([]);
  });

  test("the refusal is in German for a German page", async () => {
    const result = await visitor()(cancellation({ contract: "" }), { headers: { "X-User-Language": "de" } });
    expect(result.json).toEqual({
      error: "Bitte gib an, welchen Vertrag du kündigen möchtest (höchstens 200\u00a0Zeichen).",
    });
  });

  test("an end date today in Berlin is accepted", async () => {
    expect((await visitor()(cancellation({ endDate: day(0) }))).status).toBe(201);
  });

  test("a body that is not an object gets 400; a GET gets 405", async () => {
    expect((await visitor()([])).status).toBe(400);
    const get = await visitor()(undefined, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe.each(BACKENDS)("POST /api/cancellations limits on %s", (backend) => {
  const mailContext = useMailTestServer(backend);

  test("a few receipts an hour per e-mail address and a few cancellations per client address, then 429", async () => {
    const server = await startTestServer(mailContext.database.db, {
      config: {
        rateLimits: {
          cancellationsPerEmail: { limit: 2, windowMs: 60 * 60 * 1000 },
          cancellationsPerAddress: { limit: 3, windowMs: 60 * 60 * 1000 },
        },
      },
    });
    try {
      const email = uniqueEmail();
      const body = { name: "Jana", email, contract: "Pro", kind: "ordinary" };
      const send = (client: ReturnType<typeof createTestClient>, overrides = {}) =>
        client.call("", { base: "/api/cancellations", body: { ...body, ...overrides } });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await send(createTestClient(server.origin))).status);
      expect(statuses).toEqual([201, 201, 429]);
      const busy = createTestClient(server.origin);
      const fromOneAddress = [];
      for (let i = 0; i < 4; i += 1) fromOneAddress.push((await send(busy, { email: uniqueEmail() })).status);
      expect(fromOneAddress).toEqual([201, 201, 201, 429]);
    } finally {
      await server.close();
    }
  });
});
