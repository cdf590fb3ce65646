import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../db/client";
import { venues } from "../db/schema/index";
import { importVenue, parseVenueFile } from "./import-venue";

export const demoVenuesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "venues");

export function readDemoVenueFiles(dir = demoVenuesDir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => parseVenueFile(JSON.parse(readFileSync(path.join(dir, f), "utf8")), f));
}

// Demo venues are loaded on first start only, so an owner's edits are never overwritten (issue 2).
export async function loadDemoVenuesIfEmpty(db: Db): Promise<number> {
  const any = await db.select({ id: venues.id }).from(venues).limit(1);
  if (any.length) return 0;
  const files = readDemoVenueFiles();
  for (const file of files) await importVenue(db, file);
  return files.length;
}
