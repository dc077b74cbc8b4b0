import { mkdir } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE } from "./fixtures";
import { coveredFocus, focusedIs, tabTo } from "./keyboard";
import { test } from "./owners";

/**
 * Keyboard focus on the owner's dashboard (docs/keyboard-focus.md, "Lists of the
 * dashboard"): driven with the keyboard, in both languages, at 1280 and 375 px.
 */
const LANGUAGES = [
  {
    prefix: "",
    search: "Search",
    language: "Language",
    filter: "Filter",
    reset: "Reset",
    exportCode: "Authenticator code for the export",
    export: "Export as CSV",
    bulkTag: /^Tag for all \d+$/,
    give: "Give tag",
    take: "Take tag",
    given: (tag: string) => `“${tag}” given to 3 more contacts.`,
    taken: (tag: string) => `“${tag}” taken from 3 contacts.`,
    count: (count: number) => `${count} contacts`,
    sortName: "Name",
    previous: "Previous page",
    next: "Next page",
    tags: "Tags",
    deleteTag: (name: string) => new RegExp(`^Delete ?: ${name}$`),
    deleteGroup: (name: string) => `Delete “${name}”`,
    delete: "Delete",
    cancel: "Cancel",
    deleted: (name: string) => `Tag “${name}” deleted.`,
    contactName: "Name",
    save: "Save changes",
    contactNameRequired: "Please fill in the field “Name”.",
    tagName: "Name",
    createTag: "Create tag",
    tagNameRequired: "Please fill in the field “Name”.",
    rename: (name: string) => new RegExp(`^Rename ?: ${name}$`),
    renameLabel: (name: string) => `New name for “${name}”`,
    renameRequired: "Please enter the tag’s new name.",
    contactsTitle: "Contacts",
  },
  {
    prefix: "/de",
    search: "Suche",
    language: "Sprache",
    filter: "Filtern",
    reset: "Zurücksetzen",
    exportCode: "Authenticator-Code für den Export",
    export: "Als CSV exportieren",
    bulkTag: /^Tag für alle \d+$/,
    give: "Tag vergeben",
    take: "Tag entfernen",
    given: (tag: string) => `„${tag}“ an 3 weitere Kontakte vergeben.`,
    taken: (tag: string) => `„${tag}“ bei 3 Kontakten entfernt.`,
    count: (count: number) => `${count} Kontakte`,
    sortName: "Name",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    tags: "Tags",
    deleteTag: (name: string) => new RegExp(`^Löschen ?: ${name}$`),
    deleteGroup: (name: string) => `„${name}“ löschen`,
    delete: "Löschen",
    cancel: "Abbrechen",
    deleted: (name: string) => `Tag „${name}“ gelöscht.`,
    contactName: "Name",
    save: "Änderungen speichern",
    contactNameRequired: "Bitte fülle das Feld „Name“ aus.",
    tagName: "Name",
    createTag: "Tag anlegen",
    tagNameRequired: "Bitte fülle das Feld „Name“ aus.",
    rename: (name: string) => new RegExp(`^Umbenennen ?: ${name}$`),
    renameLabel: (name: string) => `Neuer Name für „${name}“`,
    renameRequired: "Bitte gib den neuen Namen des Tags ein.",
    contactsTitle: "Kontakte",
  },
] as const;

type Language = (typeof LANGUAGES)[number];

const PASSWORD = "correct horse battery staple";
const SHOTS = "/tmp/shots-focus";

// Hundreds of key presses per test: a trace of each would slow them down several times.
test.use({ trace: "off" });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A member registered from a visitor address of its own (the registration limit counts per
 * address), in the given language.
 */
async function register(request: APIRequestContext, name: string, language: "english" | "german", email?: string) {
  const address = email ?? `focus.${unique()}@example.com`;
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const response = await request.post("/api/auth/register", {
    data: { name, email: address, password: PASSWORD, acceptedTerms: true, language },
    headers: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
  });
  expect(response.status()).toBe(201);
  return address;
}

/** Contacts whose names carry `marker`, so that a search finds exactly them. */
async function addContacts(request: APIRequestContext, marker: string, count: number) {
  for (let first = 0; first < count; first += 5)
    await Promise.all(
      Array.from({ length: Math.min(5, count - first) }, (_, offset) =>
        register(request, `Contact ${String(first + offset + 1).padStart(2, "0")} ${marker}`, "english"),
      ),
    );
}

/** A tag made through the tags page's form, posted as without JavaScript. */
async function addTag(page: Page, language: Language, name: string) {
  const response = await page.request.post(`${language.prefix}/admin/tags`, { form: { intent: "create", name } });
  expect(response.status()).toBe(200);
}

/**
 * Each control of a row is checked, and every one that fails is reported: a soft
 * expectation lets the test go on to the next control.
 */
const soft = expect.configure({ soft: true });

/** The focused element is in the window and nothing covers it. */
async function inView(page: Page) {
  await soft.poll(() => coveredFocus(page)).toBeNull();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const viewport of [DESKTOP, PHONE]) {
  for (const language of LANGUAGES) {
    const where = `(${viewport.width} px, ${language.prefix || "/"})`;
    const shot = `${viewport.width}-${language.prefix ? "de" : "en"}`;

    test.describe(`dashboard keyboard focus ${where}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
      });

      test(`the contact list's search, filter, reset, export and tagging keep focus on the control used`, async ({
        page,
        owners,
      }) => {
        test.setTimeout(120_000);
        const marker = `find${unique()}`;
        await addContacts(page.request, marker, 3);
        const [exportCode] = await owners.signIn(page, 1);
        const tag = `Focus ${marker}`;
        await addTag(page, language, tag);
        await page.goto(`${language.prefix}/admin/contacts`);
        const main = page.getByRole("main");
        const count = page.getByTestId("contacts-count");

        // Search: Enter in the field. The field keeps the focus; the count is announced.
        const search = main.getByLabel(language.search, { exact: true });
        await tabTo(page, search);
        await page.keyboard.type(marker);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`\\?q=${marker}$`));
        await expect(count).toHaveText(language.count(3));
        await soft(search).toBeFocused();

        // Filter: a changed field, then the button.
        await main.getByLabel(language.language, { exact: true }).selectOption("german");
        const filter = page.getByRole("button", { name: language.filter, exact: true });
        await tabTo(page, filter);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/language=german/);
        await expect(count).toHaveText(language.count(0));
        await soft(filter).toBeFocused();

        // Reset: every field cleared, the button keeps the focus.
        const reset = page.getByRole("button", { name: language.reset, exact: true });
        await tabTo(page, reset);
        await page.keyboard.press("Enter");
        await expect(page).not.toHaveURL(/language=/);
        await soft(reset).toBeFocused();
        await inView(page);

        // Export: the download leaves the focus on its button.
        await page.goto(`${language.prefix}/admin/contacts?q=${marker}`);
        await tabTo(page, page.getByLabel(language.exportCode));
        await page.keyboard.type(exportCode!);
        const exportButton = page.getByRole("button", { name: language.export });
        await tabTo(page, exportButton);
        const download = page.waitForEvent("download");
        await page.keyboard.press("Enter");
        await download;
        await soft(exportButton).toBeFocused();

        // Give and take a tag for the whole filter: the button keeps the focus, the notice is read.
        await page.getByLabel(language.bulkTag).selectOption({ label: tag });
        for (const [name, notice] of [
          [language.give, language.given(tag)],
          [language.take, language.taken(tag)],
        ] as const) {
          const button = page.getByRole("button", { name, exact: true });
          await tabTo(page, button);
          await page.keyboard.press("Enter");
          await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
          await soft(button).toBeFocused();
          await inView(page);
        }
        await expectNoAxeViolations(page);
      });

      test(`sorting and paging keep the page where it was and the pressed control in view`, async ({
        page,
        owners,
      }) => {
        test.setTimeout(120_000);
        const marker = `page${unique()}`;
        // One more than two pages hold: three pages, the last with one contact.
        await addContacts(page.request, marker, 51);
        await owners.signIn(page);
        await page.goto(`${language.prefix}/admin/contacts?q=${marker}`);
        await expect(page.getByTestId("contacts-count")).toHaveText(language.count(51));

        // From the end of the list back up to the column's button, as a keyboard visitor gets there.
        const next = page.getByRole("button", { name: language.next });
        await tabTo(page, next);
        const sort = page.getByRole("button", { name: language.sortName, exact: true });
        await tabTo(page, sort, "Shift+Tab");
        const before = await scrollY(page);
        expect(before).toBeGreaterThan(0);
        await page.keyboard.press("Enter");
        await expect(page.getByRole("columnheader", { name: language.sortName })).toHaveAttribute(
          "aria-sort",
          "ascending",
        );
        await soft(sort).toBeFocused();
        await inView(page);
        soft(Math.abs((await scrollY(page)) - before)).toBeLessThan(2);
        await page.keyboard.press("Enter");
        await expect(page.getByRole("columnheader", { name: language.sortName })).toHaveAttribute(
          "aria-sort",
          "descending",
        );
        await soft(sort).toBeFocused();
        soft(Math.abs((await scrollY(page)) - before)).toBeLessThan(2);

        // Paging: the button pressed keeps the focus, in view; one that becomes disabled
        // (the last or first page reached) hands it to the other.
        const previous = page.getByRole("button", { name: language.previous });
        await tabTo(page, next);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/page=2/);
        await soft(next).toBeFocused();
        await inView(page);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/page=3/);
        await soft(previous).toBeFocused();
        await inView(page);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/page=2/);
        await soft(previous).toBeFocused();
        await inView(page);
      });

      test(`deleting a tag asks in view with focus on Cancel, then focuses the list`, async ({ page, owners }) => {
        test.setTimeout(120_000);
        const marker = unique();
        await owners.signIn(page);
        const names = Array.from({ length: 8 }, (_, index) => `Tag ${index + 1} ${marker}`);
        for (const name of names) await addTag(page, language, name);
        await page.goto(`${language.prefix}/admin/tags`);
        const victim = names[5]!;

        const opener = page.getByRole("button", { name: language.deleteTag(victim) });
        await tabTo(page, opener);
        await page.keyboard.press("Enter");
        const question = page.getByRole("group", { name: language.deleteGroup(victim) });
        const cancel = question.getByRole("button", { name: language.cancel });
        // The safe choice has the focus; the question and both answers are in view.
        await soft(cancel).toBeFocused();
        await inView(page);
        await soft(question.locator("p")).toBeInViewport({ ratio: 1 });
        await soft(question.getByRole("button", { name: language.delete })).toBeInViewport({ ratio: 1 });
        if (viewport === PHONE) {
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/tags-delete-question-${shot}.png` });
        }
        await expectNoAxeViolations(page);

        // Enter on the focused Cancel deletes nothing; the focus goes back to the opener.
        await page.keyboard.press("Enter");
        await expect(question).toHaveCount(0);
        await focusedIs(opener);

        await page.keyboard.press("Enter");
        await focusedIs(cancel);
        await page.keyboard.press("Shift+Tab");
        await focusedIs(question.getByRole("button", { name: language.delete }));
        await page.keyboard.press("Enter");
        await expect(page.getByRole("status").filter({ hasText: language.deleted(victim) })).toBeVisible();
        const heading = page.getByRole("heading", { name: language.tags, level: 2 });
        await focusedIs(heading);
        await inView(page);
        await expect(page.getByRole("button", { name: language.deleteTag(victim) })).toHaveCount(0);
      });

      if (viewport === DESKTOP) {
        test(`a contact's page opened by keyboard announces its own title, with the contact's name`, async ({
          page,
          owners,
        }) => {
          const marker = `title${unique()}`;
          await addContacts(page.request, marker, 1);
          await owners.signIn(page);
          await page.goto(`${language.prefix}/admin/contacts?q=${marker}`);
          const name = `Contact 01 ${marker}`;
          await tabTo(page, page.getByRole("link", { name, exact: true }));
          await page.keyboard.press("Enter");
          await expect(page).toHaveURL(new RegExp(`${language.prefix}/admin/contacts/[^/?]+$`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
          await expect(page).toHaveTitle(new RegExp(`^${name} – ${language.contactsTitle}`));
          await expect(page.getByTestId("route-announcer")).toHaveText(await page.title());
        });
      }

      test.describe("with a field left empty", () => {
        // A refused form is answered 422, which the browser logs.
        test.use({ allowedConsoleErrors: [/status of 422/] });

        test(`the tag and contact forms mark the field and focus it, without the browser's bubble`, async ({
          page,
          owners,
        }) => {
          test.setTimeout(120_000);
          const marker = `form${unique()}`;
          await addContacts(page.request, marker, 1);
          await owners.signIn(page);
          const tag = `Form ${marker}`;
          await addTag(page, language, tag);

          // A new tag without a name.
          await page.goto(`${language.prefix}/admin/tags`);
          const tagName = page.getByLabel(language.tagName, { exact: true });
          await tabTo(page, page.getByRole("button", { name: language.createTag }));
          await page.keyboard.press("Enter");
          await focusedIs(tagName);
          await expect(tagName).toHaveAttribute("aria-invalid", "true");
          await expect(tagName).toHaveAccessibleDescription(language.tagNameRequired);

          // A tag renamed to nothing.
          await tabTo(page, page.getByRole("button", { name: language.rename(tag) }));
          await page.keyboard.press("Enter");
          const newName = page.getByLabel(language.renameLabel(tag));
          await focusedIs(newName);
          await page.keyboard.press("ControlOrMeta+A");
          await page.keyboard.press("Delete");
          await page.keyboard.press("Enter");
          await focusedIs(newName);
          await expect(newName).toHaveAttribute("aria-invalid", "true");
          await expect(newName).toHaveAccessibleDescription(language.renameRequired);
          await page.keyboard.press("Escape");

          // A contact without a name.
          await page.goto(`${language.prefix}/admin/contacts?q=${marker}`);
          await page.getByRole("link", { name: `Contact 01 ${marker}`, exact: true }).click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact 01 ${marker}`);
          const name = page.getByRole("main").getByLabel(language.contactName, { exact: true });
          await tabTo(page, name);
          await page.keyboard.press("ControlOrMeta+A");
          await page.keyboard.press("Delete");
          const save = page.getByRole("button", { name: language.save });
          await tabTo(page, save);
          await page.keyboard.press("Enter");
          await focusedIs(name);
          await expect(name).toHaveAttribute("aria-invalid", "true");
          await expect(name).toHaveAccessibleDescription(language.contactNameRequired);
          await inView(page);
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/contact-name-error-${shot}.png` });
          await expectNoAxeViolations(page);

          // The page checks it too, for a form sent without JavaScript.
          const refused = await page.request.post(page.url(), {
            form: { intent: "edit", name: " ", language: "english" },
          });
          expect(refused.status()).toBe(422);
          expect(await refused.text()).toContain(language.contactNameRequired);
        });
      });
    });
  }
}
