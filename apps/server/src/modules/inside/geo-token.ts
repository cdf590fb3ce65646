import { sameText, sign } from "./signing";

// SPEC §5 geolocation token: proof that the guest stood at the venue, bound to the venue and table and
// valid for two hours. Format: v1.<venueId>.<tableCode>.<expiresMs>.<hmac>, nothing secret inside.
export const geoTokenTtlMs = 2 * 60 * 60 * 1000;

type GeoClaim = { venueId: string; tableCode: string };

const payload = (c: GeoClaim, expires: number) =>
  `v1.${Buffer.from(c.venueId).toString("base64url")}.${c.tableCode}.${expires}`;

export function createGeoTokens(secret: Buffer) {
  return {
    issue(claim: GeoClaim, now: Date): string {
      const body = payload(claim, now.getTime() + geoTokenTtlMs);
      return `${body}.${sign(secret, "geo", body)}`;
    },
    isValid(token: string | null | undefined, claim: GeoClaim, now: Date): boolean {
      if (!token) return false;
      const parts = token.split(".");
      if (parts.length !== 5) return false;
      const expires = Number(parts[3]);
      if (!Number.isSafeInteger(expires) || expires <= now.getTime()) return false;
      const body = payload(claim, expires);
      return sameText(`${body}.${sign(secret, "geo", body)}`, token);
    },
  };
}
export type GeoTokens = ReturnType<typeof createGeoTokens>;
