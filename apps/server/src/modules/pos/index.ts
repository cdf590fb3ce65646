// The POS module's public file: the app and other modules import it only from here.
export { registerPos, type PosModule } from "./register-pos";
export type { PosClient } from "./pos-client";
