// The fiscal module's public file: the app and other modules import it only from here.
export { registerFiscal, type FiscalModule } from "./register-fiscal";
export type { FiscalRegister, FiscalSession } from "./fiscal-register";
export { createSealer, type Sealer } from "./sealed-secret";
