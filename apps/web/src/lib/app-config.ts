import { configResponseSchema, type AppConfig } from "@tablewise/domain/contract/system";
import { request } from "./api-client";

// GET /api/config: runtime settings (tile server) so they change without a rebuild.

let pending: Promise<AppConfig> | null = null;

export function getAppConfig(): Promise<AppConfig> {
  pending ??= request("/api/config", configResponseSchema)
    .then((body) => body.data)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
