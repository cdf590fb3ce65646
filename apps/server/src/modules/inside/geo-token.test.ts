import { describe, expect, it } from "vitest";
import { distanceMeters } from "./distance";
import { createGeoTokens, geoTokenTtlMs } from "./geo-token";
import { createTableAccess } from "./table-access";

const secret = Buffer.from("a-test-secret-of-at-least-32-characters");
const claim = { venueId: "demo-geo", tableCode: "222222" };
const now = new Date("2031-01-01T00:00:00Z");

describe("geolocation tokens", () => {
  const tokens = createGeoTokens(secret);
  it("are valid for their venue and table until they expire", () => {
    const token = tokens.issue(claim, now);
    expect(tokens.isValid(token, claim, now)).toBe(true);
    expect(tokens.isValid(token, claim, new Date(now.getTime() + geoTokenTtlMs - 1))).toBe(true);
    expect(tokens.isValid(token, claim, new Date(now.getTime() + geoTokenTtlMs))).toBe(false);
  });
  it("do not pass for another table, another secret, or when edited", () => {
    const token = tokens.issue(claim, now);
    expect(tokens.isValid(token, { ...claim, tableCode: "111111" }, now)).toBe(false);
    expect(createGeoTokens(Buffer.from("another-secret-another-secret-xx")).isValid(token, claim, now)).toBe(
      false,
    );
    const parts = token.split(".");
    parts[3] = String(Number(parts[3]) + 1000);
    expect(tokens.isValid(parts.join("."), claim, now)).toBe(false);
    expect(tokens.isValid(null, claim, now)).toBe(false);
  });
});

describe("table access codes", () => {
  it("differ per table and check only the table's own", () => {
    const access = createTableAccess(secret);
    const code = access.accessCode("111111");
    expect(access.isAccessCode("111111", code)).toBe(true);
    expect(access.isAccessCode("111112", code)).toBe(false);
    expect(access.isAccessCode("111111", undefined)).toBe(false);
  });
});

describe("distanceMeters", () => {
  it("measures short distances on the ground", () => {
    const a = { lat: 50.4649, lon: 30.5158 };
    expect(distanceMeters(a, a)).toBe(0);
    // 0.001 degree of latitude is about 111 m.
    expect(distanceMeters(a, { lat: 50.4659, lon: 30.5158 })).toBeCloseTo(111.2, 0);
  });
});
