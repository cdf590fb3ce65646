import { z } from "zod";
import { isKnownTimeZone } from "./time-zone";
import {
  contentLocaleSchema,
  countrySchema,
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  latLonSchema,
  localeSchema,
  moneySchema,
  venueLinkSchema,
} from "./common";

// SPEC §3 Venue (cafe). Field names follow the spec; `link` and `timezone` are ours.
export const weekdayKeys = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const weekdaySchema = z.enum(weekdayKeys);
export type Weekday = z.infer<typeof weekdaySchema>;

const minute = z.number().int().min(0).max(59);
export const dayScheduleSchema = z
  .object({
    workday: z.boolean(),
    startHour: z.number().int().min(0).max(23),
    startMinute: minute,
    endHour: z.number().int().min(0).max(24), // 24:00 is the next midnight; an end before the start runs past midnight
    endMinute: minute,
  })
  .refine((d) => d.endHour < 24 || d.endMinute === 0, {
    message: "end is at most 24:00",
    path: ["endMinute"],
  });
export type DaySchedule = z.infer<typeof dayScheduleSchema>;
export const weekScheduleSchema = z.object(
  Object.fromEntries(weekdayKeys.map((k) => [k, dayScheduleSchema])) as Record<
    Weekday,
    typeof dayScheduleSchema
  >,
);
export type WeekSchedule = z.infer<typeof weekScheduleSchema>;

// Instants as ISO strings with offset.
export const schedulePairSchema = z.object({ start: isoDateTimeSchema, end: isoDateTimeSchema });
export type SchedulePair = z.infer<typeof schedulePairSchema>;

// An IANA zone the runtime knows: an unknown one would make every schedule computation throw.
export const timeZoneSchema = z.string().refine(isKnownTimeZone, { message: "unknown IANA time zone" });

export const modesSchema = z.object({
  delivery: z.boolean(),
  preorder: z.boolean(),
  preview: z.boolean(),
  inside: z.boolean(),
});
export type Modes = z.infer<typeof modesSchema>;
export const payMethodsSchema = z.object({ cash: z.boolean(), card: z.boolean(), online: z.boolean() });
export type PayMethods = z.infer<typeof payMethodsSchema>;

export const depositTypeSchema = z.enum(["full", "constant", "percent"]);
export const reserveSettingsSchema = z.object({
  enabled: z.boolean(), // shows the home page Call and Reserve row
  allow_same_day: z.boolean(),
  use_phone_verification: z.boolean(),
  deposit_enabled: z.boolean(),
  deposit_type: depositTypeSchema,
  deposit_value: moneySchema,
  deposit_percent: z.number().min(0).max(100),
  slot_capacity: z.number().int().min(1).default(4), // persons per service slot
});
export type ReserveSettings = z.infer<typeof reserveSettingsSchema>;

export const tariffSchema = z.object({ _id: idSchema, name: z.string(), price: moneySchema });
export type Tariff = z.infer<typeof tariffSchema>;

export const deliverySettingsSchema = z.object({
  min_order_time: z.number().int().min(0), // minutes
  shipping_time: z.number().int().min(0), // minutes
  min_check: moneySchema,
  pay_methods: payMethodsSchema,
  cost_type: z.enum(["free", "tariffed", "constant", "conditional"]),
  cost: moneySchema,
  cost_min_check: moneySchema,
  cost_conditional_type: z.literal("constant").optional(),
  tariffication_mode: z.string(), // "partner" or anything else
  tariffs: z.array(tariffSchema),
  // Delivery zone: a circle around the venue (ours; SPEC leaves reachability to the server).
  radius_m: z.number().int().positive().default(5000),
  // Ours: the hours deliveries are made, when they differ from the venue's (a kitchen baking to order
  // while its shop is closed). Absent: the venue's schedule. Time slots come from it.
  schedule: weekScheduleSchema.optional(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const preorderSettingsSchema = z.object({
  min_order_time: z.number().int().min(0).optional(), // minutes; SPEC §9 default estimate 10
  min_check: moneySchema,
  pay_methods: payMethodsSchema,
  // Ours: the hours takeaway orders are handed over, when they differ from the venue's. Absent: the
  // venue's schedule. Time slots come from it.
  schedule: weekScheduleSchema.optional(),
});
export type PreorderSettings = z.infer<typeof preorderSettingsSchema>;

export const waiterSchema = z.object({
  _id: idSchema,
  name: z.string(),
  role: z.string(),
  photo: z.string().optional(),
  tips_link: z.string().optional(),
});
export type Waiter = z.infer<typeof waiterSchema>;
export const tipsSchema = z.object({
  enabled: z.boolean(),
  mode: z.literal("personal"),
  waiters: z.array(waiterSchema),
});
export type Tips = z.infer<typeof tipsSchema>;

export const sectionSchema = z.object({ _id: idSchema, name: z.string() });

export const venueSchema = z.object({
  _id: idSchema,
  link: venueLinkSchema,
  name: z.string().min(1),
  description: z.string().default(""),
  image: z.string().optional(),
  price_level: z.string().regex(/^\${0,4}$/),
  online_menu_link: z.string().optional(),
  address: z.string(),
  address_location: latLonSchema,
  contact_phone: z.string().optional(),
  contact_email: z.string().optional(),
  social: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    website: z.string().optional(),
  }),
  timezone: timeZoneSchema, // schedules are evaluated in it
  country: countrySchema.default("UA"),
  currency: currencySchema, // symbol, e.g. ₴
  schedule: weekScheduleSchema,
  // Computed by the server at request time (SPEC §3), so absent in import files.
  today_schedule_computed: schedulePairSchema.nullable().optional(),
  schedule_pairs: z.array(schedulePairSchema).optional(),
  modes: modesSchema,
  has_real_inside: z.boolean(),
  sections: z.array(sectionSchema),
  geolocation_mode: z.string(), // "general", "disabled" or other
  geolocation_radius_m: z.number().int().positive().default(150),
  pay_methods: payMethodsSchema,
  client_app: z.object({ verify_client_phone: z.boolean() }),
  ui_settings: z.object({ locale_override: localeSchema.or(contentLocaleSchema).optional() }),
  reserve: reserveSettingsSchema,
  delivery: deliverySettingsSchema,
  preorder: preorderSettingsSchema,
  tips: tipsSchema,
  close_rule: z
    .object({ allow_preliminary_orders: z.boolean() })
    .default({ allow_preliminary_orders: false }),
  legal: z.object({ privacy_url: z.string().optional(), terms_url: z.string().optional() }).default({}),
  // The venue's public review page (Google Maps or another site; https only, field-rules.ts): a guest
  // who rated 4 or 5 stars after paying is offered it (contract/rating.ts).
  review_url: z.string().optional(),
});
export type Venue = z.infer<typeof venueSchema>;

// Who receives the money for a menu; the public offer (SPEC §7 GET /offert) is filled from it.
export const payReceiverSchema = z.object({
  _id: idSchema,
  company_type: z.string(),
  company_name: z.string(),
  company_code: z.string(),
  company_address: z.string(),
  company_phone: z.string(),
});
export type PayReceiver = z.infer<typeof payReceiverSchema>;
