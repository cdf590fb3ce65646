import nodemailer from "nodemailer";
import type { MailMessage, MailOutcome, MailPort } from "./mail-port";

export type SmtpSettings = {
  // smtps://user:pass@host:465 (TLS from the first byte) or smtp://user:pass@host:587 (STARTTLS).
  url: string;
  from: string;
  // A send that takes longer is a temporary failure (the worker's lease is longer than this).
  timeoutMs?: number;
};

const isLoopback = (host: string) => host === "localhost" || host === "127.0.0.1" || host === "::1";

// nodemailer's SMTP transport. Over smtp:// to anything but loopback STARTTLS is required (the
// address and the receipt never cross the network in the clear); the loopback stand-in of the tests
// and the demo speaks plain SMTP.
export function createSmtpTransport(settings: SmtpSettings): MailPort {
  const url = new URL(settings.url);
  const timeoutMs = settings.timeoutMs ?? 20_000;
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    requireTLS: url.protocol === "smtp:" && !isLoopback(url.hostname),
    ignoreTLS: url.protocol === "smtp:" && isLoopback(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message: MailMessage): Promise<MailOutcome> {
      try {
        await transporter.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId,
          headers: message.language ? { "Content-Language": message.language } : undefined,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        return { ok: true };
      } catch (err) {
        const e = err as { responseCode?: number; message?: string; code?: string };
        // RFC 5321 §4.2.1: 5yz is a permanent negative completion, 4yz transient; no code at all is a
        // network failure, worth trying again.
        const permanent = typeof e.responseCode === "number" && e.responseCode >= 500;
        return {
          ok: false,
          permanent,
          error: `${e.responseCode ?? e.code ?? "error"}: ${e.message ?? String(err)}`.slice(0, 500),
        };
      }
    },
  };
}
