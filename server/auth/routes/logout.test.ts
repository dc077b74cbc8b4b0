import { describe, expect, test } from "vitest";
import { createTestClient, registration } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";
import { useTestServer } from "../../api/testing/test-server";

describe.each(BACKENDS)("POST /api/auth/logout on %s", (backend) => {
  const context = useTestServer(backend);

  async function signedIn() {
    const client = createTestClient(context.server.origin);
    const registered = await client.call("/register", { body: registration() });
    return { client, accessToken: registered.json.accessToken as string };
  }

  test("revokes the token, clears the cookie and ends the access token at once", async () => {
    const { client, accessToken } = await signedIn();
    const cookie = client.cookie;
    const result = await client.call("/logout");
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ message: "Logged out successfully" });
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.setCookies).toHaveLength(1);
    expect(result.setCookies[0]).toMatch(/^refresh_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);

    expect((await client.call("/refresh", { cookie })).status).toBe(401);
    expect((await client.call("/me", { method: "GET", bearer: accessToken })).status).toBe(401);
    expect(context.server.logs.some((entry) => entry.event === "auth.logout" && entry.address === client.address)).toBe(
      true,
    );
  });

  test("answers in German", async () => {
    const { client } = await signedIn();
    const result = await client.call("/logout", { headers: { "X-User-Language": "de" } });
    expect(result.json).toEqual({ message: "Erfolgreich abgemeldet" });
  });

  test("succeeds without a cookie too", async () => {
    const result = await createTestClient(context.server.origin).call("/logout");
    expect(result.status).toBe(200);
  });

  test("with only the access token, still ends that session", async () => {
    const { client, accessToken } = await signedIn();
    const cookie = client.cookie;
    expect((await client.call("/logout", { cookie: null, bearer: accessToken })).status).toBe(200);
    expect((await client.call("/me", { method: "GET", bearer: accessToken })).status).toBe(401);
    expect((await client.call("/refresh", { cookie })).status).toBe(401);
  });

  test("leaves the user's other sessions signed in", async () => {
    const body = registration();
    const laptop = createTestClient(context.server.origin);
    await laptop.call("/register", { body });
    const phone = createTestClient(context.server.origin);
    const onPhone = await phone.call("/login", { body: { email: body.email, password: body.password } });
    expect((await laptop.call("/logout")).status).toBe(200);
    expect((await phone.call("/me", { method: "GET", bearer: onPhone.json.accessToken as string })).status).toBe(200);
    expect((await phone.call("/refresh")).status).toBe(200);
  });

  test("refuses requests from other sites with 403 and revokes nothing", async () => {
    const { client, accessToken } = await signedIn();
    const result = await client.call("/logout", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(result.status).toBe(403);
    expect(result.setCookies).toEqual([]);
    expect((await client.call("/me", { method: "GET", bearer: accessToken })).status).toBe(200);
    const byOrigin = await client.call("/logout", { headers: { Origin: "http://evil.example" } });
    expect(byOrigin.status).toBe(403);
  });
});
