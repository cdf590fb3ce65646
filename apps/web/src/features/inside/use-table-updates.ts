import {
  waiterCallStatePayloadSchema,
  type WaiterCallStatePayload,
} from "@tablewise/domain/contract/realtime";
import { useOrderSocket } from "../../lib/order-socket";

// SPEC §7 realtime: on /order, listen_table with the table's key and the session's access code; every
// `waiter_call` says whether the call is still waiting or a waiter is coming. The server answers a listen
// with the state as it is, so a reconnect catches up. Only while `isActive` (a call waits for its
// answer): a table with nothing to hear keeps no socket open.
export function useTableUpdates(
  table: string,
  accessCode: string,
  isActive: boolean,
  onWaiterCall: (state: WaiterCallStatePayload) => void,
) {
  useOrderSocket(isActive ? { event: "listen_table", payload: { table, access_code: accessCode } } : null, {
    waiter_call: (payload: unknown) => {
      const parsed = waiterCallStatePayloadSchema.safeParse(payload);
      if (parsed.success) onWaiterCall(parsed.data);
    },
  });
}
