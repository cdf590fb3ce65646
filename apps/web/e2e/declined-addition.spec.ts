import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { consoleViewport, demoStaff, guestPhone, lane, signIn } from "./console-fixtures";
import { shotsRoot } from "./shots";

// A waiter declines a guest's addition with a reason: the guest reads it at once and on the bill (the
// lines struck through), the console's dialog names the addition, and the order opened by its address
// shows its title and Close under the top bar at 1280x800 and 768x1024. Table 111118 (Hall 8) is this
// spec's. Against the real server in demo mode: the autopilot accepts after 8 s, so the waiter acts first.
test.use(consoleViewport);
test.describe.configure({ mode: "serial" });

const shot = (name: string) => path.join(shotsRoot, `${name}.png`);
const live = { timeout: 2_000 };
const reason = "Sorry, Tom yum is sold out tonight";

async function addFirstProduct(guest: Page) {
  await expect(
    guest.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = guest.getByTestId("menu-card").first();
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  const added = guest.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await guest.locator("[data-testid=product-add]:visible").first().click();
  await added;
}

async function placeOrder(guest: Page) {
  await guest.goto("/inside/111118/cart");
  const placed = guest.waitForResponse(
    (r) => /\/inside\/111118\/create$|\/orders\/[^/]+\/append$/.test(r.url()) && r.ok(),
  );
  await guest.getByTestId("cart-order").click();
  return (await (await placed).json()) as { data: { order: { _id: string; serial_order_id: number } } };
}

// Close is not covered by the top bar: the point at its centre belongs to it.
async function expectUncovered(page: Page, name: string) {
  const close = page.getByRole("complementary").getByRole("link", { name: "Close" });
  await expect(close).toBeVisible();
  const box = (await close.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit, name).toBe("Close");
  await expect(page.getByRole("heading", { name: /^Order #\d+/ })).toBeInViewport();
}

test("a declined addition tells the guest why, live and on the bill; the console names what it declines", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoStaff.waiter);
  const { context, page: guest } = await guestPhone(browser, baseURL!);
  await guest.goto("/new/111118");
  await expect(guest).toHaveURL(/\/inside\/111118$/);
  await addFirstProduct(guest);
  const first = (await placeOrder(guest)).data.order;
  const ticket = lane(page, /^New/).getByRole("article", {
    name: new RegExp(`#${first.serial_order_id}\\b`),
  });
  await ticket.getByRole("button", { name: "Accept" }).click({ timeout: 5_000 });
  await expect(
    lane(page, /^In progress/).getByRole("article", { name: new RegExp(`#${first.serial_order_id}\\b`) }),
  ).toBeVisible();

  // The addition: its ticket shows "Addition to the order" and the waiter declines it with a reason.
  await guest.goto("/inside/111118");
  await addFirstProduct(guest);
  await placeOrder(guest);
  await guest.goto("/inside/111118");
  const addition = lane(page, /^New/).getByRole("article", {
    name: new RegExp(`#${first.serial_order_id}\\b`),
  });
  await expect(addition).toContainText("Addition to the order", live);
  await addition.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText(`Decline addition to order #${first.serial_order_id}`);
  await dialog.getByLabel("Other reason").check();
  await dialog.getByLabel("Your reason").fill(reason);
  await dialog.getByRole("button", { name: "Decline" }).click();

  // Live where the guest is.
  await expect(guest.getByTestId("append-declined-sheet")).toBeVisible({ timeout: 5_000 });
  await expect(guest.getByTestId("append-declined-reason")).toContainText(reason);
  await expectNoAxeViolations(guest, "addition declined sheet");
  await guest.screenshot({ path: shot("guest-addition-declined-390") });
  await guest.getByTestId("append-declined-sheet").getByRole("button", { name: "OK" }).click();

  // On the bill: the line stays, struck through, with the reason.
  await guest.goto("/inside/111118/orders");
  await guest.getByTestId("open-bill").click();
  await expect(guest.getByTestId("bill-line-declined")).toHaveCount(1);
  await expect(guest.getByTestId("bill-line-declined-reason")).toHaveText(`Declined: \u2068${reason}\u2069`);
  await expect(guest.getByTestId("bill-line-declined").locator("del").first()).toBeVisible();
  await expectNoAxeViolations(guest, "bill with a declined addition");
  await guest.screenshot({ path: shot("guest-bill-declined-390"), fullPage: true });

  // Arabic: the same bill, right to left.
  const { context: arContext, page: arGuest } = await guestPhone(browser, baseURL!);
  await useLocale(arGuest, "ar");
  await arGuest.goto("/new/111118");
  await arGuest.goto("/inside/111118/orders");
  await arGuest.getByTestId("open-bill").click();
  await expect(arGuest.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(arGuest.getByTestId("bill-line-declined-reason")).toHaveText(`مرفوض: \u2068${reason}\u2069`);
  await expectNoAxeViolations(arGuest, "bill with a declined addition, Arabic");
  await arGuest.screenshot({ path: shot("guest-bill-declined-390-ar"), fullPage: true });
  await arContext.close();

  // The order by its address: title and Close clear of the top bar; the addition once, declined.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/console/orders/${encodeURIComponent(first._id)}`);
    const panel = page.getByRole("complementary");
    await expect(panel).toContainText(`Order #${first.serial_order_id}`);
    await expectUncovered(page, `${viewport.width}x${viewport.height}`);
    await expect(panel).toContainText(`Declined · Reason: ${reason}`);
    await expect(panel.locator("del")).toHaveCount(1);
    await expectNoAxeViolations(page, `order panel ${viewport.width}`);
    await page.screenshot({ path: shot(`console-order-by-url-${viewport.width}`) });
  }
  await context.close();
});
