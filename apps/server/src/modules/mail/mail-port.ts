// The message port for e-mail (DESIGN §7: every outside system behind a small port). The SMTP adapter is
// smtp-transport.ts; tests talk to a local SMTP server (smtp-stand-in.ts) through that same adapter.
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: MailAttachment[];
  // RFC 5322 Message-ID, derived from what the message is about (the outbox row): a message sent again
  // after a crash carries the same one, so the guest's mail program shows it once.
  messageId: string;
  // The language of the message (Content-Language).
  language?: string;
};

// ok, or why not: `permanent` when the server refused for good (SMTP 5xx: a bad mailbox, a policy);
// otherwise (4xx, a dropped connection, a timeout) trying later may work.
export type MailOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

export type MailPort = {
  send(message: MailMessage): Promise<MailOutcome>;
};
