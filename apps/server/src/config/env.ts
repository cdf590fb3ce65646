import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

// Validated once at start-up (DESIGN.md §3, create-t3-app style).
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
  WEB_DIST: z.string().default(path.join(repoRoot, "apps/web/dist")),
  MEDIA_DIR: z.string().default(path.join(repoRoot, "apps/server/media")),
  DEMO_MODE: bool.default(true),
  TILE_URL: z
    .string()
    .regex(/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/, "must be a tile URL template with {z}, {x} and {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
  throw new Error(`Invalid environment:\n${lines}`);
}
