// The reserve module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./board-reservations";
export * from "./register-reserve";
export * from "./reservation-pdf";
