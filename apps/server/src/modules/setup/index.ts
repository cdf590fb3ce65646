// The setup module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./register-setup";
export * from "./setup-changes";
export * from "./setup-versions";
export { createSetupRepository } from "./setup.repository";
