import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A push service (RFC 8030) on loopback for tests and the benchmark. Each fake device is a real P-256 key
// pair and auth secret (what a browser's PushManager makes); a push request must carry a valid VAPID JWT
// (RFC 8292: ES256 signed by the key in `k`, aud = this origin, exp ahead, at most 24 h) and an aes128gcm
// body (RFC 8188) that decrypts with the device's keys (RFC 8291). What it accepted is recorded with the
// headers and the decrypted text; it can answer 410, 429 or 500 on demand.
export type FakeDevice = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  device: string;
  at: number;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  vapidKey: string;
  text: string;
};

export type PushServiceStandIn = {
  readonly origin: string;
  readonly received: ReceivedPush[];
  // Requests refused because they did not verify or decrypt (a test expects none).
  readonly rejected: { device: string; reason: string }[];
  device(): FakeDevice;
  // The next `times` requests to this device (or to any, without a device) answer `status`.
  failNext(status: 410 | 404 | 429 | 500, times?: number, device?: string): void;
  onReceive(listener: (push: ReceivedPush) => void): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

const b64u = (buf: Buffer) => buf.toString("base64url");

export async function startPushServiceStandIn(options: { port?: number } = {}): Promise<PushServiceStandIn> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; publicKey: Buffer }>();
  const received: ReceivedPush[] = [];
  const rejected: { device: string; reason: string }[] = [];
  const failures: { status: number; device: string | null }[] = [];
  const listeners: ((push: ReceivedPush) => void)[] = [];
  let origin = "";

  function verifyVapid(header: string | undefined): string {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
    if (!match) throw new Error("no vapid authorization");
    const [, jwt, k] = match as unknown as [string, string, string];
    const [h, p, s] = jwt.split(".");
    if (!h || !p || !s) throw new Error("malformed jwt");
    const head = JSON.parse(Buffer.from(h, "base64url").toString()) as { alg?: string };
    if (head.alg !== "ES256") throw new Error("alg is not ES256");
    const point = Buffer.from(k, "base64url");
    if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
    const key = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
      format: "jwk",
    });
    const signed = verify(
      "sha256",
      Buffer.from(`${h}.${p}`),
      { key, dsaEncoding: "ieee-p1363" },
      Buffer.from(s, "base64url"),
    );
    if (!signed) throw new Error("bad jwt signature");
    const claims = JSON.parse(Buffer.from(p, "base64url").toString()) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
    const nowS = Date.now() / 1000;
    if (!claims.exp || claims.exp <= nowS || claims.exp > nowS + 24 * 3600)
      throw new Error("exp out of range");
    if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error("sub is not mailto: or https:");
    return k;
  }

  // RFC 8291 §3.4 and RFC 8188 §2: one record (a push message is at most 4096 bytes).
  function decrypt(
    body: Buffer,
    device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer; publicKey: Buffer },
  ) {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const senderKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = device.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.publicKey, senderKey]);
    const ikm = Buffer.from(hkdfSync("sha256", shared, device.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error("not a last record (delimiter 2)");
    return padded.subarray(0, end).toString("utf8");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
      const device = devices.get(id);
      if (req.method !== "POST" || !device) return void res.writeHead(404).end();
      const failure = failures.findIndex((f) => f.device === null || f.device === id);
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        return void res.writeHead(f!.status).end();
      }
      try {
        const vapidKey = verifyVapid(req.headers.authorization);
        if (req.headers["content-encoding"] !== "aes128gcm")
          throw new Error("content-encoding is not aes128gcm");
        const text = decrypt(Buffer.concat(chunks), device);
        const push: ReceivedPush = {
          device: id,
          at: performance.now(),
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
          vapidKey,
          text,
        };
        received.push(push);
        for (const l of listeners) l(push);
        res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
      } catch (error) {
        rejected.push({ device: id, reason: (error as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    device() {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64u(randomBytes(12));
      devices.set(id, { ecdh, auth, publicKey });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } };
    },
    failNext(status, times = 1, device) {
      for (let i = 0; i < times; i++) failures.push({ status, device: device ?? null });
    },
    onReceive(listener) {
      listeners.push(listener);
    },
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `push stand-in: ${received.length} of ${count} received; rejected ${JSON.stringify(rejected)}`,
          );
        await new Promise((r) => setTimeout(r, 10));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
