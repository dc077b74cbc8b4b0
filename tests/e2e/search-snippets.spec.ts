import { htmlToText } from "@shared/html-text";
import { expect, test } from "./fixtures";

/**
 * What a search engine shows of each page: its title (at most 60 characters, so it is not
 * cut off, with the brand once) and its description (at most 160). Checked on the HTML the
 * server sends, for every page of the sitemap in both languages and the pages kept out of
 * it.
 */
const BRAND = "Profit Scout";
const MAX_TITLE = 60;
const MAX_DESCRIPTION = 160;

test("every page's title and description fit a search result, in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain("/de/pricing");
  const problems: string[] = [];
  for (const path of [...paths, "/login", "/de/login"]) {
    const response = await request.get(path, { headers: { Accept: "text/html" } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = htmlToText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    const description = htmlToText(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    if (title.length === 0 || title.length > MAX_TITLE) problems.push(`${path}: title of ${title.length}: ${title}`);
    // The brand once: either as the site's name after the bar, or in the page's own title
    // (also inside a product's name or a German compound), never both.
    const [own = "", site] = title.split(` | ${BRAND}`);
    const namesBrand = own.replaceAll("-", " ").includes(BRAND);
    if (site !== undefined ? site !== "" || namesBrand : !namesBrand)
      problems.push(`${path}: the brand is not named once: ${title}`);
    if (description.length < 50 || description.length > MAX_DESCRIPTION)
      problems.push(`${path}: description of ${description.length}: ${description}`);
  }
  expect(problems).toEqual([]);
});

interface Offer {
  name: string;
  price: number;
  priceSpecification: { price: number; referenceQuantity: { value: number; unitCode: string } }[];
}

for (const { path, product, option } of [
  { path: "/pricing", product: "Profit Scout membership", option: "Yearly in Bitcoin" },
  { path: "/de/pricing", product: "Profit-Scout-Mitgliedschaft", option: "Jährlich in Bitcoin" },
]) {
  test(`the structured data of ${path} names every offer as the page shows it`, async ({ page }) => {
    await page.goto(path);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const data = blocks.find((block) => block["@type"] === "Product");
    expect(data.name).toBe(product);
    expect(data.description).toBe(await page.locator('meta[name="description"]').getAttribute("content"));
    expect(data.image).toMatch(/^https:\/\/.+\/og-image\.png$/);
    const offers: Offer[] = data.offers.offers;
    expect(offers).toHaveLength(6);
    expect(data.offers.offerCount).toBe(6);
    // The lowest price is the lowest monthly figure a visitor can choose on the page.
    await page.getByText(option).click();
    const shown = Number((await page.getByTestId("price-basic").textContent())?.replace(/\D/g, ""));
    expect(data.offers.lowPrice).toBe(shown);
    const cheapest = offers.find((offer) => offer.price === shown);
    expect(cheapest?.name).toBe(`Basic – ${option}`);
    // Per month, billed for twelve months at once: the yearly total the card shows.
    const [perMonth, perPeriod] = cheapest?.priceSpecification ?? [];
    expect(perMonth?.referenceQuantity).toEqual({ "@type": "QuantitativeValue", value: 1, unitCode: "MON" });
    expect(perPeriod?.referenceQuantity.value).toBe(12);
    const charged = Number((await page.getByTestId("charged-basic").textContent())?.replace(/\D/g, ""));
    expect(perPeriod?.price).toBe(charged);
  });
}
