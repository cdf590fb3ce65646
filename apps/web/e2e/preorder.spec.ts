import { test, expect, expectNoAxeViolations } from "./fixtures";
import { codeFor, freshPhone } from "./phone-codes";
import type { Page } from "@playwright/test";

// Takeaway and delivery against the real server in demo mode. `demo` asks for a verified
// phone (codes come from GET /api/dev/outbox), prices delivery by tariff and takes cash, card and online;
// `demo-closed` is closed now and takes scheduled (advance) orders only.
test.describe.configure({ mode: "serial" });

// From the lobby (or the single menu it opens), add the first products of a menu until the cart holds `count`.
async function addProducts(page: Page, menuTitle: string, count: number) {
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = page.getByTestId("menu-card").filter({ hasText: menuTitle });
  // The lobby can paint its one card just before it opens that menu by itself (see eat-in.spec.ts).
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  for (let i = 0; i < count; i++) await page.locator("[data-testid=product-add]:visible").nth(i).click();
  await expect(page.getByTestId("cart-summary")).toBeVisible();
}

async function fillClient(page: Page, phone: string) {
  await page.getByTestId("client-name").fill("Olena");
  await page.getByTestId("client-phone").fill(phone);
}

async function choosePayMethod(page: Page, method: "cash" | "card" | "online") {
  await page.getByTestId("pay-method").click();
  await expect(page.getByTestId("pay-method-sheet")).toBeVisible();
  await page.getByTestId(`method-${method}`).click();
  await expect(page.getByTestId("pay-method-sheet")).toHaveCount(0);
}

test("takeaway asap paid in cash: a wrong code then the right one, the order followed to its receipt", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = freshPhone();
  await page.goto("/demo/takeaway");
  await expect(page.getByTestId("lobby-page")).toBeVisible();
  await expect(page.getByTestId("mode-card")).toContainText("Takeaway");
  await expectNoAxeViolations(page, "takeaway lobby");
  await addProducts(page, "Kitchen", 1);
  await expectNoAxeViolations(page, "takeaway menu");
  await page.getByTestId("cart-summary").click();

  await expect(page.getByTestId("takeaway-details")).toBeVisible();
  await expect(page.getByTestId("pickup-address")).toContainText("Yaroslaviv Val");
  // SPEC §9: takeaway asap is min_order_time (15) to 25 minutes.
  await expect(page.getByTestId("time-value")).toHaveText("As soon as possible · 15–25 min");
  // SPEC §5: no phone yet, so the button says what is missing.
  await expect(page.getByTestId("slide-to-pay")).toBeDisabled();
  await expect(page.getByTestId("slide-to-pay")).toContainText("Fill in the details");
  // Nothing is wrong before the guest touched the form.
  await expect(page.getByTestId("bar-message")).toHaveCount(0);
  await fillClient(page, phone.national);
  await page.getByTestId("client-phone").blur();
  await expect(page.getByTestId("client-phone")).toHaveValue(/^067 \d{3} \d{4}$/);
  await choosePayMethod(page, "cash");
  await expectNoAxeViolations(page, "takeaway cart");
  await expect(page.getByTestId("slide-to-pay")).toBeEnabled();
  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();

  // SPEC §4/§5 phone verification before the order: a wrong code clears the input, the right one passes.
  await expect(page.getByTestId("phone-sheet")).toBeVisible();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await expect(page.getByTestId("phone-resend")).toBeDisabled();
  await expectNoAxeViolations(page, "phone verification");
  const code = await codeFor(request, phone.e164);
  await page.getByTestId("phone-code").fill(code === "0000" ? "1111" : "0000");
  await expect(page.getByTestId("phone-error")).toHaveText("Invalid code");
  await expect(page.getByTestId("phone-code")).toHaveValue("");
  await page.getByTestId("phone-code").fill(code);
  await expect(page.getByTestId("phone-verified")).toBeVisible();

  // The modal closes after 2 s and the order is placed; the receipt follows it live.
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//, { timeout: 10_000 });
  await expect(page.getByTestId("receipt-type")).toHaveText("Takeaway");
  await expect(page.getByTestId("receipt-time")).toHaveText("As soon as possible");
  await expect(page.getByTestId("order-status")).toBeVisible();
  await expectNoAxeViolations(page, "takeaway receipt");

  // The cart was cleared; the order is on top of the takeaway orders.
  await page.goto("/demo/takeaway/orders");
  await expect(page.getByTestId("active-order")).toBeVisible();
  await expectNoAxeViolations(page, "takeaway orders");
  await page.goto("/demo/takeaway/cart");
  await expect(page.getByTestId("cart-empty")).toBeVisible();
});

test("delivery: address search with an out-of-range street refused, a tariff chosen, paid online through the sandbox", async ({
  page,
  request,
}) => {
  test.setTimeout(75_000);
  const phone = freshPhone();
  await page.goto("/demo/delivery");
  await addProducts(page, "Kitchen", 2);
  await page.getByTestId("cart-summary").click();
  await expect(page.getByTestId("delivery-details")).toBeVisible();
  // SPEC §9: delivery asap is shipping_time + min_order_time (50) to 60 minutes.
  await expect(page.getByTestId("time-value")).toHaveText("As soon as possible · 50–60 min");
  await expect(page.getByTestId("delivery-fee")).toHaveText("—");

  // Changing mode in the cart replaces the route and reloads the shell; the cart goes along.
  await page.getByTestId("cart-mode-takeaway").click();
  await expect(page).toHaveURL(/\/demo\/takeaway\/cart$/);
  await expect(page.getByTestId("takeaway-details")).toBeVisible();
  await expect(page.locator(".cart-line")).toHaveCount(2);
  await page.getByTestId("cart-mode-delivery").click();
  await expect(page).toHaveURL(/\/demo\/delivery\/cart$/);

  await page.getByTestId("address-row").click();
  await expect(page.getByTestId("address-page")).toBeVisible();
  await expect(page.getByTestId("address-confirm")).toBeDisabled();
  await expectNoAxeViolations(page, "address page, empty");
  // A street outside the delivery zone (about 10 km out) is listed but cannot be chosen.
  await page.getByTestId("street-search").fill("Zakrevskoho");
  const far = page.getByTestId("address-result").first();
  await expect(far).toContainText("Out of delivery range");
  await expect(far).toBeDisabled();
  await page.getByTestId("street-search").fill("qqqzzz");
  await expect(page.getByTestId("street-results-none")).toBeVisible();

  await page.getByTestId("street-search").fill("Khreshchatyk");
  await page.getByTestId("address-result").filter({ hasText: "Khreshchatyk" }).first().click();
  await expect(page.getByTestId("street-picked")).toContainText("Khreshchatyk");
  await page.getByTestId("house-search").fill("22");
  await page.getByTestId("address-result").filter({ hasText: /^22/ }).first().click();
  await expect(page.getByTestId("address-confirm")).toBeDisabled();
  await page.getByTestId("place-row").click();
  await expect(page.getByTestId("place-confirm")).toBeDisabled();
  await expectNoAxeViolations(page, "place type modal");
  await page.getByTestId("place-flat").check();
  await page.getByTestId("place-confirm").click();
  await page.getByTestId("field-entrance").fill("2");
  await page.getByTestId("field-floor").fill("5");
  await page.getByTestId("field-flat").fill("12");
  await page.getByTestId("enter-code").check();
  await page.getByTestId("field-door_code").fill("12K");
  await expectNoAxeViolations(page, "address page, filled");
  await page.getByTestId("address-confirm").click();

  await expect(page).toHaveURL(/\/demo\/delivery\/cart$/);
  await expect(page.getByTestId("address-value")).toContainText("Khreshchatyk St 22");
  await expect(page.getByTestId("address-details")).toHaveText("Entrance 2 · Floor 5 · Flat 12");
  // SPEC §5 tariff modal: confirm stays disabled until a tariff is picked.
  await page.getByTestId("tariff-row").click();
  await expect(page.getByTestId("tariff-confirm")).toBeDisabled();
  await expectNoAxeViolations(page, "tariff modal");
  await page.getByTestId("tariff-sheet").getByText("Express").click();
  await page.getByTestId("tariff-confirm").click();
  await expect(page.getByTestId("tariff-value")).toContainText("Express");
  await expect(page.getByTestId("delivery-fee")).toHaveText("110 ₴");

  await fillClient(page, phone.national);
  await choosePayMethod(page, "online");
  await expectNoAxeViolations(page, "delivery cart");
  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));

  await expect(page.getByTestId("online-sheet")).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page, "online payment modal");
  await page.getByTestId("online-pay-link").click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/demo\/delivery\/receipt\//);
  await expect(page.getByTestId("receipt-type")).toHaveText("Delivery");
  await expect(page.getByTestId("receipt-address")).toContainText("Khreshchatyk St 22");
  await expect(page.getByTestId("receipt-delivery")).toHaveText("110 ₴");
  await expect(page.getByTestId("receipt-paid-online")).toContainText("paid");
  await expectNoAxeViolations(page, "delivery receipt");
});

test("demo-closed: asap is refused, a scheduled takeaway goes through", async ({ page }) => {
  test.setTimeout(60_000);
  const phone = freshPhone();
  await page.goto("/demo-closed/takeaway");
  // One menu but two systems (delivery, takeaway): the lobby stays; the closed notice
  // in the menu says orders are for later.
  await page.getByTestId("menu-card").filter({ hasText: "Bakery" }).click();
  await expect(page.getByTestId("menu-page").getByTestId("preorder-closed")).toContainText(
    "You can order for a later time.",
  );
  await addProducts(page, "Bakery", 2);
  await page.getByTestId("cart-summary").click();
  await expect(page.getByTestId("time-value")).toHaveText("Choose a time");
  await fillClient(page, phone.national);
  await expect(page.getByTestId("slide-to-pay")).toBeDisabled();
  await expect(page.getByTestId("bar-message")).toHaveText("Please fill in all required fields");

  await page.getByTestId("time-row").click();
  await expect(page.getByTestId("time-asap")).toBeDisabled();
  await expect(page.getByTestId("time-scheduled")).toBeChecked();
  await expect(page.getByTestId("time-sheet")).toContainText("Unavailable while the venue is closed");
  await expect(page.getByTestId("drum-day").getByRole("option").first()).toBeVisible();
  await expectNoAxeViolations(page, "time modal, closed");
  await page.getByTestId("drum-day").getByRole("option").nth(1).click();
  const picked = (await page.getByTestId("drum-time").getByRole("option", { selected: true }).textContent())!;
  await page.getByTestId("time-confirm").click();
  await expect(page.getByTestId("time-value")).toContainText(picked);
  await expectNoAxeViolations(page, "closed takeaway cart");

  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();
  await expect(page).toHaveURL(/\/demo-closed\/takeaway\/receipt\//);
  await expect(page.getByTestId("receipt-time")).toContainText(picked);
});

test("a preorder cancelled by staff reaches the guest in realtime with the reason", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = freshPhone();
  await page.goto("/demo/takeaway");
  await addProducts(page, "Kitchen", 1);
  await page.getByTestId("cart-summary").click();
  await fillClient(page, phone.national);
  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  const created = page.waitForResponse((r) => r.url().includes("/preorder/demo/create"));
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));
  const { data } = (await (await created).json()) as { data: { order: { _id: string } } };
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//);

  // Declined before the demo autopilot would accept it (8 s in the e2e server).
  const declined = await request.post(`/api/staff/orders/${data.order._id}/decline`, {
    headers: { authorization: "Bearer demo-staff-token" },
    data: { reason: "Out of syrnyky today" },
  });
  expect(declined.status()).toBe(200);
  await expect(page.getByTestId("cancelled-sheet")).toBeVisible();
  await expect(page.getByTestId("cancelled-reason")).toContainText("Out of syrnyky today");
  await expectNoAxeViolations(page, "cancelled modal");
  await page.getByTestId("cancelled-ok").click();
  await expect(page.getByTestId("cancelled-sheet")).toHaveCount(0);
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "cancelled");
});

test("a stored client fills in the form and orders again without a code; a new phone asks for one", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = freshPhone();
  await page.goto("/demo/takeaway");
  await addProducts(page, "Kitchen", 1);
  await page.getByTestId("cart-summary").click();
  await fillClient(page, phone.national);
  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//, { timeout: 10_000 });

  // SPEC §3: the client id in local storage brings back the client's name and phone.
  await page.goto("/demo/takeaway");
  await addProducts(page, "Kitchen", 1);
  await page.getByTestId("cart-summary").click();
  await expect(page.getByTestId("client-name")).toHaveValue("Olena");
  await expect(page.getByTestId("client-phone")).not.toHaveValue("");
  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//, { timeout: 10_000 });
  await expect(page.getByTestId("phone-sheet")).toHaveCount(0);

  // Another phone is verified before the client moves to it.
  const other = freshPhone();
  await page.goto("/demo/takeaway");
  await addProducts(page, "Kitchen", 1);
  await page.getByTestId("cart-summary").click();
  await page.getByTestId("client-phone").fill(other.national);
  await page.getByTestId("slide-to-pay").click();
  // A tap asks for confirmation before charging.
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("phone-sheet")).toBeVisible();
  await expect(page.getByTestId("phone-sheet")).toContainText(other.e164);
  await page.getByTestId("phone-code").fill(await codeFor(request, other.e164));
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//, { timeout: 10_000 });
  // The receipt shows the phone in the international format.
  await expect(page.getByTestId("receipt-client")).toContainText(
    `+380 67 ${other.e164.slice(6, 9)} ${other.e164.slice(9)}`,
  );
});
