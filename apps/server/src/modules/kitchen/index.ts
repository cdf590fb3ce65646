// The kitchen module's public file: the app creates it and registers its calls from here (eslint.config.js,
// server zones); its other files are its own to rearrange.
export { createKitchen, registerKitchen, type Kitchen } from "./register-kitchen";
export type { TicketsMade } from "./ticket-maker";
export type { TicketRow } from "./kitchen.repository";
export type { StopEvent } from "./stop-cancels";
