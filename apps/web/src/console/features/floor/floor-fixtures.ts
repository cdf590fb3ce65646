import { floorSchema, type Floor, type FloorAlert, type FloorTable } from "@tablewise/domain/contract/floor";
import { t0 } from "../../test/fixtures";

// The floor in the contract's shapes, for the phone view's tests.
export const minutesAfter = (m: number) => new Date(Date.parse(t0) + m * 60_000).toISOString();

export function table(code: string, patch: Partial<FloorTable> = {}): FloorTable {
  return {
    code,
    hall: "Terrace",
    name: `Table ${code}`,
    state: "free",
    since: null,
    order_id: null,
    serial: null,
    left_to_pay: 0,
    mine: false,
    followed_by: [],
    open_alerts: 0,
    ...patch,
  };
}

export function alert(id: string, patch: Partial<FloorAlert> = {}): FloorAlert {
  return {
    _id: id,
    kind: "waiter_call",
    status: "open",
    table_code: "T1",
    table_label: "Table T1",
    order_id: null,
    serial: null,
    amount: null,
    created_at: minutesAfter(0),
    acknowledged_at: null,
    acknowledged_by: null,
    escalated_at: null,
    resolved_at: null,
    ...patch,
  };
}

export function floor(patch: Partial<Floor> = {}): Floor {
  return floorSchema.parse({
    generated_at: minutesAfter(5),
    shift: null,
    halls: ["Terrace", "Hall"],
    tables: [table("T1"), table("T2"), table("H1", { hall: "Hall" })],
    alerts: [],
    ...patch,
  });
}
