// The order history module's public file: the app registers its routes from here (eslint.config.js,
// server zones); its other files are its own to rearrange.
export * from "./order-history.routes";
