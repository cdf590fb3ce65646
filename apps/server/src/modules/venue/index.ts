// The venue module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./apply-stop-list";
export * from "./menu-index";
export * from "./phone-gated-modes";
export * from "./splice-prepare";
export * from "./venue-cache";
export * from "./venue-snapshot";
export * from "./venue.repository";
export * from "./venue.routes";
export * from "./venue.service";
