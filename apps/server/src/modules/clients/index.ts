// The clients module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./clients.repository";
export * from "./clients.routes";
export * from "./clients.service";
