import {
  listenTablePayloadSchema,
  type ListenAck,
  type WaiterCallStatePayload,
} from "@tablewise/domain/contract/realtime";
import type { Realtime } from "./socket";

export const tableRoom = (tableCode: string) => `table:${tableCode}`;

type Deps = {
  // The table's code, or why it may not be followed (no such table; not its current access code).
  authorize: (
    tableKey: string,
    accessCode: string,
  ) => Promise<{ tableCode: string } | "not_found" | "forbidden">;
  // The table's waiter call as a reloaded page would show it, null when there is none.
  state: (tableCode: string) => Promise<WaiterCallStatePayload | null>;
};

const fail = (code: "bad_request" | "not_found" | "forbidden", message: string): ListenAck => ({
  ok: false,
  error: { code, message },
});

// listen_table {table, access_code} on /order. The same credential as the table's order
// (the inside session's access code, security/table-access.ts); the socket joins the table's room and gets
// its waiter call's state at once, so a guest who reconnects catches up.
export function registerTableListen(realtime: Realtime, deps: Deps) {
  realtime.orders.on("connection", (socket) => {
    socket.on("listen_table", (payload: unknown, ack?: unknown) => {
      const reply = (result: ListenAck) => {
        if (typeof ack === "function") (ack as (r: ListenAck) => void)(result);
      };
      const parsed = listenTablePayloadSchema.safeParse(payload);
      if (!parsed.success) return reply(fail("bad_request", "listen_table needs {table, access_code}"));
      const { table, access_code } = parsed.data;
      deps
        .authorize(table, access_code)
        .then(async (found) => {
          if (found === "not_found") return reply(fail("not_found", "Table not found"));
          if (found === "forbidden")
            return reply(fail("forbidden", "Send the access code of the table's current session"));
          await socket.join(tableRoom(found.tableCode));
          reply({ ok: true });
          const state = await deps.state(found.tableCode);
          if (state) socket.emit("waiter_call", state);
        })
        .catch(() => reply({ ok: false, error: { code: "internal", message: "Internal error" } }));
    });
  });
}

// Pushes a table's waiter-call state to the guests following it (every process, through the adapter).
export function createTableEvents(realtime: Realtime) {
  return {
    waiterCall(tableCode: string, state: WaiterCallStatePayload) {
      realtime.orders.to(tableRoom(tableCode)).emit("waiter_call", state);
    },
  };
}
export type TableEvents = ReturnType<typeof createTableEvents>;
