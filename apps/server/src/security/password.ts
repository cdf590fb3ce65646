import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Staff passwords, hashed with Node's scrypt (memory-hard) under a random 16-byte
// salt, stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can rise later without a migration:
// a stored hash is verified with the parameters it names.
const params = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
// 128 * N * r bytes is scrypt's working memory (32 MiB here); Node refuses anything above maxmem.
const maxmemOf = (N: number, r: number) => 128 * N * r + 1024 * 1024;

function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...o, maxmem: maxmemOf(o.N, o.r) };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

const parse = (encoded: string) => {
  const [kind, n, r, p, salt, hash] = encoded.split("$");
  const o = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    kind === "scrypt" &&
    Number.isInteger(Math.log2(o.N)) &&
    o.N >= 2 ** 14 &&
    o.N <= 2 ** 20 &&
    o.r >= 8 &&
    o.r <= 32 &&
    o.p >= 1 &&
    o.p <= 4 &&
    salt &&
    hash;
  return sane ? { o, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") } : null;
};

// True when the password is the one hashed. Compared in constant time; a malformed stored hash is false.
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored || stored.hash.length !== keyLength) return false;
  const key = await derive(password, stored.salt, stored.o);
  return timingSafeEqual(key, stored.hash);
}

// For a login nobody has: the same work as a real check, so the answer's timing does not say whether the
// login exists (no user enumeration by the clock). Made once, lazily.
let decoy: Promise<string> | null = null;
export async function spendPasswordCheck(password: string): Promise<false> {
  decoy ??= hashPassword(generatePassword());
  await verifyPassword(password, await decoy);
  return false;
}

// A strong password for `staff:add` without --password: 18 random bytes, 24 url-safe characters.
export const generatePassword = () => randomBytes(18).toString("base64url");
