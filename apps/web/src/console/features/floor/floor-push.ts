import type { QueryClient } from "@tanstack/react-query";
import { floorAlertSchema, type Floor, type FloorAlert } from "@tablewise/domain/contract/floor";
import { mergeAlert, needsMe } from "./floor-model";

type NewAlertListener = (alert: FloorAlert) => void;
const listeners = new Set<NewAlertListener>();

// The phone view listens while it is open: a new alert that needs this person sounds and vibrates.
export function onNewFloorAlert(listener: NewAlertListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isFloorQuery = (key: readonly unknown[]) => key[0] === "floor" && key.length === 2;

// What the staff socket does with `floor:alert`: the alert is merged into the cached floor (a push that
// does not parse makes the floor read again); a new one that needs this person reaches the listeners.
export function applyFloorAlert(client: QueryClient, raw: unknown): void {
  const parsed = floorAlertSchema.safeParse(raw);
  if (!parsed.success) {
    void client.invalidateQueries({ predicate: (q) => isFloorQuery(q.queryKey) });
    return;
  }
  let heard = false;
  for (const [key, floor] of client.getQueriesData<Floor>({ predicate: (q) => isFloorQuery(q.queryKey) })) {
    if (!floor) continue;
    const merged = mergeAlert(floor, parsed.data);
    client.setQueryData(key, merged.floor);
    if (merged.isNew && needsMe(parsed.data, floor.tables)) heard = true;
  }
  // A new alert's table changed state too (an order waits, a bill is asked for): read the tables again.
  void client.invalidateQueries({ predicate: (q) => isFloorQuery(q.queryKey) });
  if (heard) for (const listener of listeners) listener(parsed.data);
}
