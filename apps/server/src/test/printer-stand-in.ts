import net from "node:net";
import { decodeEscpos, type PrintedTicket } from "./escpos-decode";

// A network thermal printer on a TCP port (raw printing, like port 9100): what each connection sends is
// decoded into tickets (a cut ends one) and listed in `printed`. It can be switched off ("refuse": the
// port refuses connections, as a printer that is off or unplugged) or made to hang ("hang": it accepts
// and reads nothing, never closing, as a printer out of paper or stuck). Tests, the crash test and the
// benchmark count what was printed here.
export type StandInMode = "online" | "refuse" | "hang";

export type PrinterStandIn = {
  readonly host: string;
  readonly port: number;
  readonly printed: PrintedTicket[];
  // How many connections delivered bytes (one per print job sent).
  readonly deliveries: number;
  setMode(mode: StandInMode): Promise<void>;
  waitForPrinted(count: number, timeoutMs?: number): Promise<PrintedTicket[]>;
  close(): Promise<void>;
};

export async function startPrinterStandIn(
  options: { port?: number; host?: string } = {},
): Promise<PrinterStandIn> {
  const host = options.host ?? "127.0.0.1";
  const printed: PrintedTicket[] = [];
  const sockets = new Set<net.Socket>();
  const waiters = new Set<() => void>();
  let deliveries = 0;
  let mode: StandInMode = "online";

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    if (mode === "hang") {
      socket.pause();
      return;
    }
    let received = Buffer.alloc(0);
    const record = () => {
      if (!received.length) return;
      deliveries += 1;
      printed.push(...decodeEscpos(received));
      received = Buffer.alloc(0);
      for (const wake of waiters) wake();
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      // DLE EOT n (a real-time status request) ending what was sent: the job is complete; answer
      // "online, no error" as a printer does.
      const n = received.length;
      if (n >= 3 && received[n - 3] === 0x10 && received[n - 2] === 0x04) {
        received = received.subarray(0, n - 3);
        record();
        socket.write(Buffer.from([0x12]));
      }
    });
    socket.on("end", () => {
      record();
      socket.end();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(options.port ?? 0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    host,
    port,
    printed,
    get deliveries() {
      return deliveries;
    },
    async setMode(next) {
      if (next === mode) return;
      const wasListening = mode !== "refuse";
      mode = next;
      if (next === "refuse") {
        for (const s of sockets) s.destroy();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      } else if (!wasListening) {
        await listen(port);
      }
    },
    async waitForPrinted(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (printed.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the printer stand-in printed ${printed.length} of ${count} tickets`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
      return printed;
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (mode !== "refuse") await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
