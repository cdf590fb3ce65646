import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./config/env";

// The real server (src/main.ts) on a real port, with a tiny fake web build: what `npm start` runs.
const port = 3101;
const dir = mkdtempSync(path.join(tmpdir(), "server-main-"));
const dist = path.join(dir, "dist");
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>`;
// Repetitive but not trivial, so it is worth compressing and the round trip is meaningful.
const appJs = Array.from(
  { length: 400 },
  (_, i) => `export const v${i} = "${randomBytes(4).toString("hex")}";`,
).join("\n");

let server: ChildProcess;
let output = "";

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function request(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    const res = await request("/api/health").catch(() => null);
    if (res?.status === 200) return;
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output}`);
}

beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  writeFileSync(path.join(dist, "index.html"), indexHtml);
  writeFileSync(path.join(dist, "assets/app-1a2b3c.js"), appJs);
  server = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), [path.join(import.meta.dirname, "main.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      WEB_DIST: dist,
      LOG_LEVEL: "info",
      // Production is the default; this test starts the demo, as `npm start` does.
      DEMO_MODE: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  server.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  await waitForHealth(Date.now() + 90_000);
}, 120_000);

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("the server on a port", () => {
  it("serves a hashed JS file brotli- and gzip-compressed, cached for a year", async () => {
    const br = await request("/assets/app-1a2b3c.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);
    expect(br.body.length).toBeLessThan(appJs.length / 2);

    const gz = await request("/assets/app-1a2b3c.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(appJs);

    const plain = await request("/assets/app-1a2b3c.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(appJs);
  });

  it("compresses media on the fly", async () => {
    const res = await request("/media/demo/logo.svg", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const original = readFileSync(path.join(repoRoot, "apps/server/media/demo/logo.svg"), "utf8");
    expect(brotliDecompressSync(res.body).toString()).toBe(original);
  });

  it("answers page navigations with index.html (history fallback), never cached stale", async () => {
    for (const url of ["/", "/demo", "/demo/menu/123?lang=uk"]) {
      const res = await request(url, { accept: "text/html,application/xhtml+xml" });
      expect(res.status, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(res.body.toString()).toBe(indexHtml);
    }
    expect((await request("/assets/missing-123.js", { accept: "text/html" })).status).toBe(404);
    expect((await request("/demo", { accept: "application/json" })).status).toBe(404);
    const api = await request("/api/nope", { accept: "text/html" });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ success: false, error: { code: "not_found" } });
  });

  it("has seeded the demo venues on first start", async () => {
    const res = await request("/api/superapp/homepage/demo");
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  // Demo mode gives each demo venue its console accounts at start.
  it("has created the demo venues' console accounts", async () => {
    const body = JSON.stringify({ login: "kitchen@demo-geo.demo", password: "demo-kitchen" });
    const res = await request("/api/staff/session", { "content-type": "application/json" }, "POST", body);
    expect(res.status, res.body.toString()).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({
      data: { role: "kitchen", venue: { link: "demo-geo" } },
    });
    expect(String(res.headers["set-cookie"])).toMatch(/^tw_staff=/);
  });

  it("accepts socket.io clients on the /order namespace", async () => {
    const open = await request("/socket.io/?EIO=4&transport=polling");
    expect(open.status).toBe(200);
    expect(open.headers["set-cookie"]).toBeUndefined();
    expect(open.headers["x-content-type-options"]).toBe("nosniff");
    const { sid } = JSON.parse(open.body.toString().slice(1)) as { sid: string };
    const q = `/socket.io/?EIO=4&transport=polling&sid=${sid}`;
    const join = await request(q, { "content-type": "text/plain;charset=UTF-8" }, "POST", "40/order,");
    expect(join.body.toString()).toBe("ok");
    expect((await request(q)).body.toString()).toMatch(/^40\/order,\{"sid":"/);
  });

  it("stops cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  });
});
