import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPrinterStandIn, type PrinterStandIn } from "../../test/printer-stand-in";
import { printerNetworkPolicy } from "./printer-network";
import { createTcpTransport } from "./printer-transport";

// The send-time check: whatever was stored, the transport dials only what the policy allows now (a host
// name re-pointed at the server after set-up reaches nothing).
describe("printer network policy at send time", () => {
  let paper: PrinterStandIn;
  beforeAll(async () => {
    paper = await startPrinterStandIn();
  });
  afterAll(() => paper.close());

  it("does not connect to a loopback printer under the default policy, and does under one that names loopback", async () => {
    const bytes = Uint8Array.from([0x1b, 0x40, 0x41, 0x0a]);
    const closed = createTcpTransport({ policy: printerNetworkPolicy({ ports: "1024-65535" }) });
    expect(await closed.send({ host: "localhost", port: paper.port }, bytes)).toMatchObject({
      ok: false,
      maybePrinted: false,
    });
    expect(await closed.send({ host: "127.0.0.1", port: paper.port }, bytes)).toMatchObject({ ok: false });
    expect(paper.deliveries).toBe(0);
    const open = createTcpTransport({
      policy: printerNetworkPolicy({ networks: "127.0.0.0/8", ports: "1024-65535" }),
    });
    expect(await open.send({ host: "127.0.0.1", port: paper.port }, bytes)).toEqual({ ok: true });
    expect(paper.deliveries).toBe(1);
  });

  it("refuses a port outside the printer ports before connecting", async () => {
    const t = createTcpTransport({ policy: printerNetworkPolicy({ networks: "127.0.0.0/8" }) });
    expect(await t.send({ host: "127.0.0.1", port: paper.port }, Uint8Array.of(0x41))).toMatchObject({
      ok: false,
      maybePrinted: false,
    });
    expect(paper.deliveries).toBe(1);
  });

  it("judges IPv4-mapped IPv6 as the IPv4 address it reaches", () => {
    const p = printerNetworkPolicy();
    expect(p.allowsAddress("::ffff:192.168.0.9")).toBe(true);
    expect(p.allowsAddress("::ffff:127.0.0.1")).toBe(false);
    expect(p.allowsAddress("fd00::5")).toBe(true);
    expect(p.allowsAddress("fe80::1")).toBe(false);
  });

  it("refuses to start with a malformed PRINTER_NETWORKS or PRINTER_PORTS", () => {
    expect(() => printerNetworkPolicy({ networks: "10.0.0.0" })).toThrow(/CIDR/);
    expect(() => printerNetworkPolicy({ ports: "9100-90" })).toThrow(/PRINTER_PORTS/);
  });
});
