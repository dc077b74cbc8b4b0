import { DESKTOP, expect, PHONE, test, waitForHydration } from "./fixtures";

test.describe("about page gallery", () => {
  test("shows 13 photos; the lightbox opens, wraps both ways and locks scrolling", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    const thumbnails = page.getByRole("link", { name: /^Enlarge picture/ });
    await expect(thumbnails).toHaveCount(13);

    await expect(thumbnails.first()).toHaveAttribute("href", "/images/gallery/event-01-1280.webp");

    await thumbnails.first().click();
    const dialog = page.getByRole("dialog", { name: "Picture 1 of 13" });
    await expect(dialog).toBeVisible();
    // Once hydrated the lightbox takes over: the link to the image is not followed.
    await expect(page).toHaveURL("/about");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await expect(page.getByRole("dialog", { name: "Picture 13 of 13" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Next picture" }).click();
    await expect(page.getByRole("dialog", { name: "Picture 1 of 13" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "Picture 13 of 13" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Picture 2 of 13" })).toBeVisible();
  });

  test("closes by the close button, by Escape and by a click on the backdrop, and focus returns", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    const third = page.getByRole("link", { name: /^Enlarge picture 3 of 13/ });

    await third.click();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(third).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    await third.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(third).toBeFocused();

    await third.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(8, 100);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(third).toBeFocused();
  });

  test("opens from the keyboard and works in German", async ({ page }) => {
    await page.goto("/de/about");
    const first = page.getByRole("link", { name: /^Bild 1 von 13 vergrößern/ });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Bild 1 von 13" })).toBeVisible();
    await expect(page).toHaveURL("/de/about");
    await expect(page.getByRole("button", { name: "Nächstes Bild" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(first).toBeFocused();
  });

  test("a swipe on a phone moves to the next picture", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("http://localhost:" + (process.env.E2E_PORT ?? "3210") + "/about");
    await waitForHydration(page);
    await page.getByRole("link", { name: /^Enlarge picture 1 of 13/ }).tap();
    const dialog = page.getByRole("dialog", { name: "Picture 1 of 13" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.getByRole("img").boundingBox())!;
    const y = box.y + box.height / 2;
    await dialog.dispatchEvent("pointerdown", {
      clientX: box.x + box.width - 20,
      clientY: y,
      pointerType: "touch",
      isPrimary: true,
    });
    await dialog.dispatchEvent("pointerup", { clientX: box.x + 20, clientY: y, pointerType: "touch", isPrimary: true });
    await expect(page.getByRole("dialog", { name: "Picture 2 of 13" })).toBeVisible();
    await context.close();
  });
});

test.describe("about page gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each picture is a link that opens the full-size image", async ({ page }) => {
    await page.goto("/about");
    const thumbnails = page.getByRole("link", { name: /^Enlarge picture/ });
    await expect(thumbnails).toHaveCount(13);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith("/images/gallery/event-03-1280.webp")),
      page.getByRole("link", { name: /^Enlarge picture 3 of 13/ }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL("/images/gallery/event-03-1280.webp");
  });
});
