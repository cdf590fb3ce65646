import { weekdayKeys, type WeekSchedule } from "@tablewise/domain/contract/venue";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";

// README "How a venue starts": the venue `npm run venue:create` makes, everything else is set in
// the console by its manager. It opens no ordering mode until the manager turns one on (a venue with no
// menu must not take orders); the menu preview is on, so the venue's page is there to look at.
export type BlankVenueInput = {
  link: string;
  name: string;
  country: string;
  timezone?: string;
  currency?: string;
  company?: string;
};

// The seed's markets (the guest app's languages): what a venue there pays in and the clock it runs on.
const countryDefaults: Record<string, { timezone: string; currency: string; lat: number; lon: number }> = {
  UA: { timezone: "Europe/Kyiv", currency: "₴", lat: 50.4501, lon: 30.5234 },
  CZ: { timezone: "Europe/Prague", currency: "Kč", lat: 50.0755, lon: 14.4378 },
  LV: { timezone: "Europe/Riga", currency: "€", lat: 56.9496, lon: 24.1052 },
  TR: { timezone: "Europe/Istanbul", currency: "₺", lat: 41.0082, lon: 28.9784 },
};

export class BlankVenueError extends Error {}

const nineToTen = Object.fromEntries(
  weekdayKeys.map((day) => [day, { workday: true, startHour: 9, startMinute: 0, endHour: 22, endMinute: 0 }]),
) as WeekSchedule;

export function blankVenue(input: BlankVenueInput): VenueImport {
  const known = countryDefaults[input.country];
  const timezone = input.timezone ?? known?.timezone;
  const currency = input.currency ?? known?.currency;
  if (!timezone || !currency)
    throw new BlankVenueError(`give --timezone and --currency for a venue in ${input.country}`);
  const id = input.link;
  const methods = { cash: true, card: true, online: false };
  return {
    venue: {
      _id: id,
      link: input.link,
      name: input.name,
      description: "",
      price_level: "$$",
      address: "",
      address_location: { lat: known?.lat ?? 0, lon: known?.lon ?? 0 },
      social: {},
      timezone,
      country: input.country,
      currency,
      schedule: nineToTen,
      modes: { delivery: false, preorder: false, preview: true, inside: false },
      has_real_inside: false,
      sections: [],
      geolocation_mode: "disabled",
      geolocation_radius_m: 150,
      pay_methods: methods,
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
        slot_capacity: 4,
      },
      delivery: {
        min_order_time: 30,
        shipping_time: 30,
        min_check: 0,
        pay_methods: methods,
        cost_type: "free",
        cost: 0,
        cost_min_check: 0,
        tariffication_mode: "own",
        tariffs: [],
        radius_m: 5000,
      },
      preorder: { min_order_time: 15, min_check: 0, pay_methods: methods },
      tips: { enabled: false, mode: "personal", waiters: [] },
      close_rule: { allow_preliminary_orders: false },
      legal: {},
    },
    menus: [],
    // Who receives the money (SPEC §7 GET /offert): the venue's legal name until the file says more.
    pay_receivers: [
      {
        _id: `${id}-receiver`,
        company_type: "",
        company_name: input.company ?? input.name,
        company_code: "",
        company_address: "",
        company_phone: "",
      },
    ],
    tables: [],
  };
}
