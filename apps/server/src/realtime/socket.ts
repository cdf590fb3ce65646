import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import {
  realtimeNamespace,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";
import { staticSecurityHeaders } from "../http/security-headers";
import { createPostgresAdapter, waitForListen } from "./postgres-adapter";

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;
export type Realtime = { io: RealtimeServer; orders: ReturnType<RealtimeServer["of"]> };

// SPEC §7 realtime: namespace /order. Every process must create it or clients hang (DESIGN.md §5).
// socket.io answers its own HTTP requests before Fastify sees them, so it gets the headers here.
// On PostgreSQL (postgresUrl), emits cross processes through the PostgreSQL adapter (README, scale-out).
export async function attachRealtime(app: FastifyInstance, postgresUrl?: string): Promise<Realtime> {
  const postgres = postgresUrl ? await createPostgresAdapter(postgresUrl, app.log) : undefined;
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    cookie: false,
    cors: { origin: false },
    ...(postgres ? { adapter: postgres.adapter } : {}),
  });
  io.engine.on("headers", (headers: Record<string, string>) => {
    Object.assign(headers, staticSecurityHeaders);
  });
  const orders = io.of(realtimeNamespace);
  if (postgres) {
    await waitForListen(orders).catch(async (err: unknown) => {
      await io.close();
      await postgres.close();
      throw err;
    });
  }
  // Close sockets before Fastify stops the HTTP server, or open WebSockets would hold the shutdown.
  app.addHook("preClose", async () => {
    await io.close();
    await postgres?.close();
  });
  return { io, orders };
}
