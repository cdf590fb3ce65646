import { describe, expect, it } from "vitest";
import type { DeliveryAddress, SavedAddress } from "@tablewise/domain/contract/address";
import { maxSavedAddresses, saveAddress } from "./saved-addresses";

const address = (house: string, extra: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  street: "Khreshchatyk Street",
  house_number: house,
  place_type: "flat",
  flat_enter_type: "bell",
  deliver_to: "office",
  lat: 50.45,
  lon: 30.52,
  ...extra,
});

describe("saved addresses", () => {
  it("puts the newest first and replaces an equal one, keeping its type", () => {
    const home: SavedAddress = { ...address("1", { flat: "5" }), type: "home" };
    const list = saveAddress([home, { ...address("2"), type: "other" }], address("1", { flat: " 5 " }));
    expect(list.map((a) => [a.house_number, a.type])).toEqual([
      ["1", "home"],
      ["2", "other"],
    ]);
    expect(saveAddress(list, address("3")).map((a) => a.house_number)).toEqual(["3", "1", "2"]);
  });

  it("keeps at most ten", () => {
    let list: SavedAddress[] = [];
    for (let i = 1; i <= 12; i++) list = saveAddress(list, address(String(i)));
    expect(list).toHaveLength(maxSavedAddresses);
    expect(list[0]!.house_number).toBe("12");
  });
});
