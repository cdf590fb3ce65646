// The printing module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export { escposCodepages } from "./escpos-codepages";
export { renderTicket, renderTestPage, testSamples, arabicSample, printableDots } from "./render-escpos";
export type { PrintableTicket, TicketBanner } from "./ticket-layout";
export { enqueueTicketPrints } from "./print-queue.repository";
export { registerPrinting } from "./register-printing";
export { createPrintWake, type PrintWake } from "./print-wake";
