import { afterAll, beforeAll, describe, expect, it } from "vitest";
import QRCode from "qrcode";
import { staffTablesCall } from "@tablewise/domain/contract/staff";
import { demoStaffToken } from "../staff/staff-auth";
import { extractPdfText } from "../reserve/extract-pdf-text";
import { createEnvSchema, type Env } from "../../config/env";
import { createTestApp } from "../../test/test-app";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { errorOf } from "../../test/eat-in";
import { readPdfQrs } from "./read-pdf-qr";

type TestEnv = NonNullable<NonNullable<Parameters<typeof createTestApp>[0]>["env"]>;

// The tables and their printable QR sheet.
const service = { authorization: `Bearer ${demoStaffToken}` };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // PUBLIC_URL reaches buildApp through createTestApp's env (a setting no other test needs).
  const env = { PUBLIC_URL: "https://order.example.com" } as Partial<Env> as TestEnv;
  t = await createTestApp({ seed: "demo", env, app: { staffAuthenticator: testStaffAuthenticator } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = service) =>
  t.app.inject({ method: "GET", url, headers });
const sheetUrl = (venue: string, query = "") => `/api/staff/venues/${venue}/tables/qr.pdf${query}`;

async function tablesOf(venue: string) {
  const res = await get(`/api/staff/venues/${venue}/tables`);
  expect(res.statusCode, res.body).toBe(200);
  return staffTablesCall.response.parse(res.json()).data.tables;
}

const matrixOf = (url: string) => {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, r) =>
    Array.from({ length: modules.size }, (_, c) => modules.get(r, c) === 1),
  );
};

describe("the QR sheet", () => {
  it("is one A4 page per table: venue, section, table, its QR and its code, as an attachment", async () => {
    const tables = await tablesOf("demo");
    const res = await get(sheetUrl("demo"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="demo-qr.pdf"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(tables.length);
    expect(pdf.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
    const text = extractPdfText(pdf);
    for (const table of tables) expect(text).toContain(table.code);
    expect(text).toContain("Kashtan Bistro");
    expect(text).toEqual(expect.arrayContaining(["Hall", "Terrace", "Table", "6"]));
    expect(text).toContain("Scan to order, or type the code");
    expect(text).toContain("order.example.com");
  });

  it("draws each table's absolute link as the QR, page by page, in the tables' order", async () => {
    const tables = await tablesOf("demo");
    const qrs = readPdfQrs((await get(sheetUrl("demo"))).rawPayload);
    expect(qrs).toHaveLength(tables.length);
    tables.forEach((table, i) => {
      expect(qrs[i]).toEqual(matrixOf(`https://order.example.com/new/${table.token}`));
    });
    // The reading is not vacuous: another table's link is another matrix.
    expect(qrs[0]).not.toEqual(matrixOf(`https://order.example.com/new/${tables[1]!.token}`));
  });

  it("prints the scan line in the asked language; Arabic with its own script", async () => {
    const ru = extractPdfText((await get(sheetUrl("demo", "?locale=ru"))).rawPayload);
    expect(ru).toContain("Отсканируйте, чтобы заказать, или введите код");
    expect(ru).toContain("Стол");
    const lv = extractPdfText((await get(sheetUrl("demo", "?locale=lv"))).rawPayload);
    expect(lv).toContain("Galdiņš");
    const ar = extractPdfText((await get(sheetUrl("demo", "?locale=ar"))).rawPayload).join("\n");
    // The Arabic run is laid out right to left: its glyphs are stored in visual order, read back reversed.
    const arabic = ar.match(/[\u0600-\u06FF\uFE70-\uFEFF][\u0600-\u06FF\uFE70-\uFEFF ،]+/g) ?? [];
    expect(arabic.length, ar).toBeGreaterThan(0);
    // Right to left: read from the left, the page shows the sentence's last letter first.
    const reversed = (text: string) => [...text].reverse().join("");
    expect(arabic).toContain(reversed("امسح الرمز للطلب، أو اكتب الرقم"));
    expect(arabic).toContain(reversed("الطاولة"));
    expect(ar).not.toContain("Scan to order");
    expect(errorOf(await get(sheetUrl("demo", "?locale=de"))).code).toBe("validation_failed");
  });

  it("uses the request's own origin without PUBLIC_URL", async () => {
    const plain = await createTestApp({ seed: "demo" });
    try {
      const tables = (
        await plain.app.inject({ method: "GET", url: "/api/staff/venues/demo/tables", headers: service })
      ).json() as { data: { tables: { token: string }[] } };
      const res = await plain.app.inject({
        method: "GET",
        url: sheetUrl("demo"),
        headers: { ...service, host: "bistro.test:8080" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(readPdfQrs(res.rawPayload)[0]).toEqual(
        matrixOf(`http://bistro.test:8080/new/${tables.data.tables[0]!.token}`),
      );
    } finally {
      await plain.close();
    }
  });

  it("is the manager's: a waiter or the kitchen get 403, another venue's manager 403, nobody 401", async () => {
    expect((await get(sheetUrl("demo"), asStaff("demo", "manager"))).statusCode).toBe(200);
    expect((await get(sheetUrl("demo"), asStaff("demo", "waiter"))).statusCode).toBe(403);
    expect((await get(sheetUrl("demo"), asStaff("demo", "kitchen"))).statusCode).toBe(403);
    const other = await get(sheetUrl("demo"), asStaff("demo-geo", "manager"));
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).code).toBe("forbidden");
    expect((await get(sheetUrl("demo"), {})).statusCode).toBe(401);
    expect((await get(sheetUrl("no-such-venue"))).statusCode).toBe(404);
  });
});

describe("the tables list", () => {
  it("is for the manager and the waiters of the venue, not the kitchen nor another venue", async () => {
    const list = (headers: Record<string, string>) => get("/api/staff/venues/demo/tables", headers);
    expect((await list(asStaff("demo", "manager"))).statusCode).toBe(200);
    expect((await list(asStaff("demo", "waiter"))).statusCode).toBe(200);
    expect((await list(asStaff("demo", "kitchen"))).statusCode).toBe(403);
    expect((await list(asStaff("demo-geo", "waiter"))).statusCode).toBe(403);
    // Natural order: section, then table number.
    expect((await tablesOf("demo")).map((x) => `${x.section_name} ${x.table_name}`)).toEqual([
      "Hall 1",
      "Hall 2",
      "Hall 3",
      "Hall 4",
      "Hall 5",
      "Hall 6",
      "Hall 7",
      "Hall 8",
      "Hall 9",
      "Terrace 5",
      "Terrace 6",
    ]);
  });
});

describe("PUBLIC_URL", () => {
  const parse = (value: string) => createEnvSchema("/").safeParse({ PUBLIC_URL: value });
  it("is kept as an origin, and only an http(s) one", () => {
    expect(parse("https://order.example.com/any/path/").data?.PUBLIC_URL).toBe("https://order.example.com");
    expect(parse("http://localhost:8080").data?.PUBLIC_URL).toBe("http://localhost:8080");
    expect(parse("ftp://order.example.com").success).toBe(false);
    expect(parse("order.example.com").success).toBe(false);
  });
});
