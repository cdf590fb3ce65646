import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A local SMTP server standing in for a venue's mail provider (RFC 5321, the smtp-server package): it
// records every message it takes, parsed (mailparser), and can refuse the next ones with a reply code:
// 4yz (try later) or 5yz (final), as a real server does at the end of DATA.
export type ReceivedMail = { from: string; to: string[]; raw: Buffer; parsed: ParsedMail };

export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const refusals: { code: number; message: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The stand-in speaks on loopback only.
    onConnect(_session, callback) {
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const refusal = refusals.shift();
        if (refusal) {
          const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    // The next messages are refused with these replies, one each.
    refuseNext(...replies: { code: number; message: string }[]) {
      refusals.push(...replies);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;
