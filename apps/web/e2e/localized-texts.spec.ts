import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { shotsRoot } from "./shots";

// Arabic pages with the venue's English texts, translated options, localized units
// and the language choices of a venue in Ukraine (SPEC §9: country UA adds ru).
const shot = (name: string) => path.join(shotsRoot, "localized-texts", `${name}.png`);

async function openKitchen(page: Page, mode = "delivery") {
  await page.goto(`/demo/${mode}/menu/demo-kitchen`);
  await expect(page.locator("[data-testid=product-add]:visible").first()).toBeVisible();
}

// The first letter's box (a Range over the text's first character) lies inside the clipping box of
// the text element and of its card, at the text's left edge: the start of the text is on screen.
async function firstLetterInside(text: Locator, container: Locator) {
  const [letter, own, card] = await Promise.all([
    text.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode()!;
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, 1);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right, char: node.textContent![0] };
    }),
    text.boundingBox(),
    container.boundingBox(),
  ]);
  for (const box of [own!, card!]) {
    expect(letter.left).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(letter.right).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  // An English text reads from the left edge of its box: laid out right to left instead, a clamped
  // line lost its first letters to the ellipsis ("…ourdough with butter and jam").
  expect(Math.abs(letter.left - own!.x)).toBeLessThanOrEqual(1.5);
  expect(await text.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
  return letter.char;
}

test("an English description inside an Arabic menu shows its first letters; names and descriptions are isolated", async ({
  page,
}) => {
  await useLocale(page, "ar");
  await openKitchen(page);
  const card = page.getByTestId("product-card").filter({ hasText: "Avocado toast" });
  await card.scrollIntoViewIfNeeded();
  const description = card.locator(".product-card__description");
  await expect(description).toContainText("Sourdough toast");
  await expect(description).toHaveAttribute("dir", "auto");
  expect(await firstLetterInside(description, card)).toBe("S");
  await expect(card.locator("h3 a")).toHaveAttribute("dir", "auto");
  await page.screenshot({ path: shot("9-menu-ar") });

  // The product page: name, description and option names isolated the same way.
  await card.locator("h3 a").click();
  await expect(page.getByTestId("product-page")).toBeVisible();
  const text = page.getByTestId("product-description");
  await expect(text).toHaveAttribute("dir", "auto");
  expect(await firstLetterInside(text, page.locator(".product-page__body"))).toBe("S");
  // Names are isolated (<bdi>) and keep the page's alignment.
  await expect(page.locator(".price-item__name bdi").first()).toHaveText("Crispy bacon");
  await expect(page.locator(".product-page__name bdi")).toHaveText("Avocado toast");
  await expectNoAxeViolations(page, "product page in Arabic");
  await page.screenshot({ path: shot("9-product-ar"), fullPage: true });
});

const units = { en: "g", ar: "غ", uk: "г" } as const;
for (const locale of ["en", "ar", "uk"] as const) {
  test(`weights carry a localized unit (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await openKitchen(page);
    const meta = page.getByTestId("product-weight").first();
    await expect(meta).toHaveText(new RegExp(`^\\d+\\s${units[locale]}$`));
    await page.screenshot({ path: shot(`9-units-${locale}`) });
  });
}

test("a cart line in Ukrainian names its option as the product page does", async ({ page }) => {
  await useLocale(page, "uk");
  await openKitchen(page);
  const card = page
    .getByTestId("product-card")
    .filter({ hasText: "Сніданок" })
    .or(page.getByTestId("product-card").filter({ hasText: "Kashtan breakfast" }));
  await card.first().locator("h3 a").click();
  await expect(page.getByTestId("product-page")).toBeVisible();
  // The default coffee is espresso, translated on the product page.
  await expect(page.locator(".price-item__name").filter({ hasText: "Еспресо" })).toBeVisible();
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.getByTestId("add-to-cart").click();
  await added;
  await page.getByTestId("cart-summary").click();
  const line = page.getByTestId("cart-item").first();
  await expect(line.locator(".cart-line__choices")).toHaveText("Еспресо");
  await expect(line.locator(".cart-line__choices")).not.toContainText("Espresso");
  await expectNoAxeViolations(page, "cart in Ukrainian");
  await page.screenshot({ path: shot("9-cart-uk"), fullPage: true });
});

test("a venue in Ukraine offers Russian in the lobby's language choices (SPEC §9)", async ({ page }) => {
  await page.goto("/demo/delivery");
  await expect(page.getByTestId("menu-card").first()).toBeVisible();
  await page.getByTestId("language-button").click();
  const sheet = page.getByTestId("language-sheet");
  await expect(sheet.getByTestId("language-en")).toBeVisible();
  await expect(sheet.getByTestId("language-ru")).toBeVisible();
  await sheet.getByTestId("language-ru").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});
