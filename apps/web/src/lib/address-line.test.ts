import { describe, expect, it } from "vitest";
import { addressDetailParts, addressTitle, formatAddressDetails } from "./address-line";

describe("address detail line (SPEC §2)", () => {
  it("keeps the first three set of entrance, door, building, floor, flat in that order", () => {
    expect(addressDetailParts({ flat: "12", floor: "5", entrance: "2", building: "B" })).toEqual([
      { field: "entrance", value: "2" },
      { field: "building", value: "B" },
      { field: "floor", value: "5" },
    ]);
  });

  it("skips blank fields and shows fewer when fewer are set", () => {
    expect(addressDetailParts({ entrance: "  ", door: "", flat: "7" })).toEqual([
      { field: "flat", value: "7" },
    ]);
    expect(addressDetailParts({})).toEqual([]);
  });

  it("names each part by its label, joined by a middle dot; the courier's ticket keeps every part", () => {
    const address = { entrance: "3", floor: "5", flat: "41", door: "2" };
    const label = (field: string, value: string) => `${field[0]!.toUpperCase()}${field.slice(1)} ${value}`;
    expect(formatAddressDetails(addressDetailParts(address), label)).toBe("Entrance 3 · Door 2 · Floor 5");
    expect(formatAddressDetails(addressDetailParts(address, Infinity), label)).toBe(
      "Entrance 3 · Door 2 · Floor 5 · Flat 41",
    );
  });

  it("titles the address with street and house number", () => {
    expect(
      addressTitle({ street: "Khreshchatyk Street", street_name: "Khreshchatyk", house_number: "22" }),
    ).toBe("Khreshchatyk 22");
    expect(addressTitle({ street: "Lva Tolstoho St", house_number: "3A" })).toBe("Lva Tolstoho St 3A");
  });
});
