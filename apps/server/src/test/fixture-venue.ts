import type { z } from "zod";
import type { venueImportSchema } from "@tablewise/domain/contract/venue-import";
import type { DaySchedule } from "@tablewise/domain/contract/venue";

// A small venue file of our own (valid per venueImportSchema), so server tests do not depend on the
// demo data: open 09:00-21:00 in Kyiv except Sunday, two menus on two pay receivers, two tables.
type VenueFileInput = z.input<typeof venueImportSchema>;

const open: DaySchedule = { workday: true, startHour: 9, startMinute: 0, endHour: 21, endMinute: 0 };
const closed: DaySchedule = { ...open, workday: false };
const payMethods = { cash: true, card: true, online: false };

const product = (id: string, menuId: string, name: string, price: number) => ({
  _id: id,
  name,
  category: "Main",
  category_id: `${menuId}-main`,
  base_price: price,
  menu_id: menuId,
});

const menu = (id: string, title: string, receiver: string, products: ReturnType<typeof product>[]) => ({
  _id: id,
  title,
  original_locale: "en",
  pay_receiver_id: receiver,
  categories: [{ _id: `${id}-main`, name: "Main", products: products.map((p) => p._id) }],
  products,
});

export function fixtureVenueFile(
  overrides: { id?: string; link?: string; name?: string } = {},
): VenueFileInput {
  const id = overrides.id ?? "fx-venue";
  return {
    venue: {
      _id: id,
      link: overrides.link ?? "fixture-cafe",
      name: overrides.name ?? "Fixture Cafe",
      price_level: "$$",
      address: "Khreshchatyk 1, Kyiv",
      address_location: { lat: 50.45, lon: 30.52 },
      social: {},
      timezone: "Europe/Kyiv",
      currency: "₴",
      schedule: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: closed },
      modes: { delivery: true, preorder: true, preview: true, inside: true },
      has_real_inside: true,
      sections: [{ _id: `${id}-hall`, name: "Hall" }],
      geolocation_mode: "disabled",
      pay_methods: payMethods,
      client_app: { verify_client_phone: false },
      ui_settings: {},
      reserve: {
        enabled: false,
        allow_same_day: true,
        use_phone_verification: false,
        deposit_enabled: false,
        deposit_type: "constant",
        deposit_value: 0,
        deposit_percent: 0,
      },
      delivery: {
        min_order_time: 20,
        shipping_time: 30,
        min_check: 100,
        pay_methods: payMethods,
        cost_type: "free",
        cost: 0,
        cost_min_check: 0,
        tariffication_mode: "own",
        tariffs: [],
      },
      preorder: { min_check: 0, pay_methods: payMethods },
      tips: { enabled: false, mode: "personal", waiters: [] },
    },
    menus: [
      menu(`${id}-kitchen`, "Kitchen", `${id}-rcv-a`, [product(`${id}-soup`, `${id}-kitchen`, "Soup", 90)]),
      menu(`${id}-bar`, "Bar", `${id}-rcv-b`, [product(`${id}-tea`, `${id}-bar`, "Tea", 40)]),
    ],
    pay_receivers: [
      {
        _id: `${id}-rcv-a`,
        company_type: "LLC",
        company_name: "Fixture Kitchen LLC",
        company_code: "12345678",
        company_address: "Khreshchatyk 1, Kyiv",
        company_phone: "+380440000001",
      },
      {
        _id: `${id}-rcv-b`,
        company_type: "FOP",
        company_name: "Fixture Bar FOP",
        company_code: "87654321",
        company_address: "Khreshchatyk 1, Kyiv",
        company_phone: "+380440000002",
      },
    ],
    tables: [
      { code: "900001", section_name: "Hall", table_name: "1" },
      { code: "900002", section_name: "Hall", table_name: "2" },
    ],
  };
}
