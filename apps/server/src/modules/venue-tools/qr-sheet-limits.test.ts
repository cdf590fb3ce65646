import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrSheetMaxTables } from "@tablewise/domain/contract/staff";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { createTestApp } from "../../test/test-app";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { errorOf } from "../../test/eat-in";
import { extractPdfText } from "../reserve/extract-pdf-text";

// What one QR sheet download may ask of the server (docs/threat-model.md, "Heavy work"): at most
// qrSheetMaxTables tables a file, larger venues in pages; one sheet at a time per venue; and the sheet's
// thread failing is a 503 to try again, the server answering on.
const sheetUrl = (venue: string, query = "") => `/api/staff/venues/${venue}/tables/qr.pdf${query}`;

describe("a venue with more tables than one sheet holds", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const big = "fx-big";
  const count = qrSheetMaxTables + 1;
  beforeAll(async () => {
    t = await createTestApp({ app: { staffAuthenticator: testStaffAuthenticator } });
    const file = fixtureVenueFile({ id: big, link: big, name: "Big hall" });
    file.tables = Array.from({ length: count }, (_, i) => ({
      code: String(700000 + i),
      section_name: "Hall",
      table_name: String(i + 1),
    }));
    await importVenue(t.db.db, parseVenueFile(file, big));
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: asStaff(big, "manager") });

  it("is told to ask page by page (400 naming the pages), nothing rendered", async () => {
    const res = await get(sheetUrl(big));
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe("bad_request");
    expect(error.message).toContain(`?page=1 to ?page=2`);
    expect(res.json().error.details).toEqual({ tables: count, tables_per_sheet: qrSheetMaxTables, pages: 2 });
  });

  it("gets the tables past the first sheet as page 2, and a page past the last is a 400", async () => {
    const res = await get(sheetUrl(big, "?page=2"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${big}-qr-2.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(extractPdfText(pdf)).toContain(String(700000 + qrSheetMaxTables));
    expect((await get(sheetUrl(big, "?page=3"))).statusCode).toBe(400);
    for (const page of ["0", "-1", "1.5", "x", "10000"])
      expect(errorOf(await get(sheetUrl(big, `?page=${page}`))).code).toBe("validation_failed");
  });
});

const thread = (onMessage: string) => () =>
  new Worker(`require("node:worker_threads").parentPort.on("message", () => { ${onMessage} });`, {
    eval: true,
  });

describe("a second sheet of a venue while its first is being made", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // A thread that never answers: the first sheet holds the venue's one place until the app closes.
    t = await createTestApp({
      seed: "demo",
      app: { staffAuthenticator: testStaffAuthenticator, qrSheetWorker: thread("") },
    });
  });
  afterAll(() => t.close());

  it("is refused at once with 503 unavailable and Retry-After", async () => {
    const get = (query: string) =>
      t.app.inject({ method: "GET", url: sheetUrl("demo", query), headers: asStaff("demo", "manager") });
    const both = [get("?locale=en"), get("?locale=uk")];
    const refused = await Promise.race(both);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers["retry-after"]).toBe("10");
    expect(errorOf(refused).code).toBe("unavailable");
    expect(refused.json().error.details).toEqual({ retry_after_s: 10 });
    // The one being made is answered (503, the server stopping) when the app closes, not left hanging.
    void Promise.all(both);
  });
});

describe("a sheet whose thread dies", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      seed: "demo",
      app: { staffAuthenticator: testStaffAuthenticator, qrSheetWorker: thread("process.exit(3);") },
    });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: asStaff("demo", "manager") });

  it("is a 503 to try again, and the server answers on", async () => {
    const res = await get(sheetUrl("demo"));
    expect(res.statusCode, res.body).toBe(503);
    expect(errorOf(res).code).toBe("unavailable");
    expect(errorOf(res).message).toMatch(/QR sheet could not be made/);
    expect(res.headers["retry-after"]).toBe("10");
    expect((await get("/api/staff/venues/demo/tables")).statusCode).toBe(200);
    // The venue's place is free again: the next try reaches a new thread, not the queue's refusal.
    expect(errorOf(await get(sheetUrl("demo"))).message).toMatch(/could not be made/);
  });
});
