import { describe, expect, it } from "vitest";
import {
  fieldLimits,
  isMoneyAmount,
  isValidEmail,
  isValidPhone,
  moneyAmountSchema,
  nameFieldSchema,
  venueFieldIssues,
} from "./field-rules";
import { staffLoginNameSchema } from "./staff-accounts";
import { venueSchema, type Venue } from "./venue";

const day = { workday: true, startHour: 9, startMinute: 0, endHour: 21, endMinute: 0 };
const venue = (patch: Partial<Venue> = {}): Venue =>
  venueSchema.parse({
    _id: "v1",
    link: "v1",
    name: "Kashtan",
    price_level: "$$",
    address: "Khreshchatyk 1",
    address_location: { lat: 50.45, lon: 30.52 },
    social: {},
    timezone: "Europe/Kyiv",
    country: "UA",
    currency: "₴",
    schedule: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
    modes: { delivery: true, preorder: true, preview: true, inside: true },
    has_real_inside: true,
    sections: [{ _id: "s1", name: "Hall" }],
    geolocation_mode: "disabled",
    pay_methods: { cash: true, card: true, online: true },
    client_app: { verify_client_phone: false },
    ui_settings: {},
    reserve: {
      enabled: true,
      allow_same_day: true,
      use_phone_verification: false,
      deposit_enabled: false,
      deposit_type: "constant",
      deposit_value: 0,
      deposit_percent: 0,
    },
    delivery: {
      min_order_time: 30,
      shipping_time: 30,
      min_check: 200,
      pay_methods: { cash: true, card: true, online: true },
      cost_type: "tariffed",
      cost: 50,
      cost_min_check: 1000,
      tariffication_mode: "own",
      tariffs: [{ _id: "t1", name: "Courier", price: 49.99 }],
    },
    preorder: { min_check: 0, pay_methods: { cash: true, card: true, online: true } },
    tips: { enabled: true, mode: "personal", waiters: [{ _id: "w1", name: "Olena", role: "waiter" }] },
    ...patch,
  });
const codesOf = (v: Venue) => venueFieldIssues(v).map((i) => `${i.path.join(".")}:${i.code}`);

describe("e-mail rule (SPEC §5 Enter valid email)", () => {
  it("takes an address with a local part and a dotted domain", () => {
    expect(isValidEmail("hello@kashtan-bistro.example")).toBe(true);
    expect(isValidEmail("first.last+tag@mail.co.uk")).toBe(true);
  });
  it("refuses text without @, a bare domain, spaces and over-long addresses", () => {
    for (const bad of [
      "hello",
      "hello@",
      "@kashtan.example",
      "hello@kashtan",
      "he llo@k.example",
      "a@b@c.example",
    ])
      expect(isValidEmail(bad), bad).toBe(false);
    expect(isValidEmail(`${"a".repeat(fieldLimits.email)}@k.example`)).toBe(false);
  });
});

describe("phone rule (SPEC §5, the venue's country as the default)", () => {
  it("takes E.164 and the international form with spaces, and a national number of the venue's country", () => {
    expect(isValidPhone("+380442281537", "UA")).toBe(true);
    expect(isValidPhone("+380 44 228 15 37", "UA")).toBe(true);
    expect(isValidPhone("044 228 15 37", "UA")).toBe(true);
    expect(isValidPhone("+420 601 123 456", "UA")).toBe(true);
  });
  it("refuses letters, too few digits and a national number without its country", () => {
    expect(isValidPhone("call us", "UA")).toBe(false);
    expect(isValidPhone("+380 44", "UA")).toBe(false);
    expect(isValidPhone("044 228 15 37", "CZ")).toBe(false);
  });
});

describe("money rule (SPEC §9 two decimals, kept in minor units)", () => {
  it("takes whole and two-decimal amounts from 0 up to the ceiling", () => {
    for (const ok of [0, 1, 19.99, 0.01, 1.1, fieldLimits.money])
      expect(isMoneyAmount(ok), String(ok)).toBe(true);
  });
  it("refuses a third decimal, negatives, non-finite amounts and amounts past the ceiling", () => {
    for (const bad of [1.005, 0.001, -1, Number.NaN, Number.POSITIVE_INFINITY, fieldLimits.money + 0.01])
      expect(isMoneyAmount(bad), String(bad)).toBe(false);
    expect(moneyAmountSchema.safeParse(12.345).error?.issues[0]?.message).toBe("money");
  });
});

describe("name rule", () => {
  it("trims, refuses a blank name as required and a long one as too_long", () => {
    expect(nameFieldSchema().parse("  Hall ")).toBe("Hall");
    expect(nameFieldSchema().safeParse("   ").error?.issues[0]?.message).toBe("required");
    expect(nameFieldSchema(5).safeParse("Terrace").error?.issues[0]?.message).toBe("too_long");
  });
});

describe("the venue settings' fields", () => {
  it("finds nothing wrong in a well-filled venue", () => {
    expect(codesOf(venue({ contact_email: "a@b.example", contact_phone: "+380 44 228 15 37" }))).toEqual([]);
  });
  it("names each bad field by its path with the code the form shows", () => {
    const bad = venue({
      name: " ",
      contact_email: "not-an-email",
      contact_phone: "12",
      image: "javascript:alert(1)",
      social: { instagram: "http://insta.example", website: "/about" },
      legal: { privacy_url: "/privacy" },
    });
    bad.delivery.tariffs[0]!.price = 49.999;
    bad.sections[0]!.name = "";
    bad.tips.waiters[0]!.tips_link = "data:text/html,x";
    expect(codesOf(bad)).toEqual([
      "name:required",
      "contact_phone:phone",
      "contact_email:email",
      "image:unsafe_url",
      "social.instagram:unsafe_url",
      "social.website:unsafe_url",
      "legal.privacy_url:unsafe_url",
      "tips.waiters.0.tips_link:unsafe_url",
      "sections.0.name:required",
      "delivery.tariffs.0.price:money",
    ]);
  });
  it("reads a national contact phone with the venue's country", () => {
    expect(codesOf(venue({ contact_phone: "044 228 15 37" }))).toEqual([]);
    expect(codesOf(venue({ contact_phone: "044 228 15 37", country: "CZ" }))).toEqual([
      "contact_phone:phone",
    ]);
  });
  it("takes an uploaded photo's path but only https links for socials", () => {
    expect(codesOf(venue({ image: "/media/abcdef0123456789/960.webp" }))).toEqual([]);
    expect(codesOf(venue({ social: { website: "https://kashtan.example" } }))).toEqual([]);
  });
});

describe("a staff login (an email or a name without spaces)", () => {
  it("takes a name or a valid email and refuses spaces or an @ that is no email", () => {
    expect(staffLoginNameSchema.parse(" olena ")).toBe("olena");
    expect(staffLoginNameSchema.safeParse("waiter@demo.demo").success).toBe(true);
    expect(staffLoginNameSchema.safeParse("ol ena").error?.issues[0]?.message).toBe("login_spaces");
    expect(staffLoginNameSchema.safeParse("olena@cafe").error?.issues[0]?.message).toBe("email");
    expect(staffLoginNameSchema.safeParse("").error?.issues[0]?.message).toBe("required");
  });
});
