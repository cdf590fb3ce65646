import { setupDocumentSchema, type SetupDocument, type SetupTable } from "@tablewise/domain/contract/setup";
import type { Venue } from "@tablewise/domain/contract/venue";

// A setup document shaped (and checked) by the contract's schema, for these screens' tests.
const day = { workday: true, startHour: 9, startMinute: 0, endHour: 22, endMinute: 0 };
const payMethods = { cash: true, card: true, online: false };

export const venueFixture = (): Venue => ({
  _id: "venue-1",
  link: "demo",
  name: "Demo Café",
  description: "Coffee and cakes",
  price_level: "$$",
  address: "1 Khreshchatyk, Kyiv",
  address_location: { lat: 50.45, lon: 30.52 },
  contact_phone: "+380441234567",
  social: { website: "https://demo.example" },
  timezone: "Europe/Kyiv",
  country: "UA",
  currency: "₴",
  schedule: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: { ...day, workday: false } },
  modes: { delivery: true, preorder: true, preview: true, inside: true },
  has_real_inside: true,
  sections: [{ _id: "s-hall", name: "Hall" }],
  geolocation_mode: "general",
  geolocation_radius_m: 150,
  pay_methods: payMethods,
  client_app: { verify_client_phone: false },
  ui_settings: {},
  reserve: {
    enabled: true,
    allow_same_day: true,
    use_phone_verification: false,
    deposit_enabled: false,
    deposit_type: "full",
    deposit_value: 0,
    deposit_percent: 0,
    slot_capacity: 4,
  },
  delivery: {
    min_order_time: 30,
    shipping_time: 40,
    min_check: 200,
    pay_methods: payMethods,
    cost_type: "constant",
    cost: 50,
    cost_min_check: 0,
    tariffication_mode: "general",
    tariffs: [],
    radius_m: 5000,
  },
  preorder: { min_order_time: 10, min_check: 0, pay_methods: payMethods },
  tips: { enabled: true, mode: "personal", waiters: [{ _id: "w1", name: "Taras", role: "Waiter" }] },
  close_rule: { allow_preliminary_orders: false },
  legal: {},
});

export const tableFixture = (patch: Partial<SetupTable> = {}): SetupTable => ({
  code: "444442",
  section_name: "Hall",
  table_name: "Table 2",
  token: "tok_aaaaaaaaaaaaaaaaaaaaaaaa",
  qr_url: "/new/tok_aaaaaaaaaaaaaaaaaaaaaaaa",
  retired_at: null,
  ...patch,
});

export const setupFixture = (patch: Partial<SetupDocument> = {}): SetupDocument =>
  setupDocumentSchema.parse({
    venue: venueFixture(),
    venue_version: "v1",
    menus: [
      {
        menu: {
          _id: "m1",
          title: "Bar",
          kind: "food",
          original_locale: "en",
          pay_receiver_id: "r1",
          categories: [],
          products: [],
        },
        version: "mv1",
        product_versions: {},
      },
    ],
    pay_receivers: [],
    tables: [
      tableFixture(),
      tableFixture({ code: "444443", table_name: "Table 3", retired_at: "2026-11-20T10:00:00.000Z" }),
    ],
    payment_gateway: null,
    image_max_bytes: 10_000_000,
    ...patch,
  });
