import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { StoredCartOrigin } from "../../db/schema/index";

// Where a cart is made and whose it is. owner: a keyed hash of the table code (inside: every
// guest at that table shares it, SPEC §6 group ordering) or of the visitor id (preorder: one guest's);
// null for preview carts (nothing is ordered from them) and for a preorder guest who sent no visitor id.
export type CartOrigin = { kind: StoredCartOrigin; owner: string | null };
// A minted id's origin and a hash of the venue it was minted at (its first add must be of that venue).
export type MintedCart = CartOrigin & { venueHash: string };

const kinds: StoredCartOrigin[] = ["inside", "preview", "preorder"];
const randomLength = 16; // 128 random bits: the id is the key to the cart (contract secretIdSchema)
const ownerLength = 8;
const venueLength = 6;
const macLength = 11;
const ownerAt = randomLength + 1;
const venueAt = ownerAt + ownerLength;
const bodyLength = venueAt + venueLength;
const idLength = bodyLength + macLength; // 42 bytes, 56 base64url characters

// A prepare no longer stores an empty cart. It hands out a minted id: 16 random bytes, the
// origin's kind and owner, a hash of the venue, and a MAC under the server secret. The cart is stored on the first add under
// that id with that origin, so nothing a client makes up (an id, another table) is ever taken.
export function createCartIds(loadSecret: () => Promise<Buffer>) {
  let secret: Promise<Buffer> | null = null;
  const key = () => (secret ??= loadSecret());
  const hmac = async (text: Buffer | string) =>
    createHmac("sha256", await key())
      .update(text)
      .digest();

  return {
    async ownerOfTable(tableCode: string): Promise<string> {
      return (await hmac(`cart-owner\ntable\n${tableCode}`)).subarray(0, ownerLength).toString("hex");
    },
    async ownerOfVisitor(visitorId: string | undefined): Promise<string | null> {
      if (!visitorId) return null;
      return (await hmac(`cart-owner\nvisitor\n${visitorId}`)).subarray(0, ownerLength).toString("hex");
    },

    async venueHash(venueId: string): Promise<string> {
      return (await hmac(`cart-venue\n${venueId}`)).subarray(0, venueLength).toString("hex");
    },

    async mint(venueId: string, origin: CartOrigin): Promise<string> {
      const body = Buffer.alloc(bodyLength);
      randomBytes(randomLength).copy(body);
      body[randomLength] = kinds.indexOf(origin.kind);
      if (origin.owner) Buffer.from(origin.owner, "hex").copy(body, ownerAt);
      (await hmac(`cart-venue\n${venueId}`)).copy(body, venueAt, 0, venueLength);
      const mac = (await hmac(Buffer.concat([Buffer.from("cart-id\n"), body]))).subarray(0, macLength);
      return Buffer.concat([body, mac]).toString("base64url");
    },

    // The origin and venue a minted id was made for, or null when the id is not one of ours.
    async decode(id: string): Promise<MintedCart | null> {
      const bytes = Buffer.from(id, "base64url");
      if (bytes.length !== idLength || bytes.toString("base64url") !== id) return null;
      const body = bytes.subarray(0, bodyLength);
      const mac = (await hmac(Buffer.concat([Buffer.from("cart-id\n"), body]))).subarray(0, macLength);
      if (!timingSafeEqual(mac, bytes.subarray(bodyLength))) return null;
      const kind = kinds[body[randomLength]!];
      if (!kind) return null;
      const owner = body.subarray(ownerAt, venueAt);
      return {
        kind,
        owner: owner.every((b) => b === 0) ? null : owner.toString("hex"),
        venueHash: body.subarray(venueAt).toString("hex"),
      };
    },
  };
}
export type CartIds = ReturnType<typeof createCartIds>;
