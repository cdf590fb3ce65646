// The setup-io module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./register-setup-io";
