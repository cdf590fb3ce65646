import type { AddressSearchResult, DeliveryAddress, PlaceType } from "@tablewise/domain/contract/address";

// SPEC §5 address form. Text fields the detail sections may show; "enter" (how to enter, with the door
// code) and "deliver_to" are choices rather than text.
export type TextField = "entrance" | "door" | "building" | "floor" | "flat" | "company_name" | "details";
export type DetailField = TextField | "enter" | "deliver_to";
export type FlatEnterType = DeliveryAddress["flat_enter_type"];
export type DeliverTo = DeliveryAddress["deliver_to"];

export type AddressForm = {
  // The street picked from the search, then the house (its number, point and reachability).
  street: AddressSearchResult | null;
  house: AddressSearchResult | null;
  placeType: PlaceType | null;
  text: Partial<Record<TextField, string>>;
  enterType: FlatEnterType;
  doorCode: string;
  deliverTo: DeliverTo;
  instructions: string;
};

export const emptyAddressForm: AddressForm = {
  street: null,
  house: null,
  placeType: null,
  text: {},
  enterType: "bell",
  doorCode: "",
  deliverTo: "office",
  instructions: "",
};

// SPEC §5: house (entrance, door); flat (building, entrance, floor, flat, how to enter with an optional
// door code); office (building, entrance, deliver-to, floor, company name); other (details).
const fieldsByPlace: Record<PlaceType, DetailField[]> = {
  house: ["entrance", "door"],
  flat: ["building", "entrance", "floor", "flat", "enter"],
  office: ["building", "entrance", "deliver_to", "floor", "company_name"],
  other: ["details"],
};

// SPEC §5: details appear once the place type and the house are set.
export function detailFields(form: Pick<AddressForm, "placeType" | "house">): DetailField[] {
  return form.placeType && form.house ? fieldsByPlace[form.placeType] : [];
}

// SPEC §5: confirm needs street, place type and house number; only a reachable address can be chosen.
export function canConfirm(form: AddressForm): boolean {
  return Boolean(form.street && form.placeType && form.house?.house_number && form.house.is_reachable);
}

const trimmed = (value: string | undefined) => {
  const v = value?.trim();
  return v ? v : undefined;
};

// The address the order carries: only the chosen place type's fields.
export function toDeliveryAddress(form: AddressForm): DeliveryAddress | null {
  if (!canConfirm(form) || !form.house || !form.placeType) return null;
  const fields = fieldsByPlace[form.placeType];
  const text = Object.fromEntries(
    fields.flatMap((f) => {
      if (f === "enter" || f === "deliver_to") return [];
      const value = trimmed(form.text[f]);
      return value ? [[f, value]] : [];
    }),
  ) as Partial<Record<TextField, string>>;
  const isFlat = form.placeType === "flat";
  return {
    street: form.house.street,
    street_name: form.house.street_name,
    house_number: form.house.house_number,
    place_type: form.placeType,
    ...text,
    flat_enter_type: isFlat ? form.enterType : "bell",
    door_code: isFlat && form.enterType === "code" ? trimmed(form.doorCode) : undefined,
    deliver_to: form.placeType === "office" ? form.deliverTo : "office",
    instructions: trimmed(form.instructions),
    is_reachable: form.house.is_reachable,
    city: form.house.city,
    country: form.house.country,
    lat: form.house.location.lat,
    lon: form.house.location.lon,
  };
}

// Editing an address already chosen (or a saved one) starts from it.
export function formFromAddress(address: DeliveryAddress): AddressForm {
  const result: AddressSearchResult = {
    street: address.street,
    street_name: address.street_name ?? address.street,
    house_number: address.house_number,
    city: address.city ?? "",
    country: address.country ?? "",
    location: { lat: address.lat, lon: address.lon },
    is_reachable: address.is_reachable ?? true,
  };
  const text: Partial<Record<TextField, string>> = {};
  for (const f of ["entrance", "door", "building", "floor", "flat", "company_name", "details"] as const) {
    if (address[f]) text[f] = address[f];
  }
  return {
    street: { ...result, house_number: "" },
    house: result,
    placeType: address.place_type,
    text,
    enterType: address.flat_enter_type,
    doorCode: address.door_code ?? "",
    deliverTo: address.deliver_to,
    instructions: address.instructions ?? "",
  };
}
