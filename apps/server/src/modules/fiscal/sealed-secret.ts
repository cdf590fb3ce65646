import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// A venue's provider secrets are sealed with AES-256-GCM under a key derived (HKDF) from the server
// secret: the table alone does not give them away, and a changed or swapped value fails to open.
// Format: v1.<iv>.<tag>.<ciphertext>, base64url parts. `context` (the venue id) binds a value to its row.
// `purpose` gives each kind of secret (fiscal, POS) its own key.
export function createSealer(serverSecret: Buffer, purpose = "tablewise fiscal credentials") {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, Buffer.alloc(0), purpose, 32));
  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed: string, context: string): string | null {
      const [v, iv, tag, body] = sealed.split(".");
      if (v !== "v1" || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
