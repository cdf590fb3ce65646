import path from "node:path";
import { test, expect, expectNoAxeViolations, guestPhone } from "./fixtures";
import type { Page } from "@playwright/test";
import { shotsRoot } from "./shots";

// Paying a share of the bill (docs/decisions/020-pay-a-share.md) at its own fixture venue
// (fixtures-venues/share-e2e.json): guest A splits the bill evenly between two and pays one part online at
// the demo gateway; guest B (Arabic) pays the rest in cash; the receipts say what each covered and what is
// left; the bill closes. Screenshots in English and Arabic go to e2e/shots.ts's folder.
test.describe.configure({ mode: "serial" });

const table = "477741";
const shots = path.join(shotsRoot, "pay-share");
const staffAuth = { authorization: "Bearer demo-staff-token" };

async function pay(page: Page) {
  await page.getByTestId("slide-to-pay").click();
  await page.getByTestId("pay-confirm").click();
}

test("a guest pays one of two even parts online, another pays the rest, the bill closes", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await guestPhone(browser);
  const b = await guestPhone(browser, "ar");
  await a.goto(`/inside/${table}`);
  const add = a.locator("[data-testid=product-add]:visible").first();
  await expect(add).toBeVisible();
  const added = a.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await add.click();
  await added;
  await a.goto(`/inside/${table}/cart`);
  await a.getByTestId("cart-order").click();
  await expect(a.getByTestId("slide-unpaid")).toBeVisible({ timeout: 25_000 });

  await a.goto(`/inside/${table}/order`);
  await a.getByTestId("share-split").check();
  await expect(a.getByTestId("share-left")).toBeVisible();
  await expectNoAxeViolations(a, "bill split evenly");
  await a.screenshot({ path: `${shots}/split-evenly-en.png`, fullPage: true });
  await a.getByTestId("pay-method").click();
  await a.getByTestId("method-online").click();
  await pay(a);
  await a.getByTestId("online-pay-link").click();
  await a.getByRole("button", { name: "Approve" }).click();
  await expect(a.getByTestId("payment-receipt-covers")).toContainText("1 of 2 shares");
  await expect(a.getByTestId("payment-receipt-left")).toContainText("Left to pay");
  await a.screenshot({ path: `${shots}/receipt-share-en.png`, fullPage: true });

  await b.goto(`/inside/${table}/order`);
  await expect(b.getByTestId("share-rest")).toBeChecked();
  await expectNoAxeViolations(b, "bill paid by amount (Arabic)");
  await b.screenshot({ path: `${shots}/pay-rest-ar.png`, fullPage: true });
  // Online is preselected once a split part is paid (SPEC §4); B pays cash.
  await b.getByTestId("pay-method").click();
  await b.getByTestId("method-cash").click();
  await pay(b);
  await expect(b.getByTestId("payment-receipt-covers")).toBeVisible();
  const orderId = new URL(b.url()).pathname.split("/receipt/")[1]!;
  const payments = (await (await request.get(`/api/staff/orders/${orderId}`, { headers: staffAuth })).json())
    .data.payments as { id: string; status: string }[];
  for (const p of payments.filter((x) => x.status === "requested"))
    expect((await request.post(`/api/staff/payments/${p.id}/confirm`, { headers: staffAuth })).ok()).toBe(
      true,
    );
  await expect(b.getByTestId("payment-receipt-covers")).toContainText("باقي الفاتورة");
  await expect(b.getByTestId("payment-receipt-left")).not.toContainText(/\d/);
  await b.screenshot({ path: `${shots}/receipt-rest-ar.png`, fullPage: true });
});
