import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { codeFor, freshPhone } from "./phone-codes";
import type { Page } from "@playwright/test";

// In the browser: the delivery/takeaway draft and the stored client are kept with their last
// use and go after 30 days without it; the Orders page forgets them on request; the stored client id alone
// does not open the saved addresses (the device's secret is kept beside it).
test.describe.configure({ mode: "serial" });

const day = 86_400_000;

async function openTakeawayCart(page: Page) {
  await page.goto("/demo/takeaway");
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = page.getByTestId("menu-card").filter({ hasText: "Kitchen" });
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  await page.locator("[data-testid=product-add]:visible").first().click();
  await page.getByTestId("cart-summary").click();
  await expect(page.getByTestId("takeaway-details")).toBeVisible();
}

const stored = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

test("a guest's details are kept with their last use, forgotten on request, and the id alone opens no addresses", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = freshPhone();
  await openTakeawayCart(page);
  await page.getByTestId("client-name").fill("Olena");
  await page.getByTestId("client-phone").fill(phone.national);
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-cash").click();
  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//, { timeout: 10_000 });

  // Kept with the time of their last use; the client with the secret its device was given.
  const kept = await stored(page);
  const client = JSON.parse(kept["client_id:demo"]!) as {
    value: { id: string; secret: string };
    used_at: number;
  };
  expect(client.value.secret).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  expect(Math.abs(client.used_at - Date.now())).toBeLessThan(60_000);
  expect(JSON.parse(kept["preorder_draft:demo"]!)).toMatchObject({ value: { name: "Olena" } });
  // Someone who copies the id alone gets no saved addresses from it.
  const bare = await request.get(`/api/superapp/clients/profile/${client.value.id}`);
  expect(
    ((await bare.json()) as { data: { client: { super_addresses: unknown[] } } }).data.client.super_addresses,
  ).toEqual([]);

  // Forget my details on this device (the Orders page).
  await page.goto("/demo/takeaway/orders");
  await expect(page.getByTestId("forget-details")).toHaveText("Forget my details on this device");
  await expect(page.getByTestId("orders-page")).toContainText("30 days after you last use them");
  await expectNoAxeViolations(page, "orders page with forget my details");
  await page.getByTestId("forget-details").click();
  await expect(page.getByTestId("forget-details-status")).toHaveText(
    "Your details are forgotten on this device.",
  );
  const after = await stored(page);
  expect(Object.keys(after).filter((k) => /^(client_id|preorder_draft|reserve_form):/.test(k))).toEqual([]);
  expect(after.visitor_id).toBeTruthy();
  await openTakeawayCart(page);
  await expect(page.getByTestId("client-name")).toHaveValue("");
  await expect(page.getByTestId("client-phone")).toHaveValue("");
});

test("details unused for 30 days are gone on the next visit; used lately, they fill the form", async ({
  page,
}) => {
  await page.goto("/demo/takeaway");
  await page.evaluate(
    ({ day }) => {
      const draft = (name: string, at: number) => JSON.stringify({ value: { name, phone: "" }, used_at: at });
      localStorage.setItem("preorder_draft:demo", draft("Stale", Date.now() - 31 * day));
      localStorage.setItem("preorder_draft:demo-closed", draft("Old", Date.now() - 40 * day));
      localStorage.setItem("reserve_form:demo", JSON.stringify({ values: { first_name: "Unstamped" } }));
    },
    { day },
  );
  await openTakeawayCart(page);
  await expect(page.getByTestId("client-name")).toHaveValue("");
  const keys = Object.keys(await stored(page));
  expect(keys).not.toContain("preorder_draft:demo-closed");
  expect(keys).not.toContain("reserve_form:demo");

  await page.evaluate(
    ({ day }) =>
      localStorage.setItem(
        "preorder_draft:demo",
        JSON.stringify({ value: { name: "Recent", phone: "" }, used_at: Date.now() - 2 * day }),
      ),
    { day },
  );
  await openTakeawayCart(page);
  await expect(page.getByTestId("client-name")).toHaveValue("Recent");
});

test("the Orders page offers to forget the details in Arabic, right to left", async ({ page }) => {
  await useLocale(page, "ar");
  await page.goto("/demo/takeaway/orders");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("forget-details")).toHaveText("انسَ بياناتي على هذا الجهاز");
  await expectNoAxeViolations(page, "orders page in Arabic");
});
