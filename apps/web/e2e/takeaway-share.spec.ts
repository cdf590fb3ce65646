import path from "node:path";
import { test, expect, expectNoAxeViolations, guestPhone } from "./fixtures";
import { takeawayToPay } from "./takeaway-walk";
import { shotsRoot } from "./shots";

// A takeaway order placed to be paid online, paid in shares from its receipt
// (docs/decisions/020-pay-a-share.md): the guest who ordered pays one of two even parts; a colleague with
// the receipt's link (Arabic) pays the rest; the order reads paid. Screenshots in English and Arabic go to
// SHOTS_DIR.
type PaidOrder = {
  total: number;
  paid_at: string | null;
  payments: { amount: number; covers: { kind: string } | null }[];
};
const shots = path.join(shotsRoot, "takeaway-share");

test("one guest pays half of a takeaway order online, another pays the rest from the shared receipt", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await guestPhone(browser);
  const orderId = await takeawayToPay(a, request);
  const receipt = `/demo/takeaway/receipt/${orderId}`;

  // The guest leaves the gateway's sheet and shares the order from its receipt.
  await a.goto(receipt);
  await expect(a.getByTestId("pay-now")).toBeVisible();
  await expect(a.getByTestId("pay-now-button")).toContainText("Pay");
  await a.getByTestId("share-split").check();
  await expect(a.getByTestId("share-left")).toBeVisible();
  await expectNoAxeViolations(a, "takeaway receipt split evenly");
  await a.screenshot({ path: `${shots}/takeaway-split-en.png`, fullPage: true });
  await a.getByTestId("pay-now-button").click();
  await a.getByRole("button", { name: "Approve" }).click();
  await expect(a).toHaveURL(new RegExp(`${receipt}$`));
  // One share paid: the receipt says what it covered, and the order still waits for the rest.
  await expect(a.getByTestId("receipt-shares")).toContainText("1 of 2 shares");
  await expect(a.getByTestId("receipt-shares-left")).toContainText("Left to pay");
  await expect(a.getByTestId("pay-now")).toBeVisible();

  const b = await guestPhone(browser, "ar");
  await b.goto(receipt);
  await expect(b.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(b.getByTestId("receipt-share")).toHaveCount(1);
  // The first share paid, items cannot be chosen any more: the rest is offered, for the other half.
  await expect(b.getByTestId("share-items")).toHaveCount(0);
  await b.getByTestId("share-rest").check();
  await expectNoAxeViolations(b, "takeaway receipt, the rest in Arabic");
  await b.screenshot({ path: `${shots}/takeaway-rest-ar.png`, fullPage: true });
  await b.getByTestId("pay-now-button").click();
  await b.getByRole("button", { name: "Approve" }).click();
  await expect(b).toHaveURL(new RegExp(`${receipt}$`));
  // Paid in full: no more "Pay now", and both payments show on the receipt.
  await expect(b.getByTestId("pay-now")).toHaveCount(0);
  await expect(b.getByTestId("receipt-paid-online")).toBeVisible();
  await expect(b.getByTestId("receipt-share")).toHaveCount(2);
  await b.screenshot({ path: `${shots}/takeaway-paid-ar.png`, fullPage: true });
  await expect(a.getByTestId("pay-now")).toHaveCount(0, { timeout: 15_000 });
  await expect(a.getByTestId("receipt-shares-left")).toHaveText("Paid in full");
  // The server's record: two shares, half and the rest, that sum exactly to the order's total.
  const res = await request.get(`/api/superapp/preorders/${orderId}`);
  const { order } = ((await res.json()) as { data: { order: PaidOrder } }).data;
  expect(order.payments.map((p) => p.covers?.kind)).toEqual(["split", "rest"]);
  const [first, second] = order.payments.map((p) => Math.round(p.amount * 100));
  expect(first! + second!).toBe(Math.round(order.total * 100));
  expect(Math.abs(first! - second!)).toBeLessThanOrEqual(1);
  expect(order.paid_at).not.toBeNull();
  await expectNoAxeViolations(a, "takeaway receipt paid in shares");
  await a.screenshot({ path: `${shots}/takeaway-paid-en.png`, fullPage: true });
});
