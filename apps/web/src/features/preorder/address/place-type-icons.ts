import type { PlaceType } from "@tablewise/domain/contract/address";
import type { IconName } from "../../../ui/icon";

// One icon per place type: in the place type modal and on the address page's place type row.
export const placeTypeIcons: Record<PlaceType, IconName> = {
  house: "home",
  flat: "menu",
  office: "document",
  other: "pin",
};
