import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { Server, type Namespace } from "socket.io";
import {
  realtimeNamespace,
  type ClientToServerEvents,
  type ListenAck,
  type ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";
import {
  staffNamespace,
  type StaffClientToServerEvents,
  type StaffServerToClientEvents,
} from "@tablewise/domain/contract/staff";
import { staticSecurityHeaders } from "../http/security-headers";
import { clientIpOf, type TrustProxy } from "../http/trust-proxy";
import { createPostgresAdapter, waitForListen } from "./postgres-adapter";

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;
// The venue console's namespace (realtime/staff-namespace.ts), on the same server and adapter.
export type StaffNamespace = Namespace<StaffClientToServerEvents, StaffServerToClientEvents>;
export type Realtime = {
  io: RealtimeServer;
  orders: ReturnType<RealtimeServer["of"]>;
  staff: StaffNamespace;
};

// What one client may hold. 0 turns a cap off.
export type SocketCaps = {
  // TRUST_PROXY as Fastify reads it, so a socket's IP is the one the HTTP limits use.
  trustProxy: TrustProxy;
  socketsPerIp: number;
  // Distinct orders (and preorders) one socket may ask to listen to.
  listenMax: number;
  messagesPer10s: number;
};

// A listen message is an id and an access code (well under 200 bytes); 8 KB leaves room for the framing
// of a few batched polling packets and none for the 1 MB messages socket.io takes by default (25.4).
export const maxSocketMessageBytes = 8 * 1024;
const messageWindowMs = 10_000;

const noCaps: SocketCaps = { trustProxy: false, socketsPerIp: 0, listenMax: 0, messagesPer10s: 0 };

// What a listen event follows, counted against listenMax: an order, a preorder, a table.
const followedBy: Record<string, string> = {
  listen: "order_id",
  listen_preorder: "preorder_id",
  listen_table: "table",
};

const tooMany = (message: string): ListenAck => ({
  ok: false,
  error: { code: "too_many_requests", message },
});

// SPEC §7 realtime: namespace /order. Every process must create it or clients hang (DESIGN.md §5).
// socket.io answers its own HTTP requests before Fastify sees them, so it gets the headers here.
// On PostgreSQL (postgresUrl), emits cross processes through the PostgreSQL adapter (README, scale-out).
export async function attachRealtime(
  app: FastifyInstance,
  postgresUrl?: string,
  caps: SocketCaps = noCaps,
): Promise<Realtime> {
  const postgres = postgresUrl ? await createPostgresAdapter(postgresUrl, app.log) : undefined;
  const ipOf = clientIpOf(caps.trustProxy);
  // Open sockets per IP, counted from the handshake that admits them to their close (16.8).
  const openByIp = new Map<string, number>();
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    cookie: false,
    cors: { origin: false },
    maxHttpBufferSize: maxSocketMessageBytes,
    allowRequest: (req, admit) => {
      const ip = ipOf(req);
      const open = openByIp.get(ip) ?? 0;
      if (caps.socketsPerIp > 0 && open >= caps.socketsPerIp) return admit("too many sockets", false);
      openByIp.set(ip, open + 1);
      (req as IncomingMessage & { countedIp?: string }).countedIp = ip;
      admit(null, true);
    },
    ...(postgres ? { adapter: postgres.adapter } : {}),
  });
  io.engine.on(
    "connection",
    (raw: { request: IncomingMessage; once: (e: "close", f: () => void) => void }) => {
      const ip = (raw.request as IncomingMessage & { countedIp?: string }).countedIp;
      if (ip === undefined) return;
      raw.once("close", () => {
        const left = (openByIp.get(ip) ?? 1) - 1;
        if (left > 0) openByIp.set(ip, left);
        else openByIp.delete(ip);
      });
    },
  );
  io.engine.on("headers", (headers: Record<string, string>) => {
    Object.assign(headers, staticSecurityHeaders);
  });
  const orders = io.of(realtimeNamespace);
  // Runs before the connection handlers (order-listen.ts, preorder-listen.ts) see any event.
  orders.use((socket, next) => {
    let windowStart = Date.now();
    let messages = 0;
    const listened = new Set<string>();
    socket.use(([event, payload, ...rest], nextPacket) => {
      const now = Date.now();
      if (now - windowStart >= messageWindowMs) {
        windowStart = now;
        messages = 0;
      }
      messages += 1;
      // Past the rate the socket is cut off: a well-behaved app sends a handful of listens per visit.
      if (caps.messagesPer10s > 0 && messages > caps.messagesPer10s) {
        socket.disconnect(true);
        return;
      }
      const ack = rest.at(-1);
      const field = followedBy[event as string];
      const id = field ? String((payload as Record<string, unknown> | null)?.[field]) : "";
      if (caps.listenMax > 0 && id && !listened.has(id)) {
        if (listened.size >= caps.listenMax) {
          if (typeof ack === "function") ack(tooMany(`A socket may follow at most ${caps.listenMax} orders`));
          return;
        }
        listened.add(id);
      }
      nextPacket();
    });
    next();
  });
  // Created here so every process has it and its adapter listens before the server does.
  const staff = io.of(staffNamespace) as unknown as StaffNamespace;
  if (postgres) {
    await Promise.all([waitForListen(orders), waitForListen(staff as unknown as Namespace)]).catch(
      async (err: unknown) => {
        await io.close();
        await postgres.close();
        throw err;
      },
    );
  }
  // Close sockets before Fastify stops the HTTP server, or open WebSockets would hold the shutdown.
  app.addHook("preClose", async () => {
    await io.close();
    await postgres?.close();
  });
  return { io, orders, staff };
}
