// Writes venues/demo-large.json, the benchmark venue: 500 products in 20 categories.
// Deterministic (no clock, no randomness): the same bytes on every run, and a test holds the committed file
// to it. Run `npx tsx apps/server/src/seed/generate-demo-large.ts` after changing this file or the catalogue.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { z } from "zod";
import type { venueImportSchema } from "@tablewise/domain/contract/venue-import";
import { catalogue, styles, type CatalogueCategory } from "./demo-large-catalogue";

type VenueFile = z.input<typeof venueImportSchema>;
type ProductInput = VenueFile["menus"][number]["products"][number];
type GroupInput = NonNullable<ProductInput["price_groups"]>[number];

export const demoLargeFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "venues",
  "demo-large.json",
);

const menuId = "large-menu";
const pad = (n: number, width: number) => String(n).padStart(width, "0");
// "Spicy" + "Chicken Kyiv" -> "Spicy chicken Kyiv"; acronyms such as "IPA" keep their case.
const join = (style: string, dish: string) =>
  `${style} ${/^[A-Z][a-z]/.test(dish) ? dish[0]!.toLowerCase() + dish.slice(1) : dish}`;

// Every few products carry a variant or modifier group, so menus and product pages are benchmarked with them.
function groupsFor(n: number, id: string, cat: CatalogueCategory): GroupInput[] {
  const groups: GroupInput[] = [];
  if (n % 4 === 0) {
    const sizes = cat.unit === "ml" ? ["Regular", "Large"] : ["Regular portion", "Large portion"];
    groups.push({
      _id: `large-g-${id}-size`,
      name: "Size",
      single_select: true,
      min_count: 1,
      max_count: 1,
      items: sizes.map((name, i) => ({ _id: `large-i-${id}-size-${i + 1}`, name, price: i * 40 })),
    });
  }
  if (n % 6 === 0 && cat.styles !== "alcohol") {
    const extras =
      cat.unit === "ml" ? ["Syrup", "Extra ice", "Oat milk"] : ["Extra sauce", "Extra cheese", "Side salad"];
    groups.push({
      _id: `large-g-${id}-extras`,
      name: "Extras",
      single_select: false,
      min_count: 0,
      items: extras.map((name, i) => ({ _id: `large-i-${id}-extras-${i + 1}`, name, price: 15 + i * 10 })),
    });
  }
  return groups;
}

function buildMenu(): VenueFile["menus"][number] {
  const products: ProductInput[] = [];
  const categories = catalogue.map((cat, c) => {
    const categoryId = `large-c-${pad(c + 1, 2)}`;
    const ids: string[] = [];
    cat.dishes.forEach(([dish, image], d) =>
      styles[cat.styles].forEach(([style, surcharge], s) => {
        const n = products.length;
        const id = pad(n + 1, 3);
        const name = join(style, dish);
        ids.push(`large-p-${id}`);
        products.push({
          _id: `large-p-${id}`,
          name,
          category: cat.name,
          category_id: categoryId,
          description: `${name}, made to order at the ${cat.name.toLowerCase()} counter of Grand Food Hall.`,
          image,
          base_price: cat.price + surcharge + d * 10,
          base_weight: cat.unit === "ml" ? 250 + s * 50 : 180 + d * 20 + s * 10,
          unit: cat.unit,
          waiting_time: 5 + (n % 4) * 5,
          is_excise: cat.styles === "alcohol",
          is_spicy: style === "Spicy",
          menu_id: menuId,
          price_groups: groupsFor(n, id, cat),
        });
      }),
    );
    return { _id: categoryId, name: cat.name, products: ids };
  });
  return {
    _id: menuId,
    title: "Food hall",
    tag: "500 dishes",
    original_locale: "en",
    locales: ["en"],
    pay_receiver_id: "large-pr",
    categories,
    products,
  };
}

const allPay = { cash: true, card: true, online: true };
const day = { workday: true, startHour: 0, startMinute: 0, endHour: 24, endMinute: 0 };

export function buildDemoLarge(): VenueFile {
  return {
    venue: {
      _id: "demo-large",
      link: "demo-large",
      name: "Grand Food Hall",
      description:
        "Twenty counters under one roof next to Bessarabsky Market: 500 dishes and drinks to order to your table, to take away or to your door.",
      image: "/media/demo-large/logo.svg",
      price_level: "$$",
      address: "2 Bessarabska Square, Kyiv, 01004",
      address_location: { lat: 50.4418, lon: 30.5215 },
      contact_phone: "+380 44 235 70 90",
      contact_email: "hello@grand-food-hall.example",
      social: {
        instagram: "https://www.instagram.com/grand.food.hall.demo",
        website: "https://grand-food-hall.example",
      },
      timezone: "Europe/Kyiv",
      country: "UA",
      currency: "₴",
      schedule: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
      modes: { delivery: true, preorder: true, preview: true, inside: true },
      has_real_inside: true,
      sections: [{ _id: "large-s-hall", name: "Hall" }],
      geolocation_mode: "disabled",
      geolocation_radius_m: 150,
      pay_methods: allPay,
      client_app: { verify_client_phone: false },
      ui_settings: {},
      reserve: {
        enabled: false,
        allow_same_day: true,
        use_phone_verification: false,
        deposit_enabled: false,
        deposit_type: "full",
        deposit_value: 0,
        deposit_percent: 0,
        slot_capacity: 4,
      },
      delivery: {
        min_order_time: 15,
        shipping_time: 35,
        min_check: 300,
        pay_methods: allPay,
        cost_type: "constant",
        cost: 79,
        cost_min_check: 0,
        tariffication_mode: "own",
        tariffs: [],
        radius_m: 7000,
      },
      preorder: { min_order_time: 10, min_check: 0, pay_methods: allPay },
      tips: { enabled: false, mode: "personal", waiters: [] },
      close_rule: { allow_preliminary_orders: false },
    },
    menus: [buildMenu()],
    pay_receivers: [
      {
        _id: "large-pr",
        company_type: "ТОВ",
        company_name: "Гранд Фуд Хол",
        company_code: "45201738",
        company_address: "01004, м. Київ, Бессарабська площа, 2",
        company_phone: "+380 44 235 70 90",
      },
    ],
    tables: [{ code: "555555", section_name: "Hall", table_name: "1" }],
  };
}

// Formatted with the repository's Prettier settings, so `prettier --check` and this generator agree.
export async function renderDemoLarge(): Promise<string> {
  const config = (await resolveConfig(demoLargeFile)) ?? {};
  return format(JSON.stringify(buildDemoLarge()), { ...config, filepath: demoLargeFile });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(demoLargeFile, await renderDemoLarge());
  console.log(`wrote ${path.relative(process.cwd(), demoLargeFile)}`);
}
