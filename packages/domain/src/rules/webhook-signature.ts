// The webhook signature (docs/webhooks.md), the way Stripe signs: HMAC-SHA256 over "<t>.<raw body>" with
// the endpoint's secret, sent as `Tablewise-Signature: t=<unix seconds>,v1=<hex>`. After a rotation the
// header carries one v1 per secret in use, so a receiver holding either accepts it. Web Crypto only, so
// the same helper runs in Node 18+, Deno, Bun and browsers' workers.
const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Compares without stopping at the first difference, so the time taken tells nothing of the match.
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signWebhook(body: string, secrets: readonly string[], timestamp: number) {
  const t = Math.floor(timestamp);
  const parts = [`t=${t}`];
  for (const secret of secrets) parts.push(`v1=${await hmacHex(secret, `${t}.${body}`)}`);
  return parts.join(",");
}

export type WebhookVerification = { ok: true; timestamp: number } | { ok: false; reason: string };

// True when one v1 value of the header is the HMAC of "t.body" under `secret` and t is within
// `toleranceSeconds` of now (an old signed request replayed later is refused).
export async function verifyWebhookSignature(options: {
  header: string | null | undefined;
  body: string;
  secret: string;
  toleranceSeconds?: number;
  nowSeconds?: number;
}): Promise<WebhookVerification> {
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!options.header) return { ok: false, reason: "no signature header" };
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of options.header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === "v1" && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (t === null || !signatures.length) return { ok: false, reason: "malformed signature header" };
  if (Math.abs(now - t) > tolerance) return { ok: false, reason: "timestamp outside the tolerance" };
  const expected = await hmacHex(options.secret, `${t}.${options.body}`);
  return signatures.some((s) => sameHex(s, expected))
    ? { ok: true, timestamp: t }
    : { ok: false, reason: "no signature matches" };
}
