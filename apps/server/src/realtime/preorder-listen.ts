import { listenPreorderPayloadSchema, type ListenAck } from "@tablewise/domain/contract/realtime";
import type { Order } from "@tablewise/domain/contract/order";
import { orderRoom } from "./order-room";
import type { Realtime } from "./socket";

type Deps = {
  // The delivery or takeaway order, or null when there is none with this id.
  load: (preorderId: string) => Promise<Order | null>;
};

const fail = (code: "bad_request" | "not_found", message: string): ListenAck => ({
  ok: false,
  error: { code, message },
});

// SPEC §7 realtime listen_preorder {preorder_id}: the secret id is the key. The guest joins the order's
// room and gets the order at once, so a reconnect catches up on what changed meanwhile.
export function registerPreorderListen(realtime: Realtime, deps: Deps) {
  realtime.orders.on("connection", (socket) => {
    socket.on("listen_preorder", (payload: unknown, ack?: unknown) => {
      const reply = (result: ListenAck) => {
        if (typeof ack === "function") (ack as (r: ListenAck) => void)(result);
      };
      const parsed = listenPreorderPayloadSchema.safeParse(payload);
      if (!parsed.success) return reply(fail("bad_request", "listen_preorder needs {preorder_id}"));
      const id = parsed.data.preorder_id;
      deps
        .load(id)
        .then(async (order) => {
          if (!order) return reply(fail("not_found", "Preorder not found"));
          await socket.join(orderRoom(id));
          reply({ ok: true });
          socket.emit("update", { type: "preorder", order });
        })
        .catch(() => reply({ ok: false, error: { code: "internal", message: "Internal error" } }));
    });
  });
}
