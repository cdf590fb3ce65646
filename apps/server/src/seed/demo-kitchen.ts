import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { stationRoutes, stations, venues } from "../db/schema/index";

// The demo venue's kitchen: a Kitchen and a Bar, the drinks categories routed to the Bar (everything
// else falls to the Kitchen, the first station), so a fresh demo shows tickets split between stations.
const demoVenue = "demo";
const drinks = ["c-coffee", "c-lemonades", "c-cocktails"];

export async function seedDemoKitchen(tx: Tx, now = new Date()): Promise<void> {
  const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, demoVenue));
  if (!venue) return;
  const kitchen = { id: "demo-station-kitchen", name: "Kitchen", sort: 0 };
  const bar = { id: "demo-station-bar", name: "Bar", sort: 1 };
  await tx
    .insert(stations)
    .values([kitchen, bar].map((s) => ({ ...s, venueId: demoVenue, createdAt: now })))
    .onConflictDoNothing();
  await tx
    .insert(stationRoutes)
    .values(drinks.map((key) => ({ venueId: demoVenue, kind: "category" as const, key, stationId: bar.id })))
    .onConflictDoNothing();
}
