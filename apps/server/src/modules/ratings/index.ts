// The ratings module's public file (eslint.config.js, server zones).
export * from "./register-ratings";
export type { DayRatingsReader } from "./ratings.service";
