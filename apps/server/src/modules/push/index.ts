export { registerPush, type PushModule } from "./register-push";
export { enqueueAlertPushes, type AlertPushEvent } from "./push-outbox";
