import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { turnOnSecondFactor } from "./second-factor";
import { DESKTOP, expect, expectNoAxeViolations, PHONE } from "./fixtures";
import { test } from "./owners";
import { sendStripeEvent } from "./stripe-events";
import { ACCESS_TOKEN_KEY } from "@shared/storage-keys";
import { adminCommand } from "./admin-command";

/**
 * The owner's contacts: find, tag, export, edit and delete, in both languages, on a desktop
 * and a phone. The admin role comes from the server's command (as in admin.spec.ts).
 */
const PASSWORD = "correct horse battery staple";

// The audit log is one for every admin: the tests that write to it run one after another,
// so that each finds its own entries at the top.
test.describe.configure({ mode: "default" });

/** A new member made admin by the server's command, with the second factor an admin needs; its address and recovery codes. */
async function registerAdmin(page: Page, next: string): Promise<{ email: string; recoveryCodes: string[] }> {
  const email = `crm-owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`/login?mode=register&next=${encodeURIComponent(next)}`);
  await page.getByLabel("Name").fill("Olivia Owner");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page).toHaveURL(next);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No access");
  await adminCommand("grant", email);
  const { recoveryCodes } = await turnOnSecondFactor(page, "", PASSWORD);
  await page.goto(next);
  return { email, recoveryCodes };
}

async function registerContact(request: APIRequestContext, name: string, language: "english" | "german") {
  const email = `contact.${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.${Date.now()}@example.com`;
  const response = await request.post("/api/auth/register", {
    data: { name, email, password: PASSWORD, acceptedTerms: true, language },
  });
  expect(response.status()).toBe(201);
  return email;
}

test("a visitor is sent to sign in and back; a member who is no admin sees no access", async ({ page }) => {
  await page.goto("/admin/contacts?q=ada");
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/admin/contacts?q=ada")}`);
  await page.goto("/de/admin/tags");
  await expect(page).toHaveURL(`/de/login?next=${encodeURIComponent("/de/admin/tags")}`);
});

test.describe("the whole round", () => {
  // The export without a code is refused with 403, which the browser reports on the console.
  test.use({ allowedConsoleErrors: [/status of 403/] });
  test("an admin finds contacts, tags them, exports, edits and deletes one, and reads it all in the audit log", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const marker = `crm${Date.now().toString(36)}`;
    await registerContact(request, `Zora ${marker}`, "english");
    const zenoEmail = await registerContact(request, `Zeno ${marker}`, "german");
    await registerContact(request, `=SUM(1) ${marker}`, "english");

    const { email: adminEmail, recoveryCodes } = await registerAdmin(page, "/admin/contacts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contacts");
    await expect(
      page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Contacts" }),
    ).toHaveAttribute("aria-current", "page");

    // Find: the search and the filters live in the address.
    await page.getByRole("main").getByLabel("Search").fill(marker.toUpperCase());
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(`/admin/contacts?q=${marker.toUpperCase()}`);
    await expect(page.getByTestId("contacts-count")).toHaveText("3 contacts");
    await page.getByLabel("Language").selectOption("german");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByTestId("contacts-count")).toHaveText("1 contact");
    await expect(page.getByTestId("contacts-table")).toContainText(`Zeno ${marker}`);
    // The scroll box is a region named like the table, for whoever reaches it by keyboard.
    await expect(page.getByRole("region", { name: /^Contacts, page \d+ of \d+$/ })).toHaveAttribute("tabindex", "0");
    await page.goBack();
    await expect(page.getByTestId("contacts-count")).toHaveText("3 contacts");
    // Sorting by name, by keyboard: Zeno before Zora going up, after it going down.
    await page.getByRole("button", { name: "Name" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    const names = page.getByTestId("contacts-table").locator("tbody tr td:first-child a");
    await expect(names).toHaveText([`=SUM(1) ${marker}`, `Zeno ${marker}`, `Zora ${marker}`]);
    await page.keyboard.press("Enter");
    await expect(names).toHaveText([`Zora ${marker}`, `Zeno ${marker}`, `=SUM(1) ${marker}`]);
    await expectNoAxeViolations(page);

    // Tags: create one, then give it to every contact of the filter.
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Tags" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tags");
    await page.getByLabel("Name").fill(`VIP ${marker}`);
    await page.getByRole("button", { name: "Create tag" }).click();
    await expect(page.getByText(`Tag “VIP ${marker}” created.`)).toBeVisible();
    await expectNoAxeViolations(page);
    // Escape closes the rename form and the delete question (whose focus is on its safe
    // choice, Cancel); the focus goes back to its button.
    for (const [button, field] of [
      ["Rename", page.getByLabel(`New name for “VIP ${marker}”`)],
      ["Delete", page.getByRole("group", { name: `Delete “VIP ${marker}”` }).getByRole("button", { name: "Cancel" })],
    ] as const) {
      const opener = page.getByRole("button", { name: new RegExp(`^${button} ?: VIP ${marker}$`) });
      await opener.click();
      await expect(field).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(field).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
    await page.goBack();
    await expect(page.getByTestId("contacts-count")).toHaveText("3 contacts");
    await page.getByLabel("Tag for all 3").selectOption({ label: `VIP ${marker}` });
    await page.getByRole("button", { name: "Give tag" }).click();
    await expect(page.getByText(`“VIP ${marker}” given to 3 more contacts.`)).toBeVisible();
    await expect(page.getByTestId("contacts-table").getByText(`VIP ${marker}`)).toHaveCount(3);

    // Export: a fresh code is asked for; the file a spreadsheet opens, the formula name kept as text.
    await page.getByRole("button", { name: "Export as CSV" }).click();
    await expect(page.getByRole("alert")).toContainText("Enter a current code from your authenticator app");
    await expect(page.getByLabel("Authenticator code for the export")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Authenticator code for the export")).toBeFocused();
    await page.getByLabel("Authenticator code for the export").fill(recoveryCodes[0]!);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.startsWith('\uFEFF"Name","E-mail"')).toBe(true);
    expect(csv).toContain(`"'=SUM(1) ${marker}"`);
    expect(csv).toContain(`"${zenoEmail}","German"`);
    expect(csv.trim().split("\r\n")).toHaveLength(4);

    // A contact's page: edit the name, take the tag away.
    // A row's "View" goes where its name goes; only the name is a link for the keyboard and
    // screen readers, so each row is one Tab stop.
    const zeno = page.getByTestId("contacts-table").locator("tr", { hasText: `Zeno ${marker}` });
    const zenoHref = await zeno.getByRole("link", { name: `Zeno ${marker}`, exact: true }).getAttribute("href");
    expect(zenoHref).toMatch(/^\/admin\/contacts\/.+/);
    await expect(zeno.getByRole("link")).toHaveCount(1);
    await expect(zeno.getByText("View", { exact: true })).toHaveAttribute("href", zenoHref!);
    await zeno.getByText("View", { exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Zeno ${marker}`);
    await expect(page).toHaveTitle(`Zeno ${marker} – Contacts | Profit Scout`);
    await expect(page.getByRole("heading", { name: "Progress per course" })).toBeVisible();
    await expect(page.getByText("1 sign-in in all.", { exact: false })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(`Zeno Neu ${marker}`);
    await page.getByLabel(`VIP ${marker}`).uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("The contact is saved.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Zeno Neu ${marker}`);
    await expect(page).toHaveTitle(`Zeno Neu ${marker} – Contacts | Profit Scout`);
    const history = page.getByRole("group", { name: "Changes by admins" });
    await expect(history).toContainText("Contact edited");
    await expect(history).toContainText(`Name: Zeno ${marker} → Zeno Neu ${marker}`);
    await expect(history).toContainText(`Tags: VIP ${marker} → none`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/admin-contact-1280-en.png", fullPage: true });

    // Delete: only once the e-mail address is typed.
    const remove = page.getByRole("button", { name: `Delete Zeno Neu ${marker}` });
    await expect(remove).toBeDisabled();
    await page.getByLabel("Type the contact’s e-mail address to confirm").fill(zenoEmail);
    await remove.click();
    await expect(page).toHaveURL("/admin/contacts");
    await expect(page).toHaveTitle("Contacts | Profit Scout");
    await expect(
      page.getByText(`Zeno Neu ${marker} and everything stored about them have been deleted.`),
    ).toBeVisible();
    await page.getByRole("main").getByLabel("Search").fill(marker);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByTestId("contacts-count")).toHaveText("2 contacts");
    // The table fits a desktop window without scrolling sideways.
    const box = page.getByTestId("contacts-table").locator("..");
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await page.screenshot({ path: "test-results/admin-contacts-1280-en.png", fullPage: true });

    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Audit log" }).click();
    const log = page.getByTestId("audit-log");
    // This admin's newest entry first (other tests' admins write to the log at the same time).
    await expect(log.locator("tbody tr", { hasText: adminEmail }).first()).toContainText("Contact deleted");
    await expect(log).toContainText("Contact edited");
    await expect(log).toContainText("Contacts exported");
    // With what reached the contacts: the list's filter at the time (the row of this
    // test's export: other tests' admins export at the same time).
    await expect(
      log.locator("tr", { hasText: "Contacts exported" }).filter({ hasText: marker.toUpperCase() }),
    ).toContainText(`3 contacts Search: “${marker.toUpperCase()}”`, {
      useInnerText: true,
    });
    await expect(log).toContainText("Tag given");
    await expect(log).toContainText("Tag created");
    await expectNoAxeViolations(page);

    // The same on a phone, in German: nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.goto(`/de/admin/contacts?q=${marker}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakte");
    await expect(page.getByTestId("contacts-count")).toHaveText("2 Kontakte");
    await expect(page.getByRole("columnheader", { name: "Registriert" })).toHaveAttribute("aria-sort", "descending");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/admin-contacts-375-de.png", fullPage: true });
    await page
      .getByTestId("contacts-table")
      .locator("tr", { hasText: `Zora ${marker}` })
      .getByText("Ansehen", { exact: true })
      .click();
    await expect(page.getByRole("heading", { name: "Fortschritt je Kurs" })).toBeVisible();
    await expect(page).toHaveTitle(`Zora ${marker} – Kontakte | Profit Scout`);
    await expect(page.getByRole("heading", { name: "Kontakt löschen" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/admin-contact-375-de.png", fullPage: true });
    // Leaving the contact's page leaves the next page its own title.
    await page
      .getByRole("navigation", { name: "Bereiche des Dashboards" })
      .getByRole("link", { name: "Protokoll" })
      .click();
    await expect(page).toHaveURL("/de/admin/audit");
    await expect(page).toHaveTitle("Änderungsprotokoll | Profit Scout");
    await expect(page.getByTestId("audit-log")).toContainText("Kontakt gelöscht");
    await expect(page.getByTestId("audit-log")).toContainText(`3 Kontakte Suche: „${marker.toUpperCase()}“`, {
      useInnerText: true,
    });
    await page.screenshot({ path: "test-results/admin-audit-375-de.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await page.goto("/de/admin/tags");
    await expect(page.getByRole("link", { name: `2 Kontakte mit „VIP ${marker}“` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/admin-tags-375-de.png", fullPage: true });
    // A tag's count leads to its contacts, with the tag chosen in the filter.
    await page.getByRole("link", { name: `2 Kontakte mit „VIP ${marker}“` }).click();
    await expect(page.getByTestId("contacts-count")).toHaveText("2 Kontakte");
    await expect(page.getByLabel("Tag", { exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Tag", { exact: true }).locator("option:checked")).toHaveText(`VIP ${marker}`);
    // One contact in the filter: the notice speaks of one, in the singular.
    await page.getByRole("main").getByLabel("Suche").fill(`Zora ${marker}`);
    await page.getByRole("button", { name: "Filtern", exact: true }).click();
    await expect(page.getByTestId("contacts-count")).toHaveText("1 Kontakt");
    await page.getByLabel("Tag für alle 1").selectOption({ label: `VIP ${marker}` });
    await page.getByRole("button", { name: "Tag entfernen" }).click();
    // Taking the filter's own tag empties the list; the notice stays.
    await expect(page.getByTestId("contacts-count")).toHaveText("0 Kontakte");
    await expect(page.getByText(`„VIP ${marker}“ bei 1 Kontakt entfernt.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Tag entfernen" })).toHaveCount(0);
    await page.screenshot({ path: "test-results/admin-contacts-emptied-375-de.png", fullPage: true });

    // An odd or outdated address still shows a list: a tag that is no id is dropped, and a
    // page past the end becomes the last page.
    await page.goto(`/de/admin/contacts?q=${marker}&tag=abc&page=99`);
    await expect(page).toHaveURL(`/de/admin/contacts?q=${marker}`);
    await expect(page.getByTestId("contacts-count")).toHaveText("2 Kontakte");
  });
});

test("a contact's page shows their payments and refunds, in English on a desktop and in German on a phone", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const marker = `pay${Date.now().toString(36)}`;
  const email = await registerContact(request, `Rudi ${marker}`, "german");
  const customer = `cus_${marker}`;
  await sendStripeEvent(request, "checkout.session.completed", {
    id: `cs_${marker}`,
    customer,
    customer_details: { email, name: `Rudi ${marker}` },
  });
  await sendStripeEvent(request, "invoice.paid", {
    id: `in_${marker}`,
    customer,
    amount_paid: 10_700,
    currency: "eur",
  });
  await sendStripeEvent(request, "charge.refunded", {
    id: `ch_${marker}`,
    customer,
    amount_refunded: 5_350,
    currency: "eur",
  });

  await registerAdmin(page, `/admin/contacts?q=${marker}`);
  await page.getByRole("link", { name: `Rudi ${marker}`, exact: true }).click();
  await expect(page.getByRole("group", { name: "Payments" })).toContainText("€107.00");
  await expect(page.getByRole("heading", { name: "Refunds" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Refunds" })).toContainText("€53.50");
  const contactPath = new URL(page.url()).pathname;

  await page.setViewportSize(PHONE);
  await page.goto(`/de${contactPath}`);
  await expect(page.getByRole("group", { name: "Zahlungen" })).toContainText("107,00 €");
  await expect(page.getByRole("group", { name: "Erstattungen" })).toContainText("53,50 €");
  await expect(page.getByText("In Stripe erstattet: je Zahlung die bisher erstattete Summe.")).toBeVisible();
  // A table of a day and an amount fits the phone without scrolling sideways.
  for (const name of ["Zahlungen", "Erstattungen"]) {
    const table = page.getByRole("group", { name });
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.getByRole("heading", { name: "Erstattungen" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/admin-contact-refunds-375-de.png" });
});

const LANGUAGES = [
  {
    prefix: "",
    viewport: DESKTOP,
    contacts: "Contacts",
    search: "Search",
    filter: "Filter",
    count: "2 contacts",
    progress: "Progress per course",
    create: "Create tag",
    created: (name: string) => `Tag “${name}” created.`,
    rename: (name: string) => new RegExp(`^Rename ?: ${name}$`),
    renameLabel: (name: string) => `New name for “${name}”`,
    save: "Save",
    renamed: (name: string) => `Tag renamed to “${name}”.`,
  },
  {
    prefix: "/de",
    viewport: PHONE,
    contacts: "Kontakte",
    search: "Suche",
    filter: "Filtern",
    count: "2 Kontakte",
    progress: "Fortschritt je Kurs",
    create: "Tag anlegen",
    created: (name: string) => `Tag „${name}“ angelegt.`,
    rename: (name: string) => new RegExp(`^Umbenennen ?: ${name}$`),
    renameLabel: (name: string) => `Neuer Name für „${name}“`,
    save: "Speichern",
    renamed: (name: string) => `Tag in „${name}“ umbenannt.`,
  },
] as const;

/**
 * The dashboard without JavaScript (docs/decisions/037-dashboard-reads-on-the-server.md): the
 * server reads each page's data as the admin of the refresh cookie, the list's filter and order
 * are addresses, and the tag forms post to the page and are answered with it. (axe needs
 * scripts in the page: the same markup is checked with JavaScript above and in admin.spec.ts.)
 */
test.describe("the dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const texts of LANGUAGES) {
    test(`${texts.prefix || "/"}: contacts, a contact and the tags come from the server; a tag is created and renamed`, async ({
      page,
      request,
      owners,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(texts.viewport);
      const marker = `nojs${Date.now().toString(36)}`;
      await registerContact(request, `Anna ${marker}`, "english");
      const noraEmail = await registerContact(request, `Nora ${marker}`, "german");
      await owners.signIn(page);

      // The list, read on the server for this admin and never kept by a cache.
      const list = await page.goto(`${texts.prefix}/admin/contacts`);
      expect(list?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.contacts);
      // The filter asks for the list's address; its empty fields do not stay in it.
      await page.getByRole("main").getByLabel(texts.search).fill(marker);
      await page.getByRole("button", { name: texts.filter, exact: true }).click();
      await expect(page).toHaveURL(`${texts.prefix}/admin/contacts?q=${marker}`);
      await expect(page.getByTestId("contacts-count")).toHaveText(texts.count);
      const names = page.getByTestId("contacts-table").locator("tbody tr td:first-child a");
      // The newest first, then in the order of a column (its header).
      await expect(names).toHaveText([`Nora ${marker}`, `Anna ${marker}`]);
      await page.getByRole("button", { name: "Name", exact: true }).click();
      await expect(page).toHaveURL(`${texts.prefix}/admin/contacts?q=${marker}&sort=name&order=asc`);
      await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
      await expect(names).toHaveText([`Anna ${marker}`, `Nora ${marker}`]);
      await page.screenshot({ path: `test-results/admin-contacts-nojs-${texts.viewport.width}.png`, fullPage: true });

      // A contact's page, named in the title.
      await page.getByRole("link", { name: `Nora ${marker}`, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Nora ${marker}`);
      await expect(page).toHaveTitle(`Nora ${marker} – ${texts.contacts} | Profit Scout`);
      await expect(page.getByText(noraEmail, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: texts.progress })).toBeVisible();

      // Tags: created and renamed by forms posted to the page.
      const tags = await page.goto(`${texts.prefix}/admin/tags`);
      expect(tags?.headers()["cache-control"]).toBe("no-store");
      const lead = `Lead ${marker}`;
      const customer = `Customer ${marker}`;
      await page.getByLabel("Name").fill(lead);
      await page.getByRole("button", { name: texts.create }).click();
      await expect(page.getByText(texts.created(lead))).toBeVisible();
      await expect(page).toHaveURL(`${texts.prefix}/admin/tags`);
      await expect(page.getByLabel("Name")).toHaveValue("");
      await page.getByRole("button", { name: texts.rename(lead) }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${texts.prefix}/admin/tags\\?rename=[0-9a-f-]{36}$`));
      await page.getByLabel(texts.renameLabel(lead)).fill(customer);
      await page.getByRole("button", { name: texts.save, exact: true }).click();
      await expect(page.getByText(texts.renamed(customer))).toBeVisible();
      await expect(page).toHaveURL(`${texts.prefix}/admin/tags`);
      await expect(page.getByText(customer, { exact: true })).toBeVisible();
      await expect(page.getByText(lead, { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `test-results/admin-tags-nojs-${texts.viewport.width}.png`, fullPage: true });
    });
  }
});

test("an admin signed in by the refresh cookie alone exports at once, in German on a phone", async ({
  page,
  request,
  owners,
}) => {
  await page.setViewportSize(PHONE);
  const marker = `cookie${Date.now().toString(36)}`;
  await registerContact(request, `Rita ${marker}`, "german");
  const [exportCode] = await owners.signIn(page, 1);
  // As after a sign-in without JavaScript: the refresh cookie, and no access token yet.
  await page.evaluate((key) => localStorage.removeItem(key), ACCESS_TOKEN_KEY);
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 401) refused.push(response.url());
  });

  await page.goto(`/de/admin/contacts?q=${marker}`);
  await page.getByLabel("Authenticator-Code für den Export").fill(exportCode!);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Als CSV exportieren" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  expect(csv).toContain(`"Rita ${marker}"`);
  // The token was renewed before the download, not after a refused one.
  expect(refused).toEqual([]);
});
