// The payments area's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./checkout-link";
export * from "./deposit-payments";
export * from "./deposit-refund";
export * from "./deposit-settlement";
export * from "./gateway-account";
export * from "./gateway-factories";
export * from "./gateway-notifications";
export * from "./gateway-registry";
export * from "./liqpay/liqpay-factory";
export * from "./minor-units";
export * from "./order-money";
export * from "./order-payment";
export * from "./payment-gateway";
export * from "./payment-settlement";
export * from "./preorder-pay-now";
export * from "./refund-attempts.repository";
export * from "./refund-runner";
export * from "./register-payments";
export * from "./sandbox-page";
export * from "./sandbox.routes";
