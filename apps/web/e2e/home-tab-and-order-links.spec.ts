import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import type { Page } from "@playwright/test";
import { shotsRoot } from "./shots";

// The Home tab of every shell, the mode-less /{cafe_link}/order and /receipt/{id}
// routes, and an archived eat-in order opened from another table. Tables 111117-111119 are this file's.
test.describe.configure({ mode: "serial" });

const shot = (name: string) => path.join(shotsRoot, "home-tab-and-order-links", `${name}.png`);
const staffAuth = { authorization: "Bearer demo-staff-token" };

async function orderAtTable(page: Page, code: string): Promise<string> {
  await page.goto(`/inside/${code}`);
  await expect(page.getByTestId("lobby-page")).toBeVisible();
  await page.getByTestId("menu-card").filter({ hasText: "Kitchen" }).click();
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").first().click();
  await added;
  await page.goto(`/inside/${code}/cart`);
  const created = page.waitForResponse((r) => r.url().includes(`/inside/${code}/create`));
  await page.getByTestId("cart-order").click();
  const { data } = (await (await created).json()) as { data: { order: { _id: string } } };
  return data.order._id;
}

test("the Home tab of the eat-in, preview and takeaway shells shows the venue, with the shell's own navbar", async ({
  page,
}) => {
  await page.goto("/inside/111117/home");
  await expect(page.getByTestId("home-page")).toBeVisible();
  await expect(page.getByTestId("error-code")).toHaveCount(0);
  await expect(page.getByTestId("navbar-home")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("navbar-menu")).toHaveAttribute("href", "/inside/111117");
  await expect(page.getByTestId("navbar-orders")).toHaveAttribute("href", "/inside/111117/orders");
  await expectNoAxeViolations(page, "eat-in home");
  await page.screenshot({ path: shot("1-inside-home-en") });
  await page.getByTestId("navbar-menu").click();
  await expect(page).toHaveURL(/\/inside\/111117$/);
  await expect(page.getByTestId("lobby-page")).toBeVisible();

  for (const [url, lobby] of [
    ["/demo/preview/home", "/demo/preview"],
    ["/demo/takeaway/home", "/demo/takeaway"],
  ] as const) {
    await page.goto(url);
    await expect(page.getByTestId("home-page")).toBeVisible();
    await expect(page.getByTestId("navbar-menu")).toHaveAttribute("href", lobby);
  }
});

test("the eat-in Home tab in Arabic", async ({ page }) => {
  await useLocale(page, "ar");
  await page.goto("/inside/111117/home");
  await expect(page.getByTestId("home-page")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: shot("1-inside-home-ar") });
});

test("/demo/order and /demo/receipt/{id} open the table's order and receipt; an archived order from table 7 opens at table 8", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const orderId = await orderAtTable(page, "111117");
  // SPEC §2 /{cafe_link}/order: the guest ate in last, so it is the table's order (pending: Orders).
  await page.goto("/demo/order");
  await expect(page).toHaveURL(/\/inside\/111117\/(order|orders)$/);
  await expect(page.getByTestId("error-code")).toHaveCount(0);
  expect((await request.post(`/api/staff/orders/${orderId}/accept`, { headers: staffAuth })).status()).toBe(
    200,
  );
  await page.goto("/demo/order");
  await expect(page).toHaveURL(/\/inside\/111117\/order$/);
  await expect(page.getByTestId("order-page")).toBeVisible();

  await page.goto(`/demo/receipt/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/inside/111117/receipt/${orderId}$`));
  await expect(page.getByTestId("receipt-page")).toBeVisible();

  // The waiter closes it; the guest moves to table 8 and opens it from the archive there.
  expect(
    (
      await request.post(`/api/staff/orders/${orderId}/close`, {
        headers: staffAuth,
        data: { unpaid_reason: "walked_out" },
      })
    ).status(),
  ).toBe(200);
  await page.goto("/inside/111118/orders");
  await expect(page.getByTestId("archived-order")).toHaveCount(1);
  await page.getByTestId("archived-order").click();
  await expect(page).toHaveURL(new RegExp(`/inside/111118/receipt/${orderId}$`));
  await expect(page.getByTestId("receipt-page")).toBeVisible();
  await expect(page.getByTestId("receipt-table")).toHaveText("7");
  // It stays: no bounce back to Orders.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`/receipt/${orderId}$`));
  await page.screenshot({ path: shot("3-archived-receipt-en") });
});

test.describe("an unknown order id", () => {
  // The lookup of the unknown preorder answers 404 on purpose.
  test.use({ expectedErrors: [/status of 404/] });
  test("in takeaway with no order followed, /demo/order and an unknown receipt lead to the takeaway orders", async ({
    page,
  }) => {
    await page.goto("/demo/takeaway");
    await expect(page.getByTestId("lobby-page")).toBeVisible();
    await page.goto("/demo/order");
    await expect(page).toHaveURL(/\/demo\/takeaway\/orders$/);
    await expect(page.getByTestId("error-code")).toHaveCount(0);
    await page.goto(`/demo/receipt/${"a".repeat(24)}`);
    await expect(page).toHaveURL(/\/demo\/takeaway\/orders$/);
    await expect(page.getByTestId("error-code")).toHaveCount(0);
  });
});
