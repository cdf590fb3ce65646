import { createHmac } from "node:crypto";

// HMAC-SHA256 under the server secret, base64url; `purpose` keeps one kind of token from passing as another.
export function sign(secret: Buffer, purpose: string, text: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${text}`).digest("base64url");
}

// The constant-time comparison moved to the security module (DESIGN.md §6); kept here for old imports.
export { sameText } from "./same-text";
