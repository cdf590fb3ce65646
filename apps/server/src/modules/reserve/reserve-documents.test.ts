import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  paymentFormResponseSchema,
  reservationResponseSchema,
  reservePrepareResponseSchema,
} from "@tablewise/domain/contract/reserve";
import { phoneVerificationRequestResponseSchema } from "@tablewise/domain/contract/phone-verification";
import type { Reservation } from "@tablewise/domain/contract/reservation";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";
import { extractPdfText } from "./extract-pdf-text";

// Free reservations, declined deposits, and what the PDF receipt and the .ics invite hold.
// Demo "Kashtan Bistro" (Kyiv, UTC+2 in November): Terrace table is free (a table by the fountain costs
// 100), a 20 % deposit, phone verification on.
let t: Awaited<ReturnType<typeof createTestApp>>;
let cafeId: string;
const now = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  const prepare = await t.app.inject({ method: "GET", url: "/api/superapp/reserve/demo/prepare" });
  cafeId = reservePrepareResponseSchema.parse(prepare.json()).data.cafe._id;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const get = (url: string) => t.app.inject({ method: "GET", url });

async function reserve(
  zone: string,
  phone: string,
  at = "2026-11-25T17:00:00.000Z",
  productId = "p-terrace-table",
  comment = "Birthday, a cake at 20:00",
): Promise<Reservation> {
  const { token } = phoneVerificationRequestResponseSchema.parse(
    (
      await post("/api/superapp/security/phone-number-verification/request", { cafe_id: cafeId, phone })
    ).json(),
  ).data;
  const outbox = (await get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).json() as {
    data: { messages: { text: string }[] };
  };
  const code = /(\d{4})/.exec(outbox.data.messages[0]!.text)![1]!;
  await post("/api/superapp/security/phone-number-verification/confirm", { token, code });
  const res = await post("/api/superapp/reserve/create", {
    cart_item: { product_id: productId, quantity: 1, variants: [zone], modificators: [] },
    persons_count: 3,
    client_first_name: "Olena",
    client_last_name: "Шевченко",
    client_phone: phone,
    client_email: "olena@example.com",
    comment,
    reservation_date: at,
    cafe_id: cafeId,
    phone_token: token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return reservationResponseSchema.parse(res.json()).data.reservation;
}

// The text of the PDF receipt: one line per run, so a row reads "label\nvalue".
const pdfText = async (id: string, lang?: string) => {
  const res = await get(`/api/superapp/reservations/${id}/pdf-receipt${lang ? `?lang=${lang}` : ""}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  return extractPdfText(res.rawPayload).join("\n");
};

// RFC 5545: CRLF lines of at most 75 octets, folded lines continue with a space; components nest.
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n");
  const stack: string[] = [];
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, value] = [line.slice(0, colon).split(";")[0]!, line.slice(colon + 1)];
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") events.push({});
    } else if (name === "END") expect(stack.pop()).toBe(value);
    else if (stack.at(-1) === "VEVENT") events.at(-1)![name] = value;
  }
  expect(stack).toEqual([]);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain("VERSION:2.0");
  return events;
}

describe("reservation documents and deposits", () => {
  it("confirms a free reservation at once: nothing to pay, no payment form", async () => {
    const reservation = await reserve("i-terrace-table-sun", "+380501112201");
    expect(reservation).toMatchObject({ status: "confirmed", deposit: 0, paid: false, persons_count: 3 });
    expect(reservation.services[0]).toMatchObject({ name: "Terrace table", price: 0 });
    const form = await get(`/api/superapp/reservations/${reservation._id}/payment-form`);
    expect(form.statusCode).toBe(409);
    expect(errorOf(form).code).toBe("conflict");

    const text = await pdfText(reservation._id);
    expect(text).toContain("Kashtan Bistro");
    expect(text).toContain("Reservation receipt");
    expect(text).toContain("Guest\nOlena Шевченко");
    expect(text).toContain("Service\nTerrace table (Sunny side)");
    expect(text).toContain("Date and time\n25.11.2026 19:00");
    expect(text).toContain("Persons\n3");
    expect(text).toContain("Deposit\nnone");
    expect(text).toContain("Comment\nBirthday, a cake at 20:00");
  });

  it("writes the PDF receipt in the guest's language, Arabic right to left with long text wrapped", async () => {
    const reservation = await reserve("i-terrace-table-sun", "+380501112209", "2026-11-25T18:00:00.000Z");
    const uk = await pdfText(reservation._id, "uk");
    expect(uk).toContain("Квитанція про бронювання");
    expect(uk).toContain("Гість\nOlena Шевченко");
    expect(uk).toContain("Статус\nпідтверджено");
    expect(uk).not.toContain("Guest");

    const ar = await pdfText(reservation._id, "ar");
    // fontkit lays an Arabic run out right to left: its glyphs are stored in visual order.
    const reversed = (s: string) => [...s].reverse().join("");
    expect(ar).toContain(reversed("إيصال الحجز"));
    expect(ar).toContain(`${reversed("الضيف")}\nOlena Шевченко`);
    // (Lam and alef join into one ligature glyph, which reads back in its logical order.)
    expect(ar).toContain(`${reversed("عدد الأشخاص").replace("أل", "لأ")}\n3`);
    expect(ar).toContain(reversed("مؤكد"));
    expect(ar).not.toContain("Guest");

    // A guest's comment in Arabic longer than its column, with a time in it: several runs, each an
    // Arabic line, every word kept, and the time its own run in reading order (not "00:02").
    const words = Array.from({ length: 24 }, (_, i) => (i % 2 ? "كعكة" : "عيد"));
    const long = await reserve(
      "i-terrace-table-sun",
      "+380501112210",
      "2026-11-25T18:30:00.000Z",
      "p-terrace-table",
      `${words.join(" ")} 20:00`,
    );
    const runs = (await pdfText(long._id, "ar")).split("\n");
    const commentLines = runs.filter((run) => run.includes(reversed("كعكة")));
    expect(commentLines.length).toBeGreaterThan(1);
    expect(commentLines.join(" ").split(/\s+/).filter(Boolean)).toHaveLength(words.length);
    expect(runs).toContain("20:00");

    const bad = await get(`/api/superapp/reservations/${reservation._id}/pdf-receipt?lang=xx`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
  });

  it("keeps a declined deposit pending and payable, and prints the paid state", async () => {
    const reservation = await reserve(
      "i-terrace-table-fountain",
      "+380501112202",
      "2026-11-25T17:30:00.000Z",
    );
    // The fountain costs 100; 20 % of it is the deposit.
    expect(reservation).toMatchObject({ status: "pending", deposit: 20, paid: false });
    expect(await pdfText(reservation._id)).toContain("Deposit\n20.00 ₴\nDeposit payment\nnot paid");
    const { form } = paymentFormResponseSchema.parse(
      (await get(`/api/superapp/reservations/${reservation._id}/payment-form`)).json(),
    ).data;
    const decline = await post(`${form.url}/decline`, {});
    expect(decline.statusCode).toBe(303);
    expect(decline.headers.location).toBe(`/demo/reserve/receipt/${reservation._id}`);
    const after = () =>
      get(`/api/superapp/reservations/${reservation._id}`).then(
        (r) => reservationResponseSchema.parse(r.json()).data.reservation,
      );
    expect(await after()).toMatchObject({ status: "pending", paid: false });
    expect((await get(`/api/superapp/reservations/${reservation._id}/payment-form`)).statusCode).toBe(200);
    expect((await post(`${form.url}/approve`, {})).statusCode).toBe(303);
    expect(await after()).toMatchObject({ status: "confirmed", paid: true });
    expect(await pdfText(reservation._id)).toContain("Deposit\n20.00 ₴\nDeposit payment\npaid");
    expect((await get(`/api/superapp/reservations/${reservation._id}/payment-form`)).statusCode).toBe(409);
  });

  it("serves an .ics that parses, with one event at the slot in UTC, 30 minutes long, at the venue", async () => {
    // Friday 27 Nov 2026, 21:30 in Kyiv.
    const reservation = await reserve("i-terrace-table-shade", "+380501112203", "2026-11-27T19:30:00.000Z");
    const res = await get(`/api/superapp/reservations/${reservation._id}/calendar-invite`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(".ics");
    const events = parseIcs(res.body);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.DTSTART).toBe("20261127T193000Z");
    expect(event.DURATION).toBe("PT30M");
    expect(event.UID).toBe(`${reservation._id}@tablewise`);
    expect(event.SUMMARY).toBe("Terrace table (Under the chestnuts) · Kashtan Bistro");
    expect(event.DESCRIPTION).toContain("Persons: 3");
    expect(event.DESCRIPTION).not.toContain("×");
    expect(event.LOCATION).toBe("14 Yaroslaviv Val St\\, Kyiv\\, 01054");
    expect(event.DESCRIPTION).toContain(`/demo/reserve/receipt/${reservation._id}`);
  });

  it("says how many persons in the language asked for, and refuses a language the app does not have", async () => {
    const reservation = await reserve("i-terrace-table-shade", "+380501112205", "2026-11-27T19:00:00.000Z");
    const url = `/api/superapp/reservations/${reservation._id}/calendar-invite`;
    const inRussian = parseIcs((await get(`${url}?lang=ru`)).body)[0]!;
    expect(inRussian.DESCRIPTION).toContain("Количество гостей: 3");
    const inArabic = parseIcs((await get(`${url}?lang=ar`)).body)[0]!;
    expect(inArabic.DESCRIPTION).toContain("عدد الأشخاص: 3");
    expect(parseIcs((await get(url)).body)[0]!.DESCRIPTION).toContain("Persons: 3");
    expect((await get(`${url}?lang=xx`)).statusCode).toBe(400);
  });

  it("lasts the chosen duration: a 2-hour table for dinner is a 2-hour event", async () => {
    const reservation = await reserve(
      "i-table-dinner-120",
      "+380501112204",
      "2026-11-27T17:00:00.000Z",
      "p-table-dinner",
    );
    const event = parseIcs(
      (await get(`/api/superapp/reservations/${reservation._id}/calendar-invite`)).body,
    )[0]!;
    expect(event.DURATION).toBe("PT120M");
    expect(event.SUMMARY).toBe("Table for dinner (2 hours) · Kashtan Bistro");
    expect(event.STATUS).toBe(reservation.status === "pending" ? "TENTATIVE" : "CONFIRMED");
  });

  it("answers unknown reservations with 404 on every document and call, and bad ids with 400", async () => {
    const unknown = "A".repeat(24);
    for (const path of ["", "/payment-form", "/pdf-receipt", "/calendar-invite"]) {
      expect((await get(`/api/superapp/reservations/${unknown}${path}`)).statusCode).toBe(404);
      expect((await get(`/api/superapp/reservations/short${path}`)).statusCode).toBe(400);
    }
    expect((await get(`/api/sandbox/reservation/${unknown}`)).statusCode).toBe(404);
    expect((await post(`/api/sandbox/reservation/${unknown}/approve`, {})).statusCode).toBe(404);
  });
});
