// One worker thread of bench:realtime's guests (realtime-guests.mjs). Each guest connects over
// WebSocket, listens to its order and notes when the update showing one more accepted append arrives.
// Arrival times are wall-clock milliseconds (timeOrigin + now), comparable with the main thread's.
import { parentPort, workerData } from "node:worker_threads";
import { io } from "socket.io-client";

const { base, guests } = workerData;
const sockets = [];
const seen = [];
let pending = [];
const wallNow = () => performance.timeOrigin + performance.now();
const acceptedAppends = (order) => order.appends.filter((a) => a.status === "serving").length;

// Timestamps are taken on arrival; only the report to the main thread waits for the batch.
function noteArrival(round, at) {
  if (pending.length === 0)
    setImmediate(() => parentPort.postMessage({ kind: "arrivals", list: pending.splice(0) }));
  pending.push(round, at);
}

function connectGuest(index, order) {
  return new Promise((resolve, reject) => {
    const socket = io(`${base}/order`, { transports: ["websocket"], forceNew: true, reconnection: false });
    const timer = setTimeout(() => reject(new Error("guest did not connect in 30 s")), 30_000);
    seen[index] = 0;
    socket.on("connect_error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on("update", (payload) => {
      const at = wallNow();
      // The first update showing `accepted` appends accepted is the one of that round.
      const accepted = acceptedAppends(payload.order);
      if (accepted > seen[index]) {
        seen[index] = accepted;
        noteArrival(accepted, at);
      }
    });
    socket.on("connect", () =>
      socket.emit("listen", { order_id: order.id, access_code: order.accessCode }, (ack) => {
        clearTimeout(timer);
        if (ack?.ok) resolve(socket);
        else reject(new Error(`listen refused: ${JSON.stringify(ack)}`));
      }),
    );
  });
}

async function connectAll() {
  for (let i = 0; i < guests.length; i += 50) {
    const batch = guests.slice(i, i + 50).map((order, k) => connectGuest(i + k, order));
    sockets.push(...(await Promise.all(batch)));
  }
}

parentPort.on("message", (msg) => {
  if (msg === "close") {
    for (const s of sockets) s.close();
    parentPort.postMessage({ kind: "closed" });
  }
});
connectAll().then(
  () => parentPort.postMessage({ kind: "connected", count: sockets.length }),
  (err) => parentPort.postMessage({ kind: "failed", message: String(err?.stack ?? err) }),
);
