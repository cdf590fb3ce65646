import net from "node:net";
import type { PrinterNetworkPolicy } from "./printer-network";

// The port the print worker sends a ticket's bytes through. A failure says whether the bytes may have
// reached the paper: a refused or timed-out connection printed nothing (send again as it is); a
// printer that took the bytes and then stopped answering may have printed (send again marked COPY).
export type PrintTarget = { host: string; port: number };
export type PrintOutcome = { ok: true } | { ok: false; error: string; maybePrinted: boolean };
export type PrinterTransport = { send(target: PrintTarget, bytes: Uint8Array): Promise<PrintOutcome> };

// DLE EOT 1: the printer's real-time status. Its one-byte answer comes after every byte sent before it has
// been received (TCP keeps order), so it is the printer's receipt of the ticket.
const statusRequest = Uint8Array.from([0x10, 0x04, 0x01]);
// The ESC/POS printer status byte has fixed bits: bit 1 and bit 4 set, bits 0 and 7 clear (0xx1xx10).
export const isStatusByte = (b: number | undefined) => b !== undefined && (b & 0x93) === 0x12;

export type TcpTransportOptions = {
  connectTimeoutMs?: number;
  answerTimeoutMs?: number;
  policy: PrinterNetworkPolicy;
};

// Raw printing over TCP (port 9100): connect to an address the policy allows (resolved here, at send
// time, so a name re-pointed after set-up cannot reach elsewhere), write the ticket, ask the status, close.
export function createTcpTransport(options: TcpTransportOptions): PrinterTransport {
  const connectTimeoutMs = options.connectTimeoutMs ?? 3000;
  const answerTimeoutMs = options.answerTimeoutMs ?? 5000;
  return {
    async send(target, bytes) {
      if (!options.policy.allowsPort(target.port))
        return { ok: false, error: `port ${target.port} is not a printer port`, maybePrinted: false };
      let address: string;
      try {
        [address] = (await options.policy.resolve(target.host)) as [string];
      } catch (err) {
        return { ok: false, error: (err as Error).message, maybePrinted: false };
      }
      return new Promise<PrintOutcome>((resolve) => {
        let sent = false;
        let settled = false;
        const socket = net.connect({ host: address, port: target.port });
        const finish = (outcome: PrintOutcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          resolve(outcome);
        };
        const fail = (error: string) => finish({ ok: false, error, maybePrinted: sent });
        let timer = setTimeout(() => fail("the printer did not answer (connect timeout)"), connectTimeoutMs);
        socket.once("connect", () => {
          clearTimeout(timer);
          timer = setTimeout(() => fail("the printer took the ticket but did not answer"), answerTimeoutMs);
          sent = true;
          socket.write(bytes);
          socket.write(statusRequest);
        });
        // A status byte, or the printer closing its side after reading everything, is its receipt. Any
        // other answer is not an ESC/POS printer's (a web server, or a network's proxy that accepts every
        // connection, answers "HTTP/1.1 400"): the printer is not there, and is shown offline, not online.
        socket.once("data", (answer: Buffer) =>
          isStatusByte(answer[0])
            ? finish({ ok: true })
            : fail(`${target.host}:${target.port} answered, but not as an ESC/POS printer`),
        );
        socket.once("end", () => (sent ? finish({ ok: true }) : fail("the printer closed the connection")));
        socket.once("error", (err: NodeJS.ErrnoException) =>
          fail(err.code ? `${err.code} ${target.host}:${target.port}` : err.message),
        );
      });
    },
  };
}
