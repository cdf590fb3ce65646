import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// DESIGN.md §6: secrets and their constant-time comparison live in this one small module.

// Constant time in the secret's content and its length: comparing the texts themselves had to
// stop at a length mismatch, which told an attacker how long the staff token is. Both sides are hashed to
// 32 bytes first, so timingSafeEqual always compares equal lengths and learns nothing but equal or not.
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest();

// What the database keeps of a bearer secret (a session token): its SHA-256, hex. A leaked row or backup
// then opens no session; the token itself has 256 random bits, so no salt or slow hash is needed.
export const secretDigest = (secret: string) => sha256(secret).toString("hex");

// A fresh random secret of `bytes` bytes, base64url.
export const newSecret = (bytes = 32) => randomBytes(bytes).toString("base64url");
