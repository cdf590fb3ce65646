import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";

// SPEC §7 realtime: namespace /order. Every process must create it or clients hang (DESIGN.md §5).
export function attachRealtime(server: HttpServer) {
  const io = new Server(server, { serveClient: false, cookie: false, cors: { origin: false } });
  const orders = io.of("/order");
  return { io, orders };
}
