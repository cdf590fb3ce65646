import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "../db/client";
import { menus, venues } from "../db/schema/index";
import { importVenue, parseVenueFile, VenueFileError } from "./import-venue";
import { readDemoVenueFiles } from "./load-demo-venues";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({ inMemory: true });
});
afterAll(() => handle.close());

describe("venue import (npm run venue:import)", () => {
  it("loads a venue, then replaces it whole on a second import", async () => {
    const demo = readDemoVenueFiles().find((f) => f.venue.link === "demo-preview")!;
    expect(await importVenue(handle.db, demo)).toEqual({ replaced: false });
    const renamed = { ...demo, venue: { ...demo.venue, name: "Renamed" } };
    expect(await importVenue(handle.db, renamed)).toEqual({ replaced: true });
    const rows = await handle.db.select().from(venues);
    expect(rows.map((r) => r.data.name)).toEqual(["Renamed"]);
    expect(await handle.db.select().from(menus)).toHaveLength(demo.menus.length);
  });

  it("refuses a file that breaks the contract, naming the field", () => {
    expect(() => parseVenueFile({ venue: { name: 1 }, menus: [] }, "bad.json")).toThrow(VenueFileError);
    expect(() => parseVenueFile({ venue: { name: 1 }, menus: [] }, "bad.json")).toThrow(/venue\.name/);
  });

  it("the CLI exits non-zero with the validation errors on a bad file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "import-"));
    const file = path.join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ venue: { link: "Bad Link" }, menus: [], pay_receivers: [] }));
    let status = 0;
    let stderr = "";
    try {
      execFileSync("npx", ["tsx", path.resolve(import.meta.dirname, "import-venue-cli.ts"), file], {
        env: { ...process.env, DATA_DIR: dir },
        stdio: "pipe",
      });
    } catch (err) {
      const e = err as { status: number; stderr: Buffer };
      status = e.status;
      stderr = e.stderr.toString();
    }
    expect(status).toBe(1);
    expect(stderr).toContain("venue.link");
  });
});
