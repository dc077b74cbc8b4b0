import { describe, expect, test } from "vitest";
import { recordStripeEvent } from "../../payments/store";
import { MAIL_ORIGIN, mailsTo, useMailTestServer, waitForLink } from "../../api/testing/mail-test-server";
import { createTestClient, registration, uniqueEmail } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";

const INVALID_EN = "This link is invalid, has expired or has already been used. Please ask for a new one.";

describe.each(BACKENDS)("confirming an account's address on %s", (backend) => {
  const context = useMailTestServer(backend);
  const client = () => createTestClient(context.server.origin);

  async function member(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const session = client();
    const registered = await session.call("/register", { body });
    expect(registered.status).toBe(201);
    const welcome = await waitForLink(context.smtp, body.email, "confirm-address");
    return { body, session, bearer: registered.json.accessToken as string, welcome };
  }

  const me = async (bearer: string) => (await client().call("/me", { method: "GET", bearer })).json.user;

  test("the welcome mail's link confirms the address, once, after the page asks", async () => {
    const { body, bearer, welcome } = await member({ language: "german", name: "Jana" });
    expect(welcome.link.startsWith(`${MAIL_ORIGIN}/de/confirm-address?token=`)).toBe(true);
    const [mail] = await mailsTo(context.smtp, body.email);
    expect(mail?.subject).toBe("Willkommen bei Profit Scout");
    expect(mail?.text).toContain("Öffne dazu innerhalb von 24\u00a0Stunden diesen Link:");
    expect(mail?.html).toContain(`href="${welcome.link.replace(/&/g, "&amp;")}"`);
    expect(await me(bearer)).toMatchObject({ emailConfirmed: false });

    // Opening the page only asks; a mail scanner that opens links confirms nothing.
    const checked = await client().call("/email-confirm/check", { body: { token: welcome.token } });
    expect(checked.json).toEqual({ email: body.email });
    expect(await me(bearer)).toMatchObject({ emailConfirmed: false });

    const confirmed = await client().call("/email-confirm/confirm", {
      body: { token: welcome.token },
      headers: { "X-User-Language": "de" },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      message: "Deine E-Mail-Adresse ist bestätigt. Danke!",
      user: { email: body.email, emailConfirmed: true },
    });
    expect(await me(bearer)).toMatchObject({ emailConfirmed: true });

    const again = await client().call("/email-confirm/confirm", { body: { token: welcome.token } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: INVALID_EN });
    const resend = await client().call("/email-confirm", { bearer });
    expect(resend.status).toBe(409);
    expect(resend.json).toEqual({ error: "Your e-mail address is already confirmed." });
  });

  test("a new link from the account page replaces the older one; three an hour", async () => {
    const { body, bearer, welcome } = await member();
    const asked = await client().call("/email-confirm", { bearer });
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual({
      message: `We have sent a new link to ${body.email}. Open it within 24 hours to confirm your address.`,
    });
    const fresh = await waitForLink(context.smtp, body.email, "confirm-address", 2);
    expect((await mailsTo(context.smtp, body.email)).at(-1)?.subject).toBe("Confirm your e-mail address");
    expect((await client().call("/email-confirm/check", { body: { token: welcome.token } })).status).toBe(400);

    expect((await client().call("/email-confirm", { bearer })).status).toBe(202);
    expect((await client().call("/email-confirm", { bearer })).status).toBe(202);
    const limited = await client().call("/email-confirm", { bearer });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await client().call("/email-confirm", {})).status).toBe(401);
    expect(fresh.token).not.toBe(welcome.token);
  });

  test("a link is good for 24 hours", async () => {
    const { welcome } = await member();
    context.server.clock.advance(23 * 3_600_000);
    expect((await client().call("/email-confirm/check", { body: { token: welcome.token } })).status).toBe(200);
    context.server.clock.advance(2 * 3_600_000);
    expect((await client().call("/email-confirm/confirm", { body: { token: welcome.token } })).status).toBe(400);
  });

  test("a completed password reset or e-mail change confirms the address too", async () => {
    const reset = await member();
    expect((await client().call("/password-reset", { body: { email: reset.body.email } })).status).toBe(202);
    const resetLink = await waitForLink(context.smtp, reset.body.email, "reset-password", 2);
    const confirmed = await client().call("/password-reset/confirm", {
      body: { token: resetLink.token, password: "a brand new passphrase" },
    });
    expect(confirmed.json.user).toMatchObject({ emailConfirmed: true });
    // The welcome's link went with the old password.
    expect((await client().call("/email-confirm/check", { body: { token: reset.welcome.token } })).status).toBe(400);

    const moving = await member();
    const newEmail = uniqueEmail("moved");
    await moving.session.call("/email-change", {
      bearer: moving.bearer,
      body: { newEmail, currentPassword: moving.body.password },
    });
    const change = await waitForLink(context.smtp, newEmail, "confirm-email");
    const changed = await client().call("/email-change/confirm", { body: { token: change.token } });
    expect(changed.json.user).toMatchObject({ email: newEmail, emailConfirmed: true });
  });

  test("pre-hijacking: a purchase for an address someone else registered first reaches only the mailbox's owner", async () => {
    // The attacker registers the buyer's address with a password of their own, and never confirms it.
    const buyerEmail = uniqueEmail("buyer");
    const attacker = await member({ email: buyerEmail, password: "the attacker's passphrase" });

    // The buyer pays with that address.
    const customer = `cus_${Date.now().toString(36)}`;
    const created = Math.floor(context.server.clock.now().getTime() / 1000);
    const record = (type: string, object: Record<string, unknown>) =>
      context.database.db.transaction((tx) =>
        recordStripeEvent(
          tx,
          { id: `evt_${customer}_${type}`, type, created, data: { object } },
          context.server.clock.now(),
        ),
      );
    await record("checkout.session.completed", { customer, customer_details: { email: buyerEmail, name: "Buyer" } });
    await record("customer.subscription.created", {
      id: `sub_${customer}`,
      object: "subscription",
      customer,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ price: { id: "price_unknown" }, current_period_end: created + 30 * 86_400 }] },
    });

    // The attacker's password and sessions no longer work.
    const signIn = await client().call("/login", {
      body: { email: buyerEmail, password: "the attacker's passphrase" },
    });
    expect(signIn.status).toBe(401);
    expect((await attacker.session.call("/refresh", {})).status).toBe(401);
    expect((await client().call("/me", { method: "GET", bearer: attacker.bearer })).status).toBe(401);
    expect((await client().call("/email-confirm/check", { body: { token: attacker.welcome.token } })).status).toBe(400);

    // The buyer proves the mailbox with "Forgot password?" and finds the purchase.
    expect((await client().call("/password-reset", { body: { email: buyerEmail } })).status).toBe(202);
    const reset = await waitForLink(context.smtp, buyerEmail, "reset-password", 2);
    const buyer = await client().call("/password-reset/confirm", {
      body: { token: reset.token, password: "the buyer's own passphrase" },
    });
    expect(buyer.status).toBe(200);
    expect(buyer.json.user).toMatchObject({ emailConfirmed: true });
    const subscriptions = await client().call("", {
      base: "/api/subscriptions",
      method: "GET",
      bearer: buyer.json.accessToken as string,
    });
    expect(subscriptions.json.subscriptions).toMatchObject([{ id: `sub_${customer}`, status: "active" }]);
  });

  test("a confirmed account keeps its password when its own purchase arrives", async () => {
    const { body, session, welcome } = await member();
    await client().call("/email-confirm/confirm", { body: { token: welcome.token } });
    const customer = `cus_kept_${Date.now().toString(36)}`;
    await context.database.db.transaction((tx) =>
      recordStripeEvent(
        tx,
        {
          id: `evt_${customer}`,
          type: "checkout.session.completed",
          created: Math.floor(context.server.clock.now().getTime() / 1000),
          data: { object: { customer, customer_email: body.email } },
        },
        context.server.clock.now(),
      ),
    );
    expect((await client().call("/login", { body: { email: body.email, password: body.password } })).status).toBe(200);
    expect((await session.call("/refresh", {})).status).toBe(200);
  });
});
