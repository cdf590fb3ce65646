import { createHash } from "node:crypto";

// A strong validator for a response assembled from versioned parts (RFC 9110 §8.8.3).
export function strongEtag(parts: readonly (string | number)[]): string {
  return `"${createHash("sha256").update(parts.join("\n")).digest("base64url").slice(0, 32)}"`;
}

// RFC 9110 §13.1.2: If-None-Match holds "*" or a list of tags, compared weakly (W/ ignored).
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
