// The metrics module's public file: the app imports it only from here.
export { registerMetrics } from "./register-metrics";
