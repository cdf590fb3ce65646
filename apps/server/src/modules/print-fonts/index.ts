// The fonts printed documents use (the reservation receipt, the QR sheet). This module imports nothing
// of the server's own, so the QR sheet's thread loads it without the rest of the server's modules.
export { bodyFont } from "./body-font";
export { bodyFontFile } from "./font-files";
