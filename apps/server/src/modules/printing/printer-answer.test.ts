import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { printerNetworkPolicy } from "./printer-network";
import { createTcpTransport, isStatusByte } from "./printer-transport";

// Something that accepts every connection and answers in HTTP (a web server on the address, or a network
// proxy that takes any TCP connection) is not a printer: the ticket counts as not received and the
// printer is shown offline, never online because "something answered".
let server: net.Server;
let port = 0;
beforeAll(async () => {
  server = net.createServer((socket) => {
    socket.once("data", () => socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("a device answering in HTTP is not an ESC/POS printer: the send fails and may have printed", async () => {
  const transport = createTcpTransport({
    policy: printerNetworkPolicy({ networks: "127.0.0.0/8", ports: "1024-65535" }),
  });
  const outcome = await transport.send({ host: "127.0.0.1", port }, Uint8Array.from([0x1b, 0x40, 0x41]));
  expect(outcome).toMatchObject({ ok: false, maybePrinted: true });
  expect(outcome.ok ? "" : outcome.error).toContain("not as an ESC/POS printer");
});

it("reads the status byte's fixed bits: 0x12 (online, no error) and 0x1a/0x16 pass; 'H' and 0x00 do not", () => {
  expect([0x12, 0x16, 0x1a, 0x1e].every(isStatusByte)).toBe(true);
  expect([0x48, 0x00, 0xff, 0x13, undefined].some(isStatusByte)).toBe(false);
});
