import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

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
      DEMO_MODE: bool.default(true),
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
      // Bearer token of the staff API (/api/staff). Unset: the API is off, except in DEMO_MODE, where the
      // documented dev token "demo-staff-token" works.
      STAFF_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
      // DEMO_MODE autopilot: new eat-in orders are accepted after this many ms; 0 turns it off.
      AUTOPILOT_ACCEPT_MS: z.coerce.number().int().min(0).max(3_600_000).default(4000),
      // SPEC §4 split-payment window (15 minutes). Only end-to-end tests shorten it, to watch a split time
      // out; a real deployment leaves it alone.
      SPLIT_WINDOW_MS: z.coerce
        .number()
        .int()
        .min(1000)
        .max(86_400_000)
        .default(15 * 60_000),
      // Request limits per client IP (issue 7, apps/server/src/http/rate-limit.ts): each is the most
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
      // Generated files (reservation PDF receipt and calendar invite) per IP (issue 25.2).
      RATE_LIMIT_DOCUMENT: rateMax(30),
      // Behind a reverse proxy: take the client IP (the rate limits' key) from X-Forwarded-For. Only when
      // the proxy sets it; otherwise any client could pick its own IP.
      TRUST_PROXY: bool.default(false),
      // Issue 16: the gateway that takes online payments. Unset: the built-in sandbox in DEMO_MODE, none in
      // production (then `online` is not offered and refused). "sandbox" outside DEMO_MODE refuses to start:
      // its approve button settles a bill with no money moved. "none" turns online payments off in a demo.
      PAYMENT_GATEWAY: z.enum(["sandbox", "none"]).optional(),
    })
    .refine((e) => e.PAYMENT_GATEWAY !== "sandbox" || e.DEMO_MODE, {
      path: ["PAYMENT_GATEWAY"],
      message: "the sandbox gateway settles payments with no money moved: it runs only with DEMO_MODE=true",
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
