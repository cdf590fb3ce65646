import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";

// The guest's side of SPEC §5 "defaults preselect the first min_count (or 1) items",
// so the burger's optional extras (a multi-select group with min_count 0) open with the first one
// checked and priced in; the card's quick add still adds the plain burger, never an unseen extra.
// (The SPEC §9 delivery price rule is tested in the domain and the server: delivery-price.test.ts,
// preorder-delivery-free.test.ts.)
const shot = (name: string) => path.resolve("/work/shots/q2", `${name}.png`);

test("the burger's optional extras start with Extra cheddar checked; the quick add stays plain", async ({
  page,
}) => {
  await page.goto("/demo/takeaway/menu/demo-kitchen/p-burger");
  const extras = page.locator("[data-testid=price-group][data-group-id=g-burger-extras]");
  await expect(extras.getByRole("checkbox", { name: /Extra cheddar/ })).toBeChecked();
  await expect(extras.getByRole("checkbox", { name: /Bacon/ })).not.toBeChecked();
  await expect(page.getByTestId("add-total")).toHaveText("320 ₴"); // 285 + 35
  await expectNoAxeViolations(page, "product page with a default extra");
  await page.screenshot({ path: shot("13-burger-default-extra-en"), fullPage: true });
  // The guest may take it off: an optional group can be emptied.
  await extras.getByRole("checkbox", { name: /Extra cheddar/ }).uncheck();
  await expect(page.getByTestId("add-total")).toHaveText("285 ₴");

  await page.goto("/demo/takeaway/menu/demo-kitchen");
  await page.getByRole("link", { name: "Mains" }).click();
  const card = page.getByTestId("product-card").filter({ hasText: "Kashtan burger" }).first();
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await card.scrollIntoViewIfNeeded();
  await card.getByTestId("product-add").click();
  const body = (await (await added).request().postDataJSON()) as { modificators?: string[] };
  expect(body.modificators ?? []).toEqual([]);
});

test("in Arabic", async ({ page }) => {
  await useLocale(page, "ar");
  await page.goto("/demo/takeaway/menu/demo-kitchen/p-burger");
  const extras = page.locator("[data-testid=price-group][data-group-id=g-burger-extras]");
  await expect(extras.getByTestId("group-item").first()).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: shot("13-burger-default-extra-ar"), fullPage: true });
});
