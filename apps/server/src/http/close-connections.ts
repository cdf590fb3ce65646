import type { FastifyInstance } from "fastify";

// How often, once closing, connections that have gone idle are let go.
const idleSweepMs = 200;

// A deploy stops the server with requests in flight (a phone's photos, a guest worker's precache). They
// finish, but each on a keep-alive connection the browser holds open for the next request, and Node's
// close waits for every connection: Fastify keeps an idle one for 72 s, past main.ts's shutdown grace, so
// the process was cut off before it closed the embedded database. Node lets go of the connections idle
// when the close begins; the ones still answering go idle later, so they are swept until the server has
// closed. An answer that starts once closing says `Connection: close` as well, so the browser knows.
export function registerCloseConnections(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
    sweep.unref();
  });
  app.addHook("onClose", async () => clearInterval(sweep));
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}
