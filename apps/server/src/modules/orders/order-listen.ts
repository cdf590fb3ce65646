import { listenPayloadSchema, type ListenAck } from "@tablewise/domain/contract/realtime";
import type { Order } from "@tablewise/domain/contract/order";
import type { Credentials } from "./order-access";
import { orderRoom } from "../../realtime/order-room";
import type { Realtime } from "../../realtime/socket";

type ListenDeps = {
  // The order, or why it may not be followed (unknown id; no, another table's or a stale access code and
  // no visitor who ordered on it).
  authorize: (orderId: string, creds: Credentials) => Promise<Order | "not_found" | "forbidden">;
};

const fail = (code: "bad_request" | "not_found" | "forbidden", message: string): ListenAck => ({
  ok: false,
  error: { code, message },
});

// SPEC §7 realtime listen {order_id, access_code?, visitor_id?}: join the order's room and get the order at once,
// so a guest who reconnects catches up on what changed meanwhile.
export function registerOrderListen(realtime: Realtime, deps: ListenDeps) {
  realtime.orders.on("connection", (socket) => {
    socket.on("listen", (payload: unknown, ack?: unknown) => {
      const reply = (result: ListenAck) => {
        if (typeof ack === "function") (ack as (r: ListenAck) => void)(result);
      };
      const parsed = listenPayloadSchema.safeParse(payload);
      if (!parsed.success)
        return reply(fail("bad_request", "listen needs {order_id, access_code?, visitor_id?}"));
      const { order_id, access_code, visitor_id } = parsed.data;
      deps
        .authorize(order_id, {
          ...(access_code ? { accessCode: access_code } : {}),
          ...(visitor_id ? { visitorId: visitor_id } : {}),
        })
        .then(async (found) => {
          if (found === "not_found") return reply(fail("not_found", "Order not found"));
          if (found === "forbidden")
            return reply(fail("forbidden", "Send the order's access code or the visitor id that ordered it"));
          await socket.join(orderRoom(order_id));
          reply({ ok: true });
          socket.emit("update", { type: "order", order: found });
        })
        .catch(() => reply({ ok: false, error: { code: "internal", message: "Internal error" } }));
    });
  });
}
