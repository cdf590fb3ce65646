import http from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestApp } from "../test/test-app";

type Answer = { status: number; connection: string | undefined; body: string };

// A browser's agent (one kept-alive socket, reused for the next request) asking the listening app for
// `path`: the answer's headers as soon as they arrive, and the whole answer once it has ended.
async function askKeptAlive(app: FastifyInstance, path: string) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let headersArrived: (connection: string | undefined) => void = () => undefined;
  const headers = new Promise<string | undefined>((resolve) => (headersArrived = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        headersArrived(res.headers.connection);
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      })
      .on("error", reject);
  });
  return { headers, answer, done: () => agent.destroy() };
}

// A shutdown with a request in flight on a keep-alive connection: the request gets its answer, and the
// server closes without waiting for the browser to let the connection go.
describe("closing the server with a request in flight", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("answers a request begun after the close began, closes its connection and stops within a second", async () => {
    const t = await createTestApp();
    close = t.close;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    t.app.get("/slow-for-test", async () => {
      arrived();
      await held;
      return { ok: true };
    });
    const ask = await askKeptAlive(t.app, "/slow-for-test");
    await inFlight;

    const began = Date.now();
    const closed = t.app.close();
    // The request is answered once the server has begun to close, as a photo is during a deploy.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await ask.answer).toEqual({ status: 200, connection: "close", body: '{"ok":true}' });
    await closed;
    expect(Date.now() - began).toBeLessThan(1000);
    ask.done();
  });

  it("lets go of a connection whose answer began before the close and ended after it", async () => {
    const t = await createTestApp();
    close = t.close;
    const body = new PassThrough();
    t.app.get("/streaming-for-test", async (_request, reply) => reply.type("text/plain").send(body));
    const ask = await askKeptAlive(t.app, "/streaming-for-test");
    body.write("a photo's first half, ");
    // Sent before the close: the answer was promised a kept-alive connection.
    expect(await ask.headers).toBe("keep-alive");

    const began = Date.now();
    const closed = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    body.end("and its second");
    expect((await ask.answer).body).toBe("a photo's first half, and its second");
    await closed;
    expect(Date.now() - began).toBeLessThan(1000);
    ask.done();
  });
});
