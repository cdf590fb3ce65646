import { createHash, createHmac, timingSafeEqual } from "node:crypto";

// HMAC-SHA256 under the server secret, base64url; `purpose` keeps one kind of token from passing as another.
export function sign(secret: Buffer, purpose: string, text: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${text}`).digest("base64url");
}

// Constant time in the secret's content and its length (issue 16.8): comparing the texts themselves had to
// stop at a length mismatch, which told an attacker how long the staff token is. Both sides are hashed to
// 32 bytes first, so timingSafeEqual always compares equal lengths and learns nothing but equal or not.
export function sameText(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}
