import path from "node:path";
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { stripeStandInUrl } from "../playwright.config";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { shotsRoot } from "./shots";

// The online payment through the Stripe adapter. The fixture venue stripe-e2e
// (e2e/fixtures-venues/stripe-e2e.json, imported by scripts/e2e-seed.mjs) names payment_gateway "stripe"
// and the credentials STRIPE_E2E, whose test values and STRIPE_API_URL the e2e server gets from
// playwright.config.ts; the official `stripe` client there talks to the stand-in
// (scripts/stripe-stand-in.mjs). The browser goes to the stand-in's hosted page and back; only the
// stand-in's signed checkout.session.completed webhook settles the payment, never the return.
// Tables 333331-333333 belong to that venue only.
const shots = path.join(shotsRoot, "stripe-checkout");
mkdirSync(shots, { recursive: true });

async function orderAndOpenBill(page: Page, table: string) {
  await page.goto(`/inside/${table}`);
  const add = page.locator("[data-testid=product-add]:visible");
  await expect(add.first()).toBeVisible();
  for (const index of [0, 1]) {
    const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
    await add.nth(index).click();
    await added;
  }
  await page.goto(`/inside/${table}/cart`);
  await page.getByTestId("cart-order").click();
  // The demo autopilot accepts after 8 s (playwright.config.ts).
  await expect(page.getByTestId("slide-unpaid")).toBeVisible({ timeout: 25_000 });
  await page.goto(`/inside/${table}/order`);
  await expect(page.getByTestId("bill-line")).toHaveCount(2);
}

// Online, the whole bill, confirmed: the sheet with the gateway's brand and its link.
async function startOnlinePayment(page: Page) {
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-online").click();
  await expect(page.getByTestId("pay-method-sheet")).toHaveCount(0);
  await page.getByTestId("slide-to-pay").click();
  await page.getByTestId("pay-confirm").click();
  const sheet = page.getByTestId("online-sheet");
  await expect(sheet).toBeVisible({ timeout: 10_000 });
  // SPEC §7: the gateway's name and its logo (shipped with the app), not an id.
  const brand = sheet.getByTestId("gateway-brand");
  await expect(brand).toHaveAttribute("data-gateway", "stripe");
  await expect(brand).toHaveText("Stripe");
  await expect(brand.locator("svg")).toBeVisible();
  const link = sheet.getByTestId("online-pay-link");
  const href = (await link.getAttribute("href"))!;
  // The adapter's Checkout Session on the stand-in, not the demo sandbox.
  expect(href).toMatch(new RegExp(`^${stripeStandInUrl}/pay/cs_test_\\d+$`));
  return { link, sessionId: href.split("/").at(-1)! };
}

const standIn = (request: APIRequestContext, sessionId: string, action: "hold" | "release") =>
  request.post(`${stripeStandInUrl}/__stand-in/sessions/${sessionId}/${action}`);

test("paid on Stripe's hosted page: the return shows the payment waiting, the signed webhook settles it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await orderAndOpenBill(page, "333331");
  const total = (await page.getByTestId("pay-total").innerText()).trim();
  const { link, sessionId } = await startOnlinePayment(page);
  await expectNoAxeViolations(page, "bill with the Stripe payment sheet");
  await page.screenshot({ path: `${shots}/pay-screen-stripe.png` });

  // Stripe delivers webhooks on its own schedule: this one is held until the guest is back.
  expect((await standIn(request, sessionId, "hold")).ok()).toBe(true);
  await link.click();
  await expect(page).toHaveURL(`${stripeStandInUrl}/pay/${sessionId}`);
  await expect(page.getByRole("heading", { name: "Pay Stripe Test Bistro" })).toBeVisible();
  // The amount the server asked Stripe for is the bill's total, in the venue's currency.
  const amount = page.getByTestId("checkout-amount");
  await expect(amount).toContainText("€");
  expect(Number((await amount.innerText()).replace(/[^\d.]/g, ""))).toBe(
    Number(total.replace(/[^\d.]/g, "")),
  );
  await expectNoAxeViolations(page, "the stand-in's hosted checkout page");
  await page.screenshot({ path: `${shots}/stand-in-checkout.png` });

  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/inside\/333331\/receipt\/[^/?]+\?payment=/);
  // Back from Stripe with the webhook not yet delivered: the receipt says the payment is being
  // confirmed, nothing reads as paid, and a fresh load from the server says the same.
  const state = page.getByTestId("payment-receipt-state");
  await expect(state).toHaveText("being paid");
  const awaiting = page.getByTestId("receipt-awaiting");
  await expect(awaiting).toHaveText(
    "Waiting for the payment provider to confirm your payment. This receipt updates as soon as it does.",
  );
  await expect(page.getByTestId("receipt-settled")).toHaveCount(0);
  await expect(page.getByTestId("payment-receipt-left")).toContainText("Left to pay");
  await page.reload();
  await expect(state).toHaveText("being paid");
  await expectNoAxeViolations(page, "receipt waiting for the gateway");
  await page.screenshot({ path: `${shots}/receipt-waiting.png`, fullPage: true });

  // The stand-in delivers the signed webhook; the server answers 200 and the open receipt turns paid.
  const released = await standIn(request, sessionId, "release");
  expect(await released.json()).toEqual({ delivered: 200 });
  await expect(state).toHaveText("paid");
  await expect(page.getByTestId("receipt-settled")).toHaveText("Paid. Thank you!");
  await expect(awaiting).toHaveCount(0);
  await expect(page.getByTestId("payment-receipt-left")).toHaveText("The table's bill is fully paid.");
  await expectNoAxeViolations(page, "receipt paid through Stripe");
  await page.screenshot({ path: `${shots}/receipt-paid.png`, fullPage: true });
});

test("a cancelled checkout leaves the bill unpaid; paid later on the same session, the webhook comes before the return", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await orderAndOpenBill(page, "333332");
  const { link, sessionId } = await startOnlinePayment(page);
  await link.click();
  await expect(page).toHaveURL(`${stripeStandInUrl}/pay/${sessionId}`);
  await page.getByRole("link", { name: "Cancel and return to the venue" }).click();

  // Stripe sends the guest to the cancel url and tells the server nothing: not paid.
  await expect(page).toHaveURL(/\/inside\/333332\/receipt\/[^/?]+\?payment=/);
  await expect(page.getByTestId("payment-receipt-state")).toHaveText("being paid");
  await expect(page.getByTestId("receipt-settled")).toHaveCount(0);
  await expect(page.getByTestId("payment-receipt-left")).toContainText("Left to pay");
  await expectNoAxeViolations(page, "receipt after a cancelled checkout");
  await page.goto("/inside/333332/order");
  await expect(page.getByTestId("bill-line")).toHaveCount(2);
  for (const line of await page.getByTestId("bill-line").all()) {
    await expect(line).toHaveAttribute("data-paid", "false");
    // The open session holds the lines for the guest (until the hold lapses), never as paid.
    await expect(line).toContainText("Being paid by you online");
  }

  // The guest changes their mind and opens the still-open Checkout Session again (as Stripe allows until
  // it expires) and pays. The stand-in delivers the webhook before sending the guest back (Stripe's
  // usual order), so the return finds the bill paid.
  await page.goto(`${stripeStandInUrl}/pay/${sessionId}`);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/inside\/333332\/receipt\/[^/?]+\?payment=/);
  await expect(page.getByTestId("payment-receipt-state")).toHaveText("paid");
  await expect(page.getByTestId("receipt-settled")).toHaveText("Paid. Thank you!");
});
