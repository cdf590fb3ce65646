import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTableCall } from "@tablewise/domain/contract/setup";
import { staffTablesCall } from "@tablewise/domain/contract/staff";
import { createTestApp } from "../../test/test-app";
import { asStaff, hintRecorder, testStaffAuthenticator } from "../../test/staff-console";
import { eatIn, errorOf } from "../../test/eat-in";
import { extractPdfText } from "../reserve/extract-pdf-text";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { listSetupTables } from "./setup-tables.service";

// A manager adds, renames, retires and restores tables and rotates a table's QR token.
const venueId = "fx-venue";
const base = `/api/staff/venues/${venueId}/setup/tables`;
const manager = asStaff(venueId, "manager");
const recorder = hintRecorder();
// A Tuesday at noon in Kyiv: the fixture venue is open, so orders can be placed.
const now = new Date("2026-11-24T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator, notifyStaff: recorder.notifyStaff },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = manager) =>
  t.app.inject({ method: "POST", url, headers, payload });
async function changed(url: string, payload: object) {
  const res = await post(url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return createTableCall.response.parse(res.json()).data.table;
}
const prepareStatus = async (key: string) =>
  (await t.app.inject({ method: "GET", url: `/api/superapp/inside/${key}/prepare` })).statusCode;
async function consoleTables() {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/staff/venues/${venueId}/tables`,
    headers: manager,
  });
  expect(res.statusCode, res.body).toBe(200);
  return staffTablesCall.response.parse(res.json()).data.tables;
}

describe("tables in the venue's setup", () => {
  it("creates a table with a fresh 6-digit code and a token that open it for guests", async () => {
    const table = await changed(base, { section_name: "Terrace", table_name: "7" });
    expect(table.code).toMatch(/^[1-9]\d{5}$/);
    expect(["900001", "900002"]).not.toContain(table.code);
    expect(table.qr_url).toBe(`/new/${table.token}`);
    expect(table.retired_at).toBeNull();
    expect(await prepareStatus(table.code)).toBe(200);
    expect(await prepareStatus(table.token)).toBe(200);
    expect((await consoleTables()).map((x) => x.code)).toContain(table.code);
    expect(recorder.hints.some((h) => h.hint.kind === "setup" && h.hint.id === table.code)).toBe(true);
    // The same place twice would be two stickers nobody can tell apart.
    const twice = await post(base, { section_name: "terrace", table_name: "7" });
    expect(twice.statusCode).toBe(409);
  });

  it("mints codes no other venue uses", async () => {
    // Another venue on the same database takes its own codes; 30 new tables never reuse any.
    await importVenue(
      t.db.db,
      parseVenueFile(
        {
          ...fixtureVenueFile({ id: "other", link: "other-cafe" }),
          tables: [{ code: "123456", section_name: "Hall", table_name: "1" }],
        },
        "other",
      ),
    );
    const codes = new Set<string>();
    for (let i = 0; i < 30; i++)
      codes.add((await changed(base, { section_name: "Bulk", table_name: `${i}` })).code);
    expect(codes.size).toBe(30);
    expect(codes.has("123456")).toBe(false);
  });

  it("renames a table; the guest's page shows the new name", async () => {
    const table = await changed(`${base}/900002`, { section_name: "Hall", table_name: "Window" });
    expect(table.table_name).toBe("Window");
    const res = await t.app.inject({ method: "GET", url: "/api/superapp/inside/900002/prepare" });
    expect(res.json().data.inside.table_name).toBe("Window");
    expect((await post(`${base}/999998`, { section_name: "Hall", table_name: "X" })).statusCode).toBe(404);
  });

  it("retires a table: its code and QR answer as an unknown table, it leaves the list and the QR sheet; restore brings it back", async () => {
    const table = await changed(base, { section_name: "Garden", table_name: "1" });
    const unknown = await t.app.inject({ method: "GET", url: "/api/superapp/inside/999999/prepare" });
    const retired = await changed(`${base}/${table.code}/retire`, { retired: true });
    expect(retired.retired_at).toBe(now.toISOString());
    for (const key of [table.code, table.token]) {
      const res = await t.app.inject({ method: "GET", url: `/api/superapp/inside/${key}/prepare` });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual(errorOf(unknown));
    }
    expect((await consoleTables()).map((x) => x.code)).not.toContain(table.code);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/staff/venues/${venueId}/tables/qr.pdf`,
      headers: manager,
    });
    expect(pdf.statusCode).toBe(200);
    const text = extractPdfText(pdf.rawPayload);
    expect(text).not.toContain(table.code);
    expect(text).toContain("900001");

    const restored = await changed(`${base}/${table.code}/retire`, { retired: false });
    expect(restored.retired_at).toBeNull();
    expect(restored.token).toBe(table.token);
    expect(await prepareStatus(table.code)).toBe(200);
    expect(await prepareStatus(table.token)).toBe(200);
  });

  it("keeps a table retired (and when) through a re-import of a file that does not say (venue:import)", async () => {
    const table = await changed(base, { section_name: "Cellar", table_name: "1" });
    const retired = await changed(`${base}/${table.code}/retire`, { retired: true });
    const file = fixtureVenueFile();
    file.tables = [...(file.tables ?? []), { code: table.code, section_name: "Cellar", table_name: "1" }];
    await importVenue(t.db.db, parseVenueFile(file, "fixture"));
    const [setupTable] = (await listSetupTables(t.db.db, venueId)).filter((x) => x.code === table.code);
    expect(setupTable).toEqual({ ...retired, retired_at: retired.retired_at });
    expect(await prepareStatus(table.code)).toBe(404);
    expect(await prepareStatus(table.token)).toBe(404);
  });

  it("does not retire a table while an order is open at it", async () => {
    const { order } = await eatIn(t.app).order("900001", [
      { menu_id: `${venueId}-kitchen`, product_id: `${venueId}-soup`, quantity: 1 },
    ]);
    expect(order._id).toBeTruthy();
    const res = await post(`${base}/900001/retire`, { retired: true });
    expect(res.statusCode, res.body).toBe(409);
    expect(await prepareStatus("900001")).toBe(200);
  });

  it("rotates the QR token only with confirm: true; the old token stops, the new one and the code work", async () => {
    const before = (await consoleTables()).find((x) => x.code === "900002")!;
    expect((await post(`${base}/900002/rotate-token`, {})).statusCode).toBe(400);
    expect((await post(`${base}/900002/rotate-token`, { confirm: false })).statusCode).toBe(400);
    expect(await prepareStatus(before.token)).toBe(200);
    const rotated = await changed(`${base}/900002/rotate-token`, { confirm: true });
    expect(rotated.token).not.toBe(before.token);
    expect(await prepareStatus(before.token)).toBe(404);
    expect(await prepareStatus(rotated.token)).toBe(200);
    expect(await prepareStatus("900002")).toBe(200);
    expect((await consoleTables()).find((x) => x.code === "900002")!.token).toBe(rotated.token);
  });

  it("is the manager's: waiter and kitchen 403, another venue's manager 403, its tables 404", async () => {
    const body = { section_name: "Hall", table_name: "Z" };
    expect((await post(base, body, asStaff(venueId, "waiter"))).statusCode).toBe(403);
    expect((await post(base, body, asStaff(venueId, "kitchen"))).statusCode).toBe(403);
    expect((await post(base, body, asStaff("other", "manager"))).statusCode).toBe(403);
    expect(
      (await post(`${base}/900001/rotate-token`, { confirm: true }, asStaff(venueId, "waiter"))).statusCode,
    ).toBe(403);
    // The other venue's table, through this venue's path: not found.
    expect((await post(`${base}/123456/retire`, { retired: true })).statusCode).toBe(404);
    expect(await prepareStatus("123456")).toBe(200);
  });
});
