import { test, expect, expectNoAxeViolations } from "./fixtures";
import type { Page } from "@playwright/test";

// Walk in preview mode on the demo venue (it has a real inside, so preview may build a cart that
// the table code later takes to the table). The clock is fixed on a Tuesday at 16:00 in Kyiv, so the bar
// menu (12:00–23:59) is open whatever time the suite runs.
const tuesdayAfternoon = new Date("2026-11-24T14:00:00Z");

async function openPreview(page: Page, path = "") {
  await page.clock.setFixedTime(tuesdayAfternoon);
  await page.goto(`/demo/preview${path}`);
}

const groupItem = (page: Page, id: string) =>
  page.locator(`[data-testid="group-item"][data-item-id="${id}"]`);

test.describe("preview lobby and menu", () => {
  test("the lobby lists the menus with their time window or positions, tips and the scan-code block", async ({
    page,
  }) => {
    await openPreview(page);
    await expect(page.getByTestId("lobby-page")).toBeVisible();
    const cards = page.getByTestId("menu-card");
    await expect(cards).toHaveCount(2); // the service menu is for reservations only
    await expect(cards.filter({ hasText: "Kitchen" })).toContainText("16 positions");
    await expect(cards.filter({ hasText: "Bar" })).toContainText("12:00");
    await expect(page.getByTestId("tip-card")).toHaveCount(2);
    await expect(page.getByTestId("scan-code-block")).toBeVisible();
    await expectNoAxeViolations(page, "preview lobby");
  });

  test("a menu closed now says so in the lobby and on its page", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-24T07:00:00Z")); // 09:00 in Kyiv
    await page.goto("/demo/preview");
    await expect(page.getByTestId("menu-card").filter({ hasText: "Bar" })).toContainText(/closed/i);
    await page.getByTestId("menu-card").filter({ hasText: "Bar" }).click();
    await expect(page.getByTestId("closed-banner")).toBeVisible();
    await expect(page.getByTestId("product-add").first()).toBeDisabled();
  });

  test("the menu page shows categories, collapses its header on scroll and keeps its place", async ({
    page,
  }) => {
    await openPreview(page);
    await page.getByTestId("menu-card").filter({ hasText: "Kitchen" }).click();
    await expect(page).toHaveURL(/\/demo\/preview\/menu\/demo-kitchen$/);
    await expect(page.getByTestId("category-section")).toHaveCount(4);
    await expectNoAxeViolations(page, "menu page");
    const header = page.getByTestId("menu-header");
    await expect(header).toHaveAttribute("data-collapsed", "false");
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-collapsed", "true");
    // Kept alive (SPEC §2): a product and back returns to the same place.
    // Sections below the fold draw their cards as they come near (the cards with their allergens are
    // taller than 600 px reach): Mains is brought into view first.
    await page.getByRole("heading", { name: "Mains", level: 2 }).scrollIntoViewIfNeeded();
    const salmon = page.locator('[data-testid="product-card"][data-product-id="p-salmon"]');
    await salmon.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await salmon.click();
    await expect(page.getByTestId("product-page")).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId("menu-page")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    await page.mouse.wheel(0, -5000);
    await expect(header).toHaveAttribute("data-collapsed", "false");
  });
});

test.describe("product page", () => {
  test("variant and modifier groups follow SPEC §5: defaults, max reached, no deselect below min", async ({
    page,
  }) => {
    await openPreview(page, "/menu/demo-kitchen/p-wings");
    await expect(page.getByTestId("product-page")).toBeVisible();
    await expect(groupItem(page, "i-wings-6")).toBeChecked(); // single select: first item
    await expect(groupItem(page, "i-wings-blue-cheese")).toBeChecked(); // min 1: first item
    await expect(page.getByTestId("add-total")).toContainText("240");
    await groupItem(page, "i-wings-ranch").check();
    await expect(groupItem(page, "i-wings-bbq")).toBeDisabled(); // max 2 reached
    await groupItem(page, "i-wings-blue-cheese").uncheck();
    await expect(groupItem(page, "i-wings-bbq")).toBeEnabled();
    await groupItem(page, "i-wings-ranch").click({ force: true });
    await expect(groupItem(page, "i-wings-ranch")).toBeChecked(); // below min refused
    await groupItem(page, "i-wings-12").check();
    await expect(page.getByTestId("add-total")).toContainText("430");
    await expectNoAxeViolations(page, "product page");
  });

  test("a show_for group appears only while its item is chosen", async ({ page }) => {
    await openPreview(page, "/menu/demo-bar/p-coffee");
    const milk = page.locator('[data-testid="price-group"][data-group-id="g-coffee-milk"]');
    await expect(milk).toHaveCount(0);
    await groupItem(page, "i-coffee-latte").check();
    await expect(milk).toBeVisible();
    await expect(groupItem(page, "i-coffee-milk-cow")).toBeChecked();
    await groupItem(page, "i-coffee-espresso").check();
    await expect(milk).toHaveCount(0);
  });

  test("alcohol needs the 21+ confirmation before it can be added", async ({ page }) => {
    await openPreview(page, "/menu/demo-bar/p-aperol-spritz");
    const add = page.getByTestId("add-to-cart");
    await expect(add).toBeDisabled();
    await page.getByTestId("age-confirm").check();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByTestId("toast")).toBeVisible();
  });
});

test.describe("cart", () => {
  test("add, change quantity, minus at 1 removes; preview asks for the table code instead of ordering", async ({
    page,
  }) => {
    await openPreview(page, "/menu/demo-kitchen/p-borscht");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("toast")).toBeVisible();
    await page.goto("/demo/preview/cart");
    const item = page.getByTestId("cart-item");
    await expect(item).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toContainText("145");
    await item.getByTestId("quantity-increase").click();
    await expect(item.getByTestId("quantity-value")).toHaveText("2");
    await expect(page.getByTestId("cart-total")).toContainText("290");
    await expectNoAxeViolations(page, "cart");
    await page.getByTestId("cart-order").click();
    await expect(page.getByTestId("scan-sheet")).toBeVisible();
    await expect(page.getByTestId("table-code-input")).toBeVisible();
    await page.keyboard.press("Escape");
    await item.getByTestId("quantity-decrease").click();
    await expect(item.getByTestId("quantity-value")).toHaveText("1");
    await item.getByTestId("quantity-decrease").click();
    await expect(page.getByTestId("cart-empty")).toBeVisible();
  });

  test("the menu's + button and swipe right add, swipe left removes", async ({ page }) => {
    await openPreview(page, "/menu/demo-kitchen");
    const card = page.locator('[data-testid="product-card"][data-product-id="p-syrnyky"]');
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId("product-add").click();
    await expect(page.getByTestId("cart-summary")).toContainText("1");
    // The focused + button sits past the card's edge: the card's text must not scroll sideways.
    expect(await card.evaluate((el) => el.scrollLeft)).toBe(0);
    // The toast stays clear of the cart carousel at the bottom.
    const toast = (await page.getByTestId("toast").boundingBox())!;
    const carousel = (await page.getByTestId("cart-summary").boundingBox())!;
    expect(toast.y + toast.height).toBeLessThan(carousel.y);
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, y, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId("cart-summary")).toContainText("2");
    await page.mouse.move(box.x + 300, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId("cart-summary")).toContainText("1");
  });
});

test.describe("search", () => {
  test("welcome, results by product then category name, and nothing found", async ({ page }) => {
    await openPreview(page, "/search");
    await expect(page.getByTestId("search-welcome")).toBeVisible();
    await expectNoAxeViolations(page, "search welcome");
    await page.getByTestId("search-input").fill("BORSCHT");
    await expect(page.getByTestId("search-result")).toHaveCount(1);
    await page.getByTestId("search-input").fill("desserts");
    await expect(page.getByTestId("search-result")).toHaveCount(2);
    await page.getByTestId("search-input").fill("zzzz");
    await expect(page.getByTestId("search-empty")).toBeVisible();
    await expectNoAxeViolations(page, "search nothing found");
  });
});

test.describe("browse-only venue", () => {
  test("its only menu opens by itself once, and preview without a real inside never offers adding", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-24T14:00:00Z"));
    await page.goto("/demo-preview/preview");
    // SPEC §2: exactly one menu opens automatically the first time; Back returns to the lobby.
    await expect(page).toHaveURL(/\/demo-preview\/preview\/menu\/[^/]+$/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expect(page.getByTestId("product-add")).toHaveCount(0);
    await page.getByTestId("product-card").first().click();
    await expect(page.getByTestId("product-page")).toBeVisible();
    await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
    await expectNoAxeViolations(page, "browse-only product");
    await page.goBack();
    await page.getByTestId("back-button").click();
    await expect(page.getByTestId("lobby-page")).toBeVisible();
    await expect(page).toHaveURL(/\/demo-preview\/preview$/);
  });
});
