import type { z } from "zod";
import type { venueImportSchema } from "@tablewise/domain/contract/venue-import";
import { fixtureVenueFile } from "../fixture-venue";

// The venues of the bill model: prices in cents that do not divide evenly, so tips and part
// payments are rounded for real, open all day every day (the model's clock runs for hours), every pay
// method on, tips on at one venue and off at the other (SPEC §9), no geolocation check.
type VenueFileInput = z.input<typeof venueImportSchema>;

export const modelProducts = [
  { name: "soup", price: 1235 },
  { name: "tea", price: 799 },
  { name: "bread", price: 33 },
  { name: "cake", price: 1990 },
] as const;

const allDay = { workday: true, startHour: 0, startMinute: 0, endHour: 24, endMinute: 0 };
const everyDay = {
  mon: allDay,
  tue: allDay,
  wed: allDay,
  thu: allDay,
  fri: allDay,
  sat: allDay,
  sun: allDay,
};

export const modelMenuId = (tips: boolean) => `${venueId(tips)}-menu`;
export const modelProductId = (tips: boolean, index: number) =>
  `${venueId(tips)}-${modelProducts[index]!.name}`;
const venueId = (tips: boolean) => (tips ? "mb-tips" : "mb-notips");
// Six-digit codes, a pool per venue: a run takes the next one and frees it when it ends.
export const modelTableCode = (tips: boolean, n: number) => `${tips ? 71 : 72}${String(n).padStart(4, "0")}`;

export function modelVenueFile(tips: boolean, tables: number): VenueFileInput {
  const id = venueId(tips);
  const base = fixtureVenueFile({ id, link: id, name: tips ? "Model Tips" : "Model No Tips" });
  const menuId = modelMenuId(tips);
  const payMethods = { cash: true, card: true, online: true };
  return {
    ...base,
    venue: {
      ...base.venue,
      schedule: everyDay,
      pay_methods: payMethods,
      tips: { enabled: tips, mode: "personal", waiters: [] },
    },
    menus: [
      {
        _id: menuId,
        title: "Menu",
        original_locale: "en",
        pay_receiver_id: `${id}-rcv-a`,
        categories: [
          {
            _id: `${menuId}-main`,
            name: "Main",
            products: modelProducts.map((_, i) => modelProductId(tips, i)),
          },
        ],
        products: modelProducts.map((p, i) => ({
          _id: modelProductId(tips, i),
          name: p.name,
          category: "Main",
          category_id: `${menuId}-main`,
          base_price: p.price / 100,
          menu_id: menuId,
        })),
      },
    ],
    tables: Array.from({ length: tables }, (_, n) => ({
      code: modelTableCode(tips, n),
      section_name: "Hall",
      table_name: String(n + 1),
    })),
  };
}
