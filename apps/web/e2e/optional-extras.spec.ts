import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { shotsRoot } from "./shots";

// SPEC §5 defaults read for groups that require a choice (docs/decisions/013): an optional add-on group
// opens with nothing ticked, so the product page's price is the menu card's quick "+" price, and both
// put the same line on the bill. (The rule itself: packages/domain/src/rules/variant-groups.test.ts.)
const shot = (name: string) => path.join(shotsRoot, "optional-extras", `${name}.png`);
const menuPath = "/demo/takeaway/menu/demo-kitchen";
// Two adds, an axe scan and a screenshot: more than the usual 30 s on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

type CartLine = { product_id: string; quantity: number; total: number; modificators: unknown[] };
const cartAdd = (page: Page) =>
  page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.request().method() === "POST");
const linesOf = async (response: Awaited<ReturnType<typeof cartAdd>>) => {
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { cart: { items: CartLine[] } } };
  return body.data.cart.items;
};

test("the avocado toast's paid extras start unticked and the page's price is the quick add's", async ({
  page,
}) => {
  await page.goto(`${menuPath}/p-avocado-toast`);
  const extras = page.locator("[data-testid=price-group][data-group-id=g-avocado-toast-extras]");
  await expect(extras.getByTestId("group-item")).toHaveCount(4);
  for (const item of await extras.getByTestId("group-item").all()) await expect(item).not.toBeChecked();
  await expect(page.getByTestId("add-total")).toHaveText("245 ₴");
  // Ticking one is the guest's choice and priced in; unticking goes back to the plain price.
  await extras.getByRole("checkbox", { name: /Crispy bacon/ }).check();
  await expect(page.getByTestId("add-total")).toHaveText("290 ₴");
  await extras.getByRole("checkbox", { name: /Crispy bacon/ }).uncheck();
  await expect(page.getByTestId("add-total")).toHaveText("245 ₴");
  await expectNoAxeViolations(page, "product page with optional extras");
  await page.screenshot({ path: shot("optional-extras-en") });

  const fromPage = cartAdd(page);
  await page.getByTestId("add-to-cart").click();
  expect(await linesOf(await fromPage)).toMatchObject([
    { product_id: "p-avocado-toast", quantity: 1, total: 245, modificators: [] },
  ]);
  await expect(page.getByTestId("menu-page")).toBeVisible();

  await page.goto(menuPath);
  const card = page.locator('[data-testid="product-card"][data-product-id="p-avocado-toast"]');
  await card.scrollIntoViewIfNeeded();
  const fromCard = cartAdd(page);
  await card.getByTestId("product-add").click();
  expect(await linesOf(await fromCard)).toMatchObject([
    { product_id: "p-avocado-toast", quantity: 2, total: 490, modificators: [] },
  ]);
});

test("the burger's extras start unticked; a required group still opens on its first item", async ({
  page,
}) => {
  await page.goto(`${menuPath}/p-burger`);
  const extras = page.locator("[data-testid=price-group][data-group-id=g-burger-extras]");
  for (const item of await extras.getByTestId("group-item").all()) await expect(item).not.toBeChecked();
  await expect(page.locator('[data-testid="group-item"][data-item-id="i-burger-medium"]')).toBeChecked();
  await expect(page.getByTestId("add-total")).toHaveText("285 ₴");
});

test("in Arabic, right to left, the extras start unticked and both ways add the same line", async ({
  page,
}) => {
  await useLocale(page, "ar");
  await page.goto(`${menuPath}/p-avocado-toast`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const extras = page.locator("[data-testid=price-group][data-group-id=g-avocado-toast-extras]");
  await expect(extras.getByTestId("group-item")).toHaveCount(4);
  for (const item of await extras.getByTestId("group-item").all()) await expect(item).not.toBeChecked();
  await expectNoAxeViolations(page, "product page with optional extras, Arabic");
  await page.screenshot({ path: shot("optional-extras-ar") });

  const fromPage = cartAdd(page);
  await page.getByTestId("add-to-cart").click();
  expect(await linesOf(await fromPage)).toMatchObject([{ quantity: 1, total: 245, modificators: [] }]);
  await expect(page.getByTestId("menu-page")).toBeVisible();
  await page.goto(menuPath);
  const card = page.locator('[data-testid="product-card"][data-product-id="p-avocado-toast"]');
  await card.scrollIntoViewIfNeeded();
  const fromCard = cartAdd(page);
  await card.getByTestId("product-add").click();
  expect(await linesOf(await fromCard)).toMatchObject([{ quantity: 2, total: 490, modificators: [] }]);
});
