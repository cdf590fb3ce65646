// The floor module's public file: the app registers it from here, the push module hears its alerts
// through onAlert (AlertEvent); its other files are its own to rearrange.
export { registerFloor, type Floor } from "./register-floor";
export type { AlertEvent, AlertListener } from "./reconcile-floor";
