// A local SMTP server for the e2e server's receipts by e-mail (docs/mail.md): it takes every message on
// SMTP_STAND_IN_PORT and answers GET /messages on SMTP_STAND_IN_HTTP_PORT with what it took (recipient and
// subject), so a spec can check the mail arrived. Loopback only; the same package as the server's tests.
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_STAND_IN_PORT ?? 8540);
const httpPort = Number(process.env.SMTP_STAND_IN_HTTP_PORT ?? 8541);
const messages = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject,
        pdf: raw.includes("application/pdf"),
      });
      callback();
    });
  },
});
smtp.listen(port, "127.0.0.1");
createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(req.url === "/messages" ? messages : { ok: true }));
}).listen(httpPort, "127.0.0.1");
