import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { redirectToVisitorLanguage } from "./language-redirect";

function site(https: boolean) {
  const app = new Hono();
  app.use(redirectToVisitorLanguage(() => https));
  app.all("*", (c) => c.text("page"));
  return app;
}

const PAGE = { Accept: "text/html" };

describe("the mark of a redirect guessed from the browser's language", () => {
  test("is set when only Accept-Language chose German, and is Secure over HTTPS", async () => {
    const plain = await site(false).request("/algos", { headers: { ...PAGE, "Accept-Language": "de-DE,de;q=0.9" } });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Set-Cookie")).toBe("language_guessed=1; Path=/; Max-Age=60; SameSite=Lax");

    const secure = await site(true).request("/algos", { headers: { ...PAGE, "Accept-Language": "de" } });
    expect(secure.headers.get("Set-Cookie")).toBe("language_guessed=1; Path=/; Max-Age=60; SameSite=Lax; Secure");
  });

  test("is not set when the stored choice's cookie chose German, nor for an English answer", async () => {
    const byCookie = await site(false).request("/algos", {
      headers: { ...PAGE, Cookie: "language=de", "Accept-Language": "de" },
    });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get("Set-Cookie")).toBeNull();

    const english = await site(false).request("/algos", { headers: { ...PAGE, "Accept-Language": "en-US" } });
    expect(english.status).toBe(200);
    expect(english.headers.get("Set-Cookie")).toBeNull();
  });
});
