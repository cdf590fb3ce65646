import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { smsConfigProblems } from "./sms-settings";

// Validated once at start-up (DESIGN.md §3, create-t3-app style).
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

const bool = z
  .enum(["true", "false", "1", "0"], { error: "must be true, false, 1 or 0" })
  .transform((v) => v === "true" || v === "1");

// `npm run -w apps/server` runs in apps/server; a relative path means where the user typed the command.
const dir = (cwd: string, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((p) => path.resolve(cwd, p));

const rateMax = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000).default(fallback);
const ms = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

// Which peers may name the client in X-Forwarded-For. A hop count (the proxies in front of
// the server; Fastify takes the address that many hops from the right, so a client's own leftmost
// entries change nothing) or the proxies' addresses/CIDRs, comma-separated. "true" (trust every hop, so
// any client picks its own IP and escapes every limit) is refused.
const ipOrCidr = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(\/\d{1,3})?$/;
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "false" || value === "0") return false;
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "true would trust every hop, so a forged X-Forwarded-For picks the client IP (and escapes the rate limits): give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5 or 10.0.0.0/8)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((a) => a.trim())
      .filter((a) => a !== "");
    const bad = list.filter(
      (a) => !ipOrCidr.test(a) && a !== "loopback" && a !== "linklocal" && a !== "uniquelocal",
    );
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be a hop count or proxy addresses/CIDRs, comma-separated (not: ${bad.join(", ") || value})`,
      });
      return z.NEVER;
    }
    return list;
  });

export const createEnvSchema = (cwd: string) =>
  z
    .object({
      PORT: z.coerce.number().int().min(0).max(65535).default(8080),
      HOST: z.string().min(1).default("0.0.0.0"),
      // Unset: embedded PGlite in DATA_DIR/pglite. Set: a PostgreSQL server, shared by several processes.
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
      DATA_DIR: dir(cwd, path.join(repoRoot, ".data")),
      WEB_DIST: dir(cwd, path.join(repoRoot, "apps/web/dist")),
      MEDIA_DIR: dir(cwd, path.join(repoRoot, "apps/server/media")),
      // The local address index behind delivery address search (DESIGN.md §1): one city's streets, houses
      // and points. Default: the demo city (Kyiv) shipped with the demo data.
      ADDRESS_INDEX_FILE: dir(cwd, path.join(repoRoot, "apps/server/src/seed/addresses/kyiv.json")),
      // Production unless asked. DEMO_MODE=true loads the demo venues, the well-known staff token,
      // the autopilot, the sandbox gateway and /api/dev/outbox (`npm start` sets it; see README).
      DEMO_MODE: bool.default(false),
      // Demo mode on a DATABASE_URL refuses to start (a demo's open doors on a real database) unless this
      // is "force".
      DEMO_ON_DATABASE: z.literal("force", { error: 'must be "force" or unset' }).optional(),
      TILE_URL: z
        .string()
        .regex(
          /^https?:\/\/(\{s\}\.)?[^/{}]+\/.*\{z\}.*\{x\}.*\{y\}/,
          "must be an http(s) tile URL template with {z}, {x} and {y} (and {s} only as the first host label)",
        )
        .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
      LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
      // Signs table access codes and geolocation tokens. Unset: one is generated on first boot and kept in
      // the database (table server_secrets), so codes and tokens outlive restarts.
      SECRET: z.string().min(32, "must be at least 32 characters").optional(),
      // Bearer token of the staff API (/api/staff): the service credential of an integration (a POS),
      // venue-wide; people use console sessions. Unset: no service credential, except in
      // DEMO_MODE, where the documented dev token "demo-staff-token" works.
      STAFF_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
      // Bearer token of GET /metrics (Prometheus, docs/operations.md). Unset: no /metrics at all.
      METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
      // The guest app's public origin (https://order.example.com), printed in the tables' QR
      // codes. Unset: the origin the request came to (behind a proxy, its forwarded host and scheme
      // count only with TRUST_PROXY).
      PUBLIC_URL: z
        .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
        .transform((u) => new URL(u).origin)
        .optional(),
      // DEMO_MODE autopilot: new eat-in, takeaway and delivery orders are accepted after this many ms (an
      // online preorder once paid; preorder-autopilot.test.ts); 0 turns it off.
      AUTOPILOT_ACCEPT_MS: z.coerce.number().int().min(0).max(3_600_000).default(4000),
      // DEMO_MODE autopilot playing the waiter: cash and card requests are confirmed after this
      // many ms; 0 turns it off. Unset: the same as AUTOPILOT_ACCEPT_MS.
      AUTOPILOT_CONFIRM_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
      // SPEC §4 split-payment window (15 minutes). Only end-to-end tests shorten it, to watch a split time
      // out; a real deployment leaves it alone.
      SPLIT_WINDOW_MS: z.coerce
        .number()
        .int()
        .min(1000)
        .max(86_400_000)
        .default(15 * 60_000),
      // Request limits per client IP (apps/server/src/http/rate-limit.ts): each is the most
      // requests in one RATE_LIMIT_WINDOW_MS window before a 429; 0 turns that limit off.
      RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
      // Waiter calls per IP and table.
      RATE_LIMIT_CALL_WAITER: rateMax(10),
      // Phone code requests and confirmations per IP.
      RATE_LIMIT_PHONE: rateMax(60),
      // Phone code requests per phone number, from any IP (beside the 60 s resend cooldown per venue).
      RATE_LIMIT_PHONE_NUMBER: rateMax(5),
      // Order creation (eat-in create and append, preorder create, reserve create) per IP and table or venue.
      RATE_LIMIT_ORDER: rateMax(30),
      // Payment calls (pay, reservation payment form) per IP and order.
      RATE_LIMIT_PAY: rateMax(30),
      // Generated files (PDF receipts, calendar invites) per IP.
      RATE_LIMIT_DOCUMENT: rateMax(30),
      RATE_LIMIT_MAIL: rateMax(5),
      // Table lookups (prepare, verify-geolocation) per IP across all table codes.
      RATE_LIMIT_TABLE: rateMax(60),
      // ... of them with a typed 6-digit code, per IP.
      RATE_LIMIT_TABLE_CODE: rateMax(20),
      // Unknown codes (answers 404) per IP in a window before the IP is kept off table routes ...
      RATE_LIMIT_TABLE_MISS: rateMax(10),
      // ... for this long.
      RATE_LIMIT_TABLE_BLOCK_MS: ms(1000, 86_400_000, 15 * 60_000),
      // Venue console logins (http/rate-limit.ts defaultRateLimits): attempts per IP in 10 minutes,
      // failures per login and IP in 15 minutes before that IP is refused for that login, failures per IP
      // in an hour before the IP is refused, and failures per login over all IPs in 15 minutes past which
      // each IP gets 3 failures on it.
      RATE_LIMIT_STAFF_LOGIN: rateMax(20),
      RATE_LIMIT_STAFF_LOGIN_FAILED: rateMax(10),
      RATE_LIMIT_STAFF_LOGIN_IP_FAILED: rateMax(30),
      RATE_LIMIT_STAFF_LOGIN_SPREAD: rateMax(30),
      // A console session ends this many hours after login, or after this many minutes unused.
      STAFF_SESSION_TTL_HOURS: z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 90)
        .default(12),
      STAFF_SESSION_IDLE_MINUTES: z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60 * 90)
        .default(120),
      // The most an uploaded photo may weigh, in bytes (the setup form refuses before
      // uploading; the upload route refuses with 413). Default 10 MiB.
      IMAGE_MAX_BYTES: z.coerce
        .number()
        .int()
        .min(64 * 1024)
        .max(50 * 1024 * 1024)
        .default(10 * 1024 * 1024),
      // Behind a reverse proxy: take the client IP (the rate limits' key) from X-Forwarded-For, trusting
      // only the given number of proxy hops or the given proxy addresses (see trustProxy above).
      TRUST_PROXY: trustProxy.default(false),
      // The whole request (headers and body) must arrive within this time, headers alone
      // within HEADERS_TIMEOUT_MS; a connection idle this long is closed. Slow senders cannot hold sockets.
      REQUEST_TIMEOUT_MS: ms(1000, 600_000, 15_000),
      HEADERS_TIMEOUT_MS: ms(1000, 600_000, 10_000),
      CONNECTION_TIMEOUT_MS: ms(1000, 3_600_000, 60_000),
      // Realtime socket caps. Open sockets per client IP (guests on one venue Wi-Fi
      // share an IP); orders one socket may listen to; messages per socket per 10 s before it is cut off.
      SOCKETS_PER_IP: rateMax(50),
      SOCKET_LISTEN_MAX: rateMax(10),
      SOCKET_MESSAGES_PER_10S: rateMax(30),
      // Strict-Transport-Security max-age in seconds, sent only when set (behind HTTPS); 0 or
      // unset sends none, since a local server speaks plain http.
      HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(0),
      // Kitchen printers (modules/printing): the networks (comma-separated CIDR ranges) and ports (9100 or
      // 9100-9199, comma-separated) the server may open printer connections to. Unset: the private LAN
      // ranges and 9100-9199; loopback, link-local and public addresses only if named here
      // (docs/threat-model.md). PRINT_INTERVAL_MS: how often the print worker looks for due jobs besides
      // being woken by a job this process queued (the safety poll: other processes' jobs, retries); 0: none.
      PRINTER_NETWORKS: z.string().trim().min(1).max(2000).optional(),
      PRINTER_PORTS: z.string().trim().min(1).max(200).optional(),
      PRINT_INTERVAL_MS: ms(0, 60_000, 1000),
      // Web Push to staff phones (modules/push). VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: the key pair
      // (base64url, `npx web-push generate-vapid-keys`); unset, the server makes one once and keeps it in
      // the database. VAPID_SUBJECT: a mailto: or https: contact the push services may use.
      // PUSH_INTERVAL_MS: the outbox worker's safety poll; 0: none in this process.
      VAPID_PUBLIC_KEY: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{80,100}$/)
        .optional(),
      VAPID_PRIVATE_KEY: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{40,50}$/)
        .optional(),
      VAPID_SUBJECT: z
        .string()
        .trim()
        .regex(/^(mailto:|https:\/\/)\S+$/)
        .max(300)
        .optional(),
      PUSH_INTERVAL_MS: ms(0, 600_000, 5000),
      // WEBHOOK_INTERVAL_MS: the webhook outbox worker's safety poll (retries, rows of other processes);
      // 0: none in this process.
      WEBHOOK_INTERVAL_MS: ms(0, 600_000, 5000),
      // Fiscal receipts (modules/fiscal, docs/fiscal.md). CHECKBOX_API_URL: Checkbox's API (unset: the real
      // one, https://api.checkbox.ua/api/v1; its test server or a stand-in otherwise); CHECKBOX_RECEIPT_URL:
      // where a receipt is shown to the public (unset: https://check.checkbox.ua). FISCAL_INTERVAL_MS: the
      // receipt worker's safety poll; 0: none in this process.
      CHECKBOX_API_URL: z
        .url({ protocol: /^https?$/ })
        .max(300)
        .optional(),
      CHECKBOX_RECEIPT_URL: z
        .url({ protocol: /^https?$/ })
        .max(300)
        .optional(),
      FISCAL_INTERVAL_MS: ms(0, 600_000, 10_000),
      // The venue's POS (modules/pos, docs/pos.md). POSTER_API_URL: Poster's API (unset: the real one,
      // https://joinposter.com/api; a stand-in in tests and demos). POS_INTERVAL_MS: the send worker's
      // safety poll; 0: none in this process.
      POSTER_API_URL: z
        .url({ protocol: /^https?$/ })
        .max(300)
        .optional(),
      POS_INTERVAL_MS: ms(0, 600_000, 10_000),
      // How often every venue's menu is synced from its POS (docs/pos.md); 0: no periodic sync here.
      POS_SYNC_INTERVAL_MS: ms(0, 86_400_000, 10 * 60_000),
      // The retention sweeper's pass interval (modules/retention); 0 turns it off.
      RETENTION_INTERVAL_MS: ms(0, 86_400_000, 60 * 60_000),
      // The gateway that takes online payments. Unset: the built-in sandbox in DEMO_MODE, none in
      // production (then `online` is not offered and refused). "sandbox" outside DEMO_MODE refuses to start:
      // its approve button settles a bill with no money moved. "none" turns online payments off in a demo.
      PAYMENT_GATEWAY: z.enum(["sandbox", "none"]).optional(),
      // Receipts by e-mail (docs/mail.md): smtps://user:pass@host:465 (TLS from the start) or
      // smtp://user:pass@host:587 (STARTTLS, required on a non-loopback host). Unset: no e-mail
      // receipts, and guests see no field for one. MAIL_FROM: the sender, "Name <address>" or an address.
      SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
      MAIL_FROM: z.string().min(3).max(320).optional(),
      // The mail outbox worker's safety poll; 0: no worker in this process.
      MAIL_INTERVAL_MS: ms(0, 600_000, 5000),
      // Where phone codes go (docs/payments-and-messages.md "SMS"). Unset: the demo outbox in
      // DEMO_MODE, none in production (then venues that require phone verification lose their phone-gated
      // modes). "none" sends nothing even in a demo.
      SMS_PROVIDER: z.enum(["twilio", "http", "none"]).optional(),
      // Twilio: the account SID with its auth token, or an API key SID and secret; the sender number or a
      // messaging service SID. TWILIO_BASE_URL points the package at a stand-in (tests only).
      TWILIO_ACCOUNT_SID: z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, "must be an account SID (AC + 32 hex)")
        .optional(),
      TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
      TWILIO_API_KEY: z
        .string()
        .regex(/^SK[0-9a-fA-F]{32}$/, "must be an API key SID (SK + 32 hex)")
        .optional(),
      TWILIO_API_SECRET: z.string().min(16).optional(),
      TWILIO_FROM: z.string().min(1).optional(),
      TWILIO_MESSAGING_SERVICE_SID: z
        .string()
        .regex(/^MG[0-9a-fA-F]{32}$/, "must be MG + 32 hex")
        .optional(),
      TWILIO_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
      // Generic HTTP gateway: URL, method, body format and template ({to}, {to_digits}, {text}, {sender}),
      // one auth header (its value is a secret), the sender name, and a text a 2xx answer must contain.
      SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
      SMS_HTTP_METHOD: z.enum(["POST", "PUT", "GET"]).default("POST"),
      SMS_HTTP_FORMAT: z.enum(["json", "form"]).default("json"),
      SMS_HTTP_BODY: z.string().min(1).optional(),
      SMS_HTTP_AUTH_HEADER: z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, "must be a header name")
        .default("Authorization"),
      SMS_HTTP_AUTH_VALUE: z.string().min(1).optional(),
      SMS_HTTP_SENDER: z.string().min(1).default("Tablewise"),
      SMS_HTTP_SUCCESS_TEXT: z.string().min(1).optional(),
    })
    .refine((e) => !e.DEMO_MODE || !e.DATABASE_URL || e.DEMO_ON_DATABASE === "force", {
      path: ["DEMO_MODE"],
      message:
        "demo mode (well-known staff token, /api/dev/outbox, sandbox payments) refuses a DATABASE_URL: unset DEMO_MODE for production, or set DEMO_ON_DATABASE=force for a demo on PostgreSQL",
    })
    .refine((e) => e.HEADERS_TIMEOUT_MS <= e.REQUEST_TIMEOUT_MS, {
      path: ["HEADERS_TIMEOUT_MS"],
      message: "must not exceed REQUEST_TIMEOUT_MS",
    })
    .refine((e) => !e.SMTP_URL || !!e.MAIL_FROM, {
      path: ["MAIL_FROM"],
      message: "set MAIL_FROM (the sender address) with SMTP_URL",
    })
    .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
      path: ["VAPID_PRIVATE_KEY"],
      message: "set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the server then makes a pair)",
    })
    .refine((e) => e.PAYMENT_GATEWAY !== "sandbox" || e.DEMO_MODE, {
      path: ["PAYMENT_GATEWAY"],
      message: "the sandbox gateway settles payments with no money moved: it runs only with DEMO_MODE=true",
    })
    .superRefine((e, ctx) => {
      for (const [path, message] of smsConfigProblems(e))
        ctx.addIssue({ code: "custom", path: [path], message });
    });
export type Env = z.infer<ReturnType<typeof createEnvSchema>>;

export class EnvError extends Error {}

// Empty strings count as unset, so `PORT= npm start` falls back to the default.
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const schema = createEnvSchema(source.INIT_CWD ?? process.cwd());
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
  throw new EnvError(`Invalid environment:\n${lines}`);
}
