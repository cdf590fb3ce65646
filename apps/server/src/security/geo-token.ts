import { sameText } from "./same-text";
import { sign } from "./signing";

// SPEC §5 geolocation token: the browser reported a position within the venue's radius, bound to the venue
// and table and valid for two hours. Format: v1.<venueId>.<tableCode>.<expiresMs>.<hmac>, nothing secret.
// Advisory only: the position is whatever the browser says (easily faked), and venues not in
// "general" mode hand a token out unchecked. It gates the ordering UX (create and append, SPEC §5) and is
// never taken as proof of presence for money or identity: paying, reading an order and listening need the
// session's access code or the visitor id (orders/order-access.ts), never this token.
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
