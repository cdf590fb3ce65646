// drizzle-kit and the clients need every table in one module.
export * from "./venues";
export * from "./carts";
export * from "./orders";
export * from "./reservations";
export * from "./clients";
export * from "./telemetry";
export * from "./rate-limits";
export * from "./staff";
export * from "./staff-actions";
export * from "./stop-list";
export * from "./refund-attempts";
export * from "./setup-changes";
export * from "./media";
export * from "./day-close-outs";
export * from "./kitchen";
export * from "./floor";
export * from "./push";
