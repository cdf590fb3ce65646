import path from "node:path";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { codeFor, freshPhone } from "./phone-codes";
import { shotsRoot } from "./shots";

// The guest's receipt shows the venue's decision without a reload. A reservation with
// its deposit paid (sandbox) is declined through the staff API with a reason; the open receipt then says
// it was declined, why, and that the deposit was refunded.
const shot = (name: string) => path.join(shotsRoot, `${name}.png`);
const staff = { authorization: "Bearer demo-staff-token" };

test("an open receipt shows the venue's decline, its reason and the refunded deposit", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = freshPhone();
  const asked = await request.post("/api/superapp/security/phone-number-verification/request", {
    data: { cafe_id: "demo", phone: phone.e164 },
  });
  const token = ((await asked.json()) as { data: { token: string } }).data.token;
  await request.post("/api/superapp/security/phone-number-verification/confirm", {
    data: { token, code: await codeFor(request, phone.e164) },
  });
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const slots = await request.post("/api/superapp/reserve/compute-timeslots", {
    data: { cafe_id: "demo", date, variants: ["i-table-dinner-120"], service_id: "p-table-dinner" },
  });
  const slot = (
    (await slots.json()) as { data: { time_slots: { start: string; free?: number }[] } }
  ).data.time_slots.find((s) => (s.free ?? 0) >= 1)!;
  const created = await request.post("/api/superapp/reserve/create", {
    data: {
      cart_item: {
        product_id: "p-table-dinner",
        quantity: 1,
        variants: ["i-table-dinner-120"],
        modificators: [],
      },
      persons_count: 1,
      client_first_name: "Olena",
      client_last_name: "Koval",
      client_phone: phone.e164,
      client_email: "olena@example.com",
      reservation_date: slot.start,
      cafe_id: "demo",
      phone_token: token,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { reservation: { _id: string } } }).data.reservation._id;
  const form = await request.get(`/api/superapp/reservations/${id}/payment-form`);
  const url = ((await form.json()) as { data: { form: { url: string } } }).data.form.url;
  await request.post(`${url}/approve`, { maxRedirects: 0 });

  await page.goto(`/demo/reserve/receipt/${id}`);
  await expect(page.getByTestId("receipt-status")).toHaveText(
    "Your reservation at Kashtan Bistro is confirmed.",
  );
  await expect(page.getByTestId("receipt-paid-badge")).toHaveText("Paid");

  const declined = await request.post(`/api/staff/reservations/${id}/decline`, {
    headers: staff,
    data: { reason: "Private event tonight" },
  });
  expect(declined.ok(), await declined.text()).toBe(true);

  // The open page reads the receipt again within decisionPollMs (10 s).
  await expect(page.getByTestId("receipt-status")).toContainText("cancelled your reservation", {
    timeout: 15_000,
  });
  await expect(page.getByTestId("receipt-reason")).toHaveText("Private event tonight");
  await expect(page.getByTestId("receipt-refunded")).toHaveText("Your deposit has been refunded.");
  await expect(page.getByTestId("receipt-paid-badge")).toHaveText("Refunded");
  await expectNoAxeViolations(page, "declined reservation receipt");
  await page.screenshot({ path: shot("reservation-declined"), fullPage: true });
  await page.reload();
  await expect(page.getByTestId("receipt-reason")).toHaveText("Private event tonight");
});
