import { describe, expect, it } from "vitest";
import i18next from "i18next";
import en from "../../i18n/locales/en.json";
import ar from "../../i18n/locales/ar.json";
import guestEn from "../../../i18n/locales/preorder/en.json";
import { addressDetailParts, formatAddressDetails } from "../../../lib/address-line";
import { formatAddress } from "./order-heading";

const address = {
  street: "Khreshchatyk Street",
  street_name: "Khreshchatyk",
  house_number: "22",
  place_type: "flat" as const,
  entrance: "3",
  floor: "5",
  flat: "41",
  door_code: "1234",
  flat_enter_type: "code" as const,
  deliver_to: "office" as const,
  lat: 50.45,
  lon: 30.52,
};

async function consoleT(lng: "en" | "ar") {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { console: en }, ar: { console: ar } }, defaultNS: "console" });
  return i18n.getFixedT(lng, "console");
}

describe("the delivery ticket's address (SPEC §2)", () => {
  it("names the parts as the guest's receipt does: Entrance 3 · Floor 5 · Flat 41", async () => {
    const t = await consoleT("en");
    expect(formatAddress(t, address)).toBe(
      "Khreshchatyk 22 · Entrance 3 · Floor 5 · Flat 41 · Door code 1234",
    );
    const guest = formatAddressDetails(addressDetailParts(address), (field, value) =>
      guestEn.address.line[field].replace("{{value}}", value),
    );
    expect(formatAddress(t, address)).toContain(guest);
  });

  it("labels the parts in the console's language", async () => {
    expect(formatAddress(await consoleT("ar"), address)).toContain("المدخل 3 · الطابق 5 · الشقة 41");
  });
});
