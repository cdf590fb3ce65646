import { createContext, useContext } from "react";
import type { InsideSession } from "@tablewise/domain/contract/inside";
import type { Order } from "@tablewise/domain/contract/order";
import type { Tips } from "@tablewise/domain/contract/venue";
import type { WaiterCallState } from "./waiter-call/waiter-call-state";

// What the eat-in shell adds to the ordering session: the table, its access code, the waiters' tips and
// the table's current order, kept live by the realtime socket (SPEC §4 inside_update).
export type InsideTable = {
  code: string;
  inside: InsideSession;
  tips: Tips;
  // The table's active order (pending or active), null when there is none.
  order: Order | null;
  setOrder: (order: Order | null) => void;
  // A cancelled order waits here, with its status slide, until the guest confirms the declined modal
  // (SPEC §4); closing the modal any other way only hides it.
  declined: Order | null;
  dismissDeclined: () => void;
  showDeclined: () => void;
  // The signed token of a passed geolocation check (SPEC §5), kept for the visit.
  geoToken: string | null;
  setGeoToken: (token: string | null) => void;
  // The table's waiter call ("called", then "coming" once a waiter answered), live.
  waiterCall: WaiterCallState | null;
  noteWaiterCall: (state: WaiterCallState) => void;
};

export const InsideContext = createContext<InsideTable | null>(null);

export function useInsideTable(): InsideTable {
  const table = useContext(InsideContext);
  if (!table) throw new Error("useInsideTable outside the eat-in shell");
  return table;
}
