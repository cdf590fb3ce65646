import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, repoRoot } from "./env";

describe("loadEnv", () => {
  it("has working defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      DATA_DIR: path.join(repoRoot, ".data"),
      WEB_DIST: path.join(repoRoot, "apps/web/dist"),
      DEMO_MODE: true,
      TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      LOG_LEVEL: "info",
      ADDRESS_INDEX_FILE: path.join(repoRoot, "apps/server/src/seed/addresses/kyiv.json"),
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads values, treats empty as unset and resolves relative paths against INIT_CWD", () => {
    const env = loadEnv({
      PORT: "3101",
      DEMO_MODE: "false",
      DATA_DIR: "data",
      INIT_CWD: "/srv/cafe",
      HOST: "",
    });
    expect(env).toMatchObject({ PORT: 3101, DEMO_MODE: false, DATA_DIR: "/srv/cafe/data", HOST: "0.0.0.0" });
    expect(loadEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/cafe" }).DATABASE_URL).toContain(
      "postgres://",
    );
  });

  it("names every bad variable in one clear error", () => {
    const bad = {
      PORT: "eighty",
      DEMO_MODE: "yes",
      DATABASE_URL: "mysql://x",
      TILE_URL: "https://t.example/a.png",
      LOG_LEVEL: "loud",
    };
    expect(() => loadEnv(bad)).toThrow(EnvError);
    const message = (() => {
      try {
        loadEnv(bad);
        return "";
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid environment:/);
    for (const name of [
      "PORT",
      "DEMO_MODE: must be true, false, 1 or 0",
      "DATABASE_URL: must be a postgres:// URL",
      "TILE_URL",
      "LOG_LEVEL",
    ]) {
      expect(message).toContain(`  ${name}`);
    }
  });

  it("reads the rate limits, 0 turning one off, and refuses a negative or fractional one", () => {
    expect(loadEnv({})).toMatchObject({
      RATE_LIMIT_WINDOW_MS: 60_000,
      RATE_LIMIT_CALL_WAITER: 10,
      RATE_LIMIT_PHONE: 60,
      RATE_LIMIT_PHONE_NUMBER: 5,
      RATE_LIMIT_ORDER: 30,
      RATE_LIMIT_PAY: 30,
      TRUST_PROXY: false,
    });
    expect(loadEnv({ RATE_LIMIT_WINDOW_MS: "1000", RATE_LIMIT_PAY: "0" })).toMatchObject({
      RATE_LIMIT_WINDOW_MS: 1000,
      RATE_LIMIT_PAY: 0,
    });
    expect(() => loadEnv({ RATE_LIMIT_ORDER: "-1" })).toThrow(/RATE_LIMIT_ORDER/);
    expect(() => loadEnv({ RATE_LIMIT_PHONE: "2.5" })).toThrow(/RATE_LIMIT_PHONE/);
    expect(() => loadEnv({ RATE_LIMIT_WINDOW_MS: "10" })).toThrow(/RATE_LIMIT_WINDOW_MS/);
  });
});
