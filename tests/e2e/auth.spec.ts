import { expect, test } from "./fixtures";

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const PASSWORD = "correct horse battery staple";

test.describe("accounts", () => {
  // A wrong password and an expired token are answered with 401 by design; the browser logs those.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a visitor registers, signs out, signs in again and stays signed in across a reload", async ({ page }) => {
    const email = uniqueEmail("ada");
    await page.goto("/login?mode=register");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create free account" }).click();
    await expect(page).toHaveURL("/member/courses");
    await page.setViewportSize({ width: 1280, height: 800 });
    const status = page.getByTestId("account-status").first();
    await expect(status).toContainText("Ada Lovelace");

    await page.reload();
    await expect(page.getByTestId("account-status").first()).toContainText("Ada Lovelace");

    await page.getByTestId("account-status").first().getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByTestId("account-status")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

    await page.goto("/login");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).last().click();
    await expect(page).toHaveURL("/member/courses");
    await expect(page.getByTestId("account-status").first()).toContainText("Ada Lovelace");
  });

  test("a wrong password shows the server's message in the visitor's language", async ({ page }) => {
    const email = uniqueEmail("grace");
    await page.goto("/de/login?mode=register");
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(page).toHaveURL("/de/member/courses");
    await page.evaluate(() => localStorage.removeItem("accessToken"));

    await page.goto("/de/login");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort").fill("not the right password");
    await page.getByRole("button", { name: "Anmelden" }).last().click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("alert")).not.toHaveText("");
    await expect(page).toHaveURL("/de/login");
  });

  test("an expired access token is renewed silently with the refresh cookie", async ({ page }) => {
    const email = uniqueEmail("alan");
    await page.goto("/login?mode=register");
    await page.getByLabel("Name").fill("Alan Turing");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create free account" }).click();
    await expect(page).toHaveURL("/member/courses");
    // A token the server no longer accepts stands in for an expired one.
    await page.evaluate(() => localStorage.setItem("accessToken", "expired.token.value"));
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId("account-status").first()).toContainText("Alan Turing");
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).not.toBe("expired.token.value");
  });

  test("the forms explain what is missing, inline and in German", async ({ page }) => {
    await page.goto("/de/login?mode=register");
    await page.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(page.getByText("Bitte fülle dieses Feld aus.").first()).toBeVisible();
    await expect(page.getByText("Bitte akzeptiere die AGB, um fortzufahren.")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await page.getByLabel("Passwort").fill("kurz");
    await page.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(page.getByText("Das Passwort muss 8 bis 128 Zeichen lang sein.")).toBeVisible();
  });
});
