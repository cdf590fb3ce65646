import { test, expect, expectNoAxeViolations } from "./fixtures";
import path from "node:path";
import type { Page } from "@playwright/test";
import { shotsRoot } from "./shots";

// At table 111113, Hall 3 (no other spec orders there): the sent and accepted
// moments with the accept countdown labelled, tipping from the lobby's cards with a custom amount, and
// the gateway's display name and page.
const shot = (name: string) => path.join(shotsRoot, "tips-and-gateway", `${name}.png`);

async function addFirstProduct(page: Page) {
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = page.getByTestId("menu-card").filter({ hasText: "Kitchen" });
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").first().click();
  await added;
}

test("sent, accepted, a tip from the lobby card with a custom amount, paid at the Demo payment page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/new/111113");
  await addFirstProduct(page);
  await page.goto("/inside/111113/cart");
  await page.getByTestId("cart-order").click();

  // The sent moment, and the countdown is the venue's time to accept.
  await expect(page).toHaveURL(/\/inside\/111113$/);
  await expect(page.getByTestId("toast")).toHaveText("Your order is sent to the venue");
  await expect(page.getByTestId("slide-pending")).toContainText("Your order is sent");
  await expect(page.getByTestId("slide-accept-countdown")).toHaveText(
    /The venue has 1[45]:\d\d to accept it/,
  );
  await expectNoAxeViolations(page, "lobby, order sent");
  // The demo autopilot accepts after 8 s: the accepted moment is said.
  await expect(page.getByTestId("slide-accepted")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("slide-accepted")).toContainText("Order accepted");

  // The lobby's "Thank the team" card leads to tipping with its waiter chosen.
  await page.getByTestId("tip-card-demo-w-taras").click();
  await expect(page).toHaveURL(/\/inside\/111113\/order$/);
  const taras = page.getByTestId("tip-waiter-demo-w-taras");
  await expect(taras.getByRole("radio")).toBeChecked();
  await expect(taras).toContainText("Head waiter");
  const sum = Number((await page.getByTestId("pay-sum").innerText()).replace(/[^\d.]/g, ""));
  await page.getByTestId("tip-custom").fill(String(sum));
  await expect(page.getByRole("alert")).toContainText("at most");
  await page.getByTestId("tip-custom").fill("10");
  await expect(page.getByTestId("pay-tip")).toContainText("10");
  await page.screenshot({ path: shot("tips-en"), fullPage: true });
  await expectNoAxeViolations(page, "bill with tip picker");

  // The gateway's display name and logo, never "sandbox".
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-online").click();
  await page.getByTestId("slide-to-pay").click();
  // A tap on the slider asks before charging.
  await expect(page.getByTestId("pay-confirm-sheet")).toBeVisible();
  await page.getByTestId("pay-confirm").click();
  const sheet = page.getByTestId("online-sheet");
  await expect(sheet).toBeVisible({ timeout: 10_000 });
  await expect(sheet.getByTestId("gateway-brand")).toHaveText("Demo payment");
  await expect(sheet).not.toContainText("sandbox");
  await page.screenshot({ path: shot("online-sheet-en") });
  await page.getByTestId("online-pay-link").click();
  await expect(page.getByRole("heading", { name: "Demo payment" })).toBeVisible();
  // Styled by its own stylesheet (CSP style-src 'self').
  await expect(page.locator("main.gw")).toHaveCSS("border-radius", "16px");
  await page.screenshot({ path: shot("gateway-page") });
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/inside\/111113\/receipt\//);
});
