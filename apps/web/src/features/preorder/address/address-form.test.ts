import { describe, expect, it } from "vitest";
import type { AddressSearchResult } from "@tablewise/domain/contract/address";
import {
  canConfirm,
  detailFields,
  emptyAddressForm,
  formFromAddress,
  toDeliveryAddress,
} from "./address-form";

const result = (over: Partial<AddressSearchResult> = {}): AddressSearchResult => ({
  street: "Khreshchatyk Street",
  street_name: "Khreshchatyk",
  house_number: "22",
  city: "Kyiv",
  country: "UA",
  location: { lat: 50.45, lon: 30.52 },
  is_reachable: true,
  ...over,
});
const street = result({ house_number: "" });

describe("address form (SPEC §5)", () => {
  it("confirms only with street, place type and house number", () => {
    expect(canConfirm(emptyAddressForm)).toBe(false);
    expect(canConfirm({ ...emptyAddressForm, street, house: result() })).toBe(false);
    expect(canConfirm({ ...emptyAddressForm, street, placeType: "house" })).toBe(false);
    expect(canConfirm({ ...emptyAddressForm, street, house: result(), placeType: "house" })).toBe(true);
    expect(canConfirm({ ...emptyAddressForm, house: result(), placeType: "house" })).toBe(false);
  });

  it("never confirms an address out of the delivery range", () => {
    const far = {
      ...emptyAddressForm,
      street,
      house: result({ is_reachable: false }),
      placeType: "flat" as const,
    };
    expect(canConfirm(far)).toBe(false);
    expect(toDeliveryAddress(far)).toBeNull();
  });

  it("shows each place type's detail fields once the place type and house are set", () => {
    expect(detailFields({ placeType: "flat", house: null })).toEqual([]);
    expect(detailFields({ placeType: null, house: result() })).toEqual([]);
    expect(detailFields({ placeType: "house", house: result() })).toEqual(["entrance", "door"]);
    expect(detailFields({ placeType: "flat", house: result() })).toEqual([
      "building",
      "entrance",
      "floor",
      "flat",
      "enter",
    ]);
    expect(detailFields({ placeType: "office", house: result() })).toEqual([
      "building",
      "entrance",
      "deliver_to",
      "floor",
      "company_name",
    ]);
    expect(detailFields({ placeType: "other", house: result() })).toEqual(["details"]);
  });

  it("builds the order's address from the chosen place type's fields only", () => {
    const address = toDeliveryAddress({
      ...emptyAddressForm,
      street,
      house: result(),
      placeType: "flat",
      text: { flat: " 12 ", floor: "5", company_name: "Acme", details: "" },
      enterType: "code",
      doorCode: "42#",
      instructions: "Call me",
    });
    expect(address).toMatchObject({
      street: "Khreshchatyk Street",
      house_number: "22",
      place_type: "flat",
      flat: "12",
      floor: "5",
      flat_enter_type: "code",
      door_code: "42#",
      deliver_to: "office",
      instructions: "Call me",
      lat: 50.45,
      lon: 30.52,
      is_reachable: true,
    });
    expect(address).not.toHaveProperty("company_name");
  });

  it("round-trips an address for editing", () => {
    const address = toDeliveryAddress({
      ...emptyAddressForm,
      street,
      house: result(),
      placeType: "office",
      text: { company_name: "Acme", floor: "3" },
      deliverTo: "reception",
    })!;
    expect(toDeliveryAddress(formFromAddress(address))).toEqual(address);
  });
});
