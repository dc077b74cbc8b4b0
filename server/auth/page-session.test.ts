import { describe, expect, test } from "vitest";
import { createTestClient, registration } from "../api/testing/test-client";
import { BACKENDS } from "../db/testing/test-database";
import { useTestServer } from "../api/testing/test-server";

const SECOND = 1000;

describe.each(BACKENDS)("a page request's member on %s", (backend) => {
  const context = useTestServer(backend);

  async function signedIn() {
    const client = createTestClient(context.server.origin);
    const registered = await client.call("/register", { body: registration() });
    return { client, user: registered.json.user as { id: string; email: string } };
  }

  /** The page's access token for a request with this Cookie header, and who /me says it is. */
  async function pageMember(cookie: string | undefined, origin = context.server.origin) {
    const page = new Request(`${origin}/member/account`, { headers: cookie ? { cookie } : {} });
    const token = await context.server.pageBearer(page);
    if (!token) return undefined;
    const me = await createTestClient(context.server.origin).call("/me", { method: "GET", bearer: token });
    return me.status === 200 ? (me.json.user as { id: string }).id : `HTTP ${me.status}`;
  }

  test("is the member whose refresh cookie the page request carries, without rotating it", async () => {
    const { client, user } = await signedIn();
    const cookie = client.cookie;
    expect(await pageMember(cookie)).toBe(user.id);
    expect(await pageMember(cookie)).toBe(user.id);
    // The browser's own refresh still works with the same cookie: the page rotated nothing.
    expect((await client.call("/refresh")).status).toBe(200);
  });

  test("is nobody without a cookie, with a cookie nobody issued, or with two cookies of the name", async () => {
    const { client } = await signedIn();
    expect(await pageMember(undefined)).toBeUndefined();
    expect(await pageMember(`refresh_token=${"A".repeat(43)}`)).toBeUndefined();
    expect(await pageMember("refresh_token=%%%")).toBeUndefined();
    expect(await pageMember(`${client.cookie}; ${client.cookie}`)).toBeUndefined();
    // Over HTTPS only the __Host- name counts.
    expect(await pageMember(client.cookie, "https://example.test")).toBeUndefined();
  });

  test("accepts a token replaced by a refresh for 30 seconds only", async () => {
    const { client, user } = await signedIn();
    const replaced = client.cookie;
    expect((await client.call("/refresh")).status).toBe(200);
    context.server.clock.advance(29 * SECOND);
    expect(await pageMember(replaced)).toBe(user.id);
    expect(await pageMember(client.cookie)).toBe(user.id);
    context.server.clock.advance(2 * SECOND);
    expect(await pageMember(client.cookie)).toBe(user.id);
    // Later, the replaced token is a stolen copy: it ends the session, as a refresh with it would.
    expect(await pageMember(replaced)).toBeUndefined();
    expect(context.server.logs.some((entry) => entry.event === "auth.token_reuse" && entry.userId === user.id)).toBe(
      true,
    );
    expect(await pageMember(client.cookie)).toBeUndefined();
    expect((await client.call("/refresh")).status).toBe(401);
  });

  test("is nobody once the session ended", async () => {
    const { client } = await signedIn();
    const cookie = client.cookie;
    expect((await client.call("/logout")).status).toBe(200);
    expect(await pageMember(cookie)).toBeUndefined();
  });
});
