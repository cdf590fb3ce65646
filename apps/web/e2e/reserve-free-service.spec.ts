import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import { shotsRoot } from "./shots";

// A service bookable for nothing says "Free", not "from 0 ₴".
const shot = (name: string) => path.join(shotsRoot, "reserve-free-service", `${name}.png`);

test("the free terrace table reads Free on its card and its page", async ({ page }) => {
  await page.goto("/demo/reserve/menu");
  const card = page.getByTestId("service-card").filter({ hasText: "Terrace table" });
  await expect(card).toContainText("Free");
  await expect(card).not.toContainText(/from\s*0/);
  await expectNoAxeViolations(page, "reserve menu");
  await page.screenshot({ path: shot("7-reserve-free-en") });
  await card.click();
  await expect(page.getByTestId("service-price")).toHaveText("Free");
});

test("in Arabic", async ({ page }) => {
  await useLocale(page, "ar");
  await page.goto("/demo/reserve/menu");
  await expect(page.getByTestId("service-card").filter({ hasText: "Terrace table" })).toContainText("مجانًا");
  await page.screenshot({ path: shot("7-reserve-free-ar") });
});
