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
      DEMO_MODE: false,
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

  it("production by default; demo mode on a DATABASE_URL only when forced", () => {
    expect(loadEnv({}).DEMO_MODE).toBe(false);
    expect(loadEnv({ DEMO_MODE: "true" }).DEMO_MODE).toBe(true);
    const url = "postgres://u:p@127.0.0.1:5432/cafe";
    expect(() => loadEnv({ DEMO_MODE: "true", DATABASE_URL: url })).toThrow(
      /DEMO_MODE: .*DEMO_ON_DATABASE=force/,
    );
    expect(loadEnv({ DEMO_MODE: "true", DATABASE_URL: url, DEMO_ON_DATABASE: "force" }).DEMO_MODE).toBe(true);
    expect(loadEnv({ DATABASE_URL: url }).DEMO_MODE).toBe(false);
    expect(() => loadEnv({ DEMO_ON_DATABASE: "yes" })).toThrow(/DEMO_ON_DATABASE/);
  });

  it("TRUST_PROXY is a hop count or proxy addresses; true is refused", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,::1,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "::1",
      "loopback",
    ]);
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would trust every hop/);
    expect(() => loadEnv({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY: must be a hop count/);
  });

  it("timeouts, socket caps, HSTS and retention have defaults and bounds", () => {
    expect(loadEnv({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 15_000,
      HEADERS_TIMEOUT_MS: 10_000,
      CONNECTION_TIMEOUT_MS: 60_000,
      SOCKETS_PER_IP: 50,
      SOCKET_LISTEN_MAX: 10,
      SOCKET_MESSAGES_PER_10S: 30,
      HSTS_MAX_AGE: 0,
      RETENTION_INTERVAL_MS: 3_600_000,
      RATE_LIMIT_DOCUMENT: 30,
      RATE_LIMIT_TABLE: 60,
      RATE_LIMIT_TABLE_CODE: 20,
      RATE_LIMIT_TABLE_MISS: 10,
      RATE_LIMIT_TABLE_BLOCK_MS: 900_000,
    });
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "8000" })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(loadEnv({ HSTS_MAX_AGE: "31536000" }).HSTS_MAX_AGE).toBe(31_536_000);
  });
});
