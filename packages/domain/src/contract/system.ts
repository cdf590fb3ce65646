import { z } from "zod";
import { okEnvelope } from "./common";

// GET /api/health and GET /api/config (ours: operations and runtime settings for the web app).
export const healthResponseSchema = okEnvelope(
  z.object({ status: z.literal("ok"), db: z.literal("ok"), driver: z.enum(["pglite", "postgres"]) }),
);
// Liveness: the process answers (no database asked), for a supervisor deciding to restart it.
export const livenessResponseSchema = okEnvelope(z.object({ status: z.literal("ok") }));
export const appConfigSchema = z.object({ tile_url: z.string(), demo: z.boolean() });
export type AppConfig = z.infer<typeof appConfigSchema>;
export const configResponseSchema = okEnvelope(appConfigSchema);
