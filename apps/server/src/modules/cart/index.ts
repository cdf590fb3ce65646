// The cart module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./cart-ids";
export * from "./cart.repository";
export * from "./cart.routes";
export * from "./cart.service";
