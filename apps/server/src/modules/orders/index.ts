// The orders module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./bill";
export * from "./cart-to-lines";
export * from "./order-audit";
export * from "./order-lifecycle";
export * from "./order-locks";
export * from "./order-placement";
export * from "./order-reader";
export * from "./order-transitions";
export * from "./order.repository";
export * from "./orders.service";
export * from "./payment.repository";
export * from "./present-order";
export * from "./present-staff-payment";
export * from "./register-orders";
export * from "./order-adjustment";
export * from "./credentials";
