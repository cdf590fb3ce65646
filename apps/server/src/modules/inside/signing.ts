import { createHmac, timingSafeEqual } from "node:crypto";

// HMAC-SHA256 under the server secret, base64url; `purpose` keeps one kind of token from passing as another.
export function sign(secret: Buffer, purpose: string, text: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${text}`).digest("base64url");
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
