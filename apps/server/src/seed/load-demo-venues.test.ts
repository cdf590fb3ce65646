import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/client";
import { venues } from "../db/schema/index";
import { fixtureVenueFile } from "../test/fixture-venue";
import { openTestDb } from "../test/test-db";
import { loadDemoVenuesIfEmpty } from "./load-demo-venues";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
const dirs: string[] = [];
afterAll(async () => {
  await handle.close();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function dirWith(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), "venues-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

const second = fixtureVenueFile({ id: "second", link: "second-cafe" });
second.tables = [];

describe("seeding on start", () => {
  it("stops on a bad file before writing anything, naming the file and the zod path", async () => {
    const broken = fixtureVenueFile({ id: "broken", link: "broken" });
    (broken.venue as { price_level: string }).price_level = "$$$$$";
    const dir = dirWith({ "a.json": fixtureVenueFile(), "b.json": broken });
    await expect(loadDemoVenuesIfEmpty(handle.db, dir)).rejects.toThrow(
      /b\.json is not a valid venue file:\n {2}venue\.price_level/,
    );
    await expect(loadDemoVenuesIfEmpty(handle.db, dirWith({ "c.json": "{ not json" }))).rejects.toThrow(
      /c\.json is not JSON/,
    );
    expect(await handle.db.select().from(venues)).toHaveLength(0);
  });

  it("loads every file into an empty database, and nothing once it has venues", async () => {
    const dir = dirWith({ "a.json": fixtureVenueFile(), "b.json": second, "notes.txt": "ignored" });
    expect(await loadDemoVenuesIfEmpty(handle.db, dir)).toBe(2);
    expect(await loadDemoVenuesIfEmpty(handle.db, dir)).toBe(0);
    const rows = await handle.db.select({ link: venues.link }).from(venues).orderBy(venues.link);
    expect(rows.map((r) => r.link)).toEqual(["fixture-cafe", "second-cafe"]);
  });

  it("accepts the shipped demo venue files", async () => {
    const fresh = await openTestDb();
    try {
      expect(await loadDemoVenuesIfEmpty(fresh.db)).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
